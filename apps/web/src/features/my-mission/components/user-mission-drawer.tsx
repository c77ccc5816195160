import { Link } from 'react-router';
import { Alert, Descriptions, Drawer, Skeleton, Tag } from 'antd';
import { useMinWidth } from '../../../lib/use-min-width';
import {
  formatMinutes,
  missionStatusLabels,
  serviceTypeLabel,
  type UserMission,
} from '@zyz/domain';
import { paths } from '../../../lib/paths';
import { useUserMissionInfo } from '../api/user-mission-info';
import { applicationStateTag } from '../model/application-state';
import { formatChinaDateTime, formatChinaPeriod } from '../../../lib/china-time';
import { stateNote } from '../model/row-actions';

interface Props {
  missionPersonlId: string | null;
  onClose: () => void;
}

function details(row: UserMission) {
  const tag = applicationStateTag(row.state);
  const note = stateNote(row);
  return [
    {
      key: 'subject',
      label: '活动名称',
      children: <Link to={paths.missionDetail(row.missionId)}>{row.subject}</Link>,
    },
    { key: 'org', label: '组织单位', children: row.districtName },
    { key: 'type', label: '服务类别', children: serviceTypeLabel(row.missionType) },
    { key: 'address', label: '活动地址', children: row.address },
    { key: 'shift', label: '服务时段', children: formatChinaPeriod(row.startTime, row.endTime) },
    { key: 'credit', label: '记录时长', children: formatMinutes(row.creditMinutes) },
    {
      key: 'state',
      label: '报名状态',
      children: (
        <>
          <Tag color={tag.color}>{tag.label}</Tag>
          {note}
        </>
      ),
    },
    { key: 'mission', label: '活动状态', children: missionStatusLabels[row.missionStatus] },
    { key: 'applied', label: '报名时间', children: formatChinaDateTime(row.appliedAt) },
    { key: 'decided', label: '审核时间', children: formatChinaDateTime(row.decidedAt) || '—' },
  ];
}

/** One application read afresh from the server (the list row may be minutes old). */
export function UserMissionDrawer({ missionPersonlId, onClose }: Props) {
  const isPhone = !(useMinWidth('md') ?? true);
  const info = useUserMissionInfo(missionPersonlId);
  return (
    <Drawer
      title="报名详情"
      open={missionPersonlId !== null}
      onClose={onClose}
      placement={isPhone ? 'bottom' : 'right'}
      size={isPhone ? '80%' : 480}
      destroyOnHidden
      data-testid="my-mission-drawer"
    >
      {info.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {info.isError && <Alert type="error" showIcon title="报名详情加载失败，请稍后再试" />}
      {info.data && (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={details(info.data)}
          styles={{ label: { whiteSpace: 'nowrap' } }}
        />
      )}
    </Drawer>
  );
}
