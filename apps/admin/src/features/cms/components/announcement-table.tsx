import { Tag, Typography } from 'antd';
import { announcementShowTypeLabels, type ManageAnnouncement, type Page } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { PublishStateTag } from './publish-state-tag';
import { RowActions } from './row-actions';
import { useDeskPin } from '../../../lib/use-desk-pin';
import { ListTable } from '../../../components/list-table';

interface Props {
  data: Page<ManageAnnouncement> | undefined;
  isLoading: boolean;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
  onEdit: (item: ManageAnnouncement) => void;
  onAction: (action: 'online' | 'offline' | 'delete', announcementId: string) => void;
}

export function AnnouncementTable(props: Props) {
  const pin = useDeskPin();
  const { data, isLoading, pageIndex, pageSize, onPage, onEdit, onAction } = props;
  return (
    <ListTable<ManageAnnouncement>
      rowKey="announcementId"
      data-testid="announcement-table"
      loading={isLoading}
      dataSource={data?.list ?? []}
      scroll={{ x: 900 }}
      pageIndex={pageIndex}
      pageSize={pageSize}
      total={data?.total ?? 0}
      onPage={onPage}
      unit="条"
      sizeChanger
      columns={[
        {
          title: '公告标题',
          dataIndex: 'title',
          render: (title: string, a) => (
            <>
              {a.pinned && <Tag color="red">置顶</Tag>}
              <Typography.Text>{title}</Typography.Text>
            </>
          ),
        },
        {
          title: '展示位置',
          dataIndex: 'showType',
          width: 130,
          render: (t: number) => announcementShowTypeLabels[t] ?? '',
        },
        {
          title: '展示时间',
          key: 'schedule',
          width: 190,
          render: (_, a) => (
            <>
              <div>{formatDateTime(a.startAt)} 起</div>
              <Typography.Text type="secondary">
                {a.endAt ? `${formatDateTime(a.endAt)} 止` : '长期'}
              </Typography.Text>
            </>
          ),
        },
        {
          title: '状态',
          dataIndex: 'state',
          width: 90,
          render: (state: ManageAnnouncement['state']) => <PublishStateTag state={state} />,
        },
        {
          title: '操作',
          key: 'actions',
          width: 170,
          fixed: pin,
          render: (_, a) => (
            <RowActions
              enabled={a.enabled}
              onEdit={() => onEdit(a)}
              onToggle={() => onAction(a.enabled ? 'offline' : 'online', a.announcementId)}
              onDelete={() => onAction('delete', a.announcementId)}
            />
          ),
        },
      ]}
    />
  );
}
