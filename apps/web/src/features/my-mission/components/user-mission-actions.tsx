import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, theme } from 'antd';
import type { UserMission } from '@zyz/domain';
import { ApiError } from '../../../lib/api-client';
import { showSuccess, showWarning } from '../../../lib/feedback';
import { useCancelApplication, useDeleteApplication } from '../api/change-application';
import { downloadShiftIcs } from '../api/download-ics';
import { formatChinaPeriod } from '../../../lib/china-time';
import { paths } from '../../../lib/paths';
import { rowActions } from '../model/row-actions';
import { useFeedback } from '../../../lib/feedback';

interface Props {
  row: UserMission;
  onOpenDetail: (missionPersonlId: string) => void;
}

/** 签到/签退 · 详情 · 取消报名 · 删除 · 加入日历, as the row's flags allow. */
export function UserMissionActions({ row, onOpenDetail }: Props) {
  const { modal } = useFeedback();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const cancel = useCancelApplication();
  const remove = useDeleteApplication();
  const [isDownloading, setDownloading] = useState(false);
  const actions = rowActions(row);
  const shift = formatChinaPeriod(row.startTime, row.endTime);

  const confirmCancel = () =>
    modal.confirm({
      title: '确认取消报名？',
      content: (
        <div data-testid="cancel-confirm-content">
          <div>活动：{row.subject}</div>
          <div>时段：{shift}</div>
          {row.state !== 'waitlisted' && (
            <div style={{ marginTop: token.marginXS }}>
              取消后名额将释放给其他志愿者，且不能恢复。
            </div>
          )}
        </div>
      ),
      okText: '取消报名',
      okButtonProps: { danger: true },
      cancelText: '再想想',
      // Returning the promise keeps the dialog open with a spinner until the server answers.
      onOk: () =>
        cancel
          .mutateAsync(row.missionPersonlId)
          .then(() => showSuccess('已取消报名'))
          .catch(() => undefined),
    });

  const confirmDelete = () =>
    modal.confirm({
      title: '删除这条报名记录？',
      content: `「${row.subject}」${shift} 的记录删除后不再显示在日程中。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        remove
          .mutateAsync(row.missionPersonlId)
          .then(() => showSuccess('已删除'))
          .catch(() => undefined),
    });

  const addToCalendar = async () => {
    setDownloading(true);
    try {
      await downloadShiftIcs(row.missionPersonlId);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        showWarning(error instanceof Error ? error.message : '暂时无法加入日历');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Flex wrap gap={token.marginXXS}>
      {actions.canSignAttendance && (
        <Button
          type="primary"
          size="small"
          onClick={() =>
            void navigate(
              `${paths.attendanceScan}?timesInfoId=${encodeURIComponent(row.timesInfoId)}`,
            )
          }
          data-testid="my-mission-scan"
        >
          签到/签退
        </Button>
      )}
      <Button
        type="link"
        size="small"
        onClick={() => onOpenDetail(row.missionPersonlId)}
        data-testid="my-mission-detail"
      >
        详情
      </Button>
      {actions.canAddToCalendar && (
        <Button
          type="link"
          size="small"
          loading={isDownloading}
          onClick={() => void addToCalendar()}
          data-testid="my-mission-ics"
        >
          加入日历
        </Button>
      )}
      {actions.canCancel && (
        <Button
          type="link"
          size="small"
          danger
          onClick={confirmCancel}
          data-testid="my-mission-cancel"
        >
          取消报名
        </Button>
      )}
      {actions.canDelete && (
        <Button
          type="link"
          size="small"
          danger
          onClick={confirmDelete}
          data-testid="my-mission-delete"
        >
          删除
        </Button>
      )}
    </Flex>
  );
}
