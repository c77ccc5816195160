import { useState } from 'react';
import { Button, Flex, Input, Segmented, Tag, Typography, type TableProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { outboxChannelLabels, outboxStatusLabels, type OutboxItem } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { useOutbox, type OutboxQuery } from '../api/outbox';
import { ListTable } from '../../../components/list-table';

const statusColors: Record<string, string> = {
  logged: 'default',
  queued: 'processing',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
};

const columns: TableProps<OutboxItem>['columns'] = [
  {
    title: '时间',
    dataIndex: 'createdAt',
    width: 150,
    render: (v: string) => formatDateTime(v),
  },
  {
    title: '渠道',
    dataIndex: 'channel',
    width: 70,
    render: (c: OutboxItem['channel']) => (
      <Tag color={c === 'sms' ? 'red' : 'blue'}>{outboxChannelLabels[c]}</Tag>
    ),
  },
  { title: '收件人', dataIndex: 'to', width: 200 },
  {
    title: '内容',
    key: 'text',
    render: (_, r) => (
      <>
        {r.subject && <Typography.Text strong>{r.subject}：</Typography.Text>}
        <span data-testid="outbox-text">{r.text}</span>
      </>
    ),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 150,
    render: (s: string) => <Tag color={statusColors[s]}>{outboxStatusLabels[s] ?? s}</Tag>,
  },
];

type ChannelFilter = 'all' | 'sms' | 'email';

/**
 * The platform's outbox with a channel switch and a search by whole recipient. Recipients come
 * masked and codes blanked: the page answers "was it sent", never "what was the code".
 */
export function OutboxTable() {
  const [channel, setChannel] = useState<ChannelFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const query: OutboxQuery = {
    ...page,
    channel: channel === 'all' ? undefined : channel,
    keyword: keyword || undefined,
  };
  const { data, isPending, isFetching, refetch } = useOutbox(query, true);

  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented<ChannelFilter>
          value={channel}
          onChange={(v) => {
            setChannel(v);
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
          options={[
            { value: 'all', label: '全部' },
            { value: 'sms', label: '短信' },
            { value: 'email', label: '邮件' },
          ]}
        />
        <Input.Search
          allowClear
          placeholder="输入完整手机号码或邮箱查找"
          style={{ maxWidth: 280 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
          data-testid="outbox-search"
        />
        <Button icon={<ReloadOutlined />} onClick={() => void refetch()}>
          刷新
        </Button>
      </Flex>
      <ListTable<OutboxItem>
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isPending || isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: '发件箱中没有消息' }}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        total={data?.total ?? 0}
        onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
        unit="条"
        data-testid="outbox-table"
      />
    </>
  );
}
