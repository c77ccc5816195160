import { Image, Typography } from 'antd';
import type { ManageBanner, Page } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { PublishStateTag } from './publish-state-tag';
import { RowActions } from './row-actions';
import { useDeskPin } from '../../../lib/use-desk-pin';
import { ListTable } from '../../../components/list-table';

interface Props {
  data: Page<ManageBanner> | undefined;
  isLoading: boolean;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
  onEdit: (banner: ManageBanner) => void;
  onAction: (action: 'online' | 'offline' | 'delete', bannerId: string) => void;
}

export function BannerTable({
  data,
  isLoading,
  pageIndex,
  pageSize,
  onPage,
  onEdit,
  onAction,
}: Props) {
  const pin = useDeskPin();
  return (
    <ListTable<ManageBanner>
      rowKey="bannerId"
      data-testid="banner-table"
      loading={isLoading}
      dataSource={data?.list ?? []}
      scroll={{ x: 960 }}
      pageIndex={pageIndex}
      pageSize={pageSize}
      total={data?.total ?? 0}
      onPage={onPage}
      unit="条"
      sizeChanger
      columns={[
        {
          title: '图片',
          dataIndex: 'image',
          width: 140,
          render: (src: string, b) => (
            <Image src={src} alt={b.title} width={120} height={40} style={{ objectFit: 'cover' }} />
          ),
        },
        { title: '标题', dataIndex: 'title', width: 160 },
        {
          title: '跳转链接',
          dataIndex: 'link',
          render: (link: string) =>
            link ? (
              <Typography.Text ellipsis={{ tooltip: link }} style={{ maxWidth: 200 }}>
                {link}
              </Typography.Text>
            ) : (
              '不跳转'
            ),
        },
        { title: '排序', dataIndex: 'sortOrder', width: 70 },
        {
          title: '展示时间',
          key: 'schedule',
          width: 190,
          render: (_, b) => (
            <>
              <div>{formatDateTime(b.startAt)} 起</div>
              <Typography.Text type="secondary">
                {b.endAt ? `${formatDateTime(b.endAt)} 止` : '长期'}
              </Typography.Text>
            </>
          ),
        },
        {
          title: '状态',
          dataIndex: 'state',
          width: 90,
          render: (state: ManageBanner['state']) => <PublishStateTag state={state} />,
        },
        { title: '点击量', dataIndex: 'clickCount', width: 80 },
        {
          title: '操作',
          key: 'actions',
          width: 170,
          fixed: pin,
          render: (_, b) => (
            <RowActions
              enabled={b.enabled}
              onEdit={() => onEdit(b)}
              onToggle={() => onAction(b.enabled ? 'offline' : 'online', b.bannerId)}
              onDelete={() => onAction('delete', b.bannerId)}
            />
          ),
        },
      ]}
    />
  );
}
