import { Button, Card, Flex, Spin, Typography, theme, type TableColumnsType } from 'antd';
import { formatMinutes, type PublicityDetail } from '@zyz/domain';
import { formatChinaDateTime } from '../../../lib/china-time';
import { RecordStateTag } from '../../service-record';
import { ListTable } from '../../../components/list-table';

type Row = PublicityDetail['list'][number];

interface Props {
  rows: Row[];
  isLoading: boolean;
  isDesktop: boolean;
  onObject: (row: Row) => void;
}

/** Only a record still in publicity takes an objection; one already objected waits. */
function ObjectButton({
  row,
  onObject,
  size,
}: {
  row: Row;
  onObject: (row: Row) => void;
  size: 'small' | 'middle';
}) {
  if (row.state !== 'publicity') return null;
  return (
    <Button size={size} onClick={() => onObject(row)} data-testid="publicity-object">
      提出异议
    </Button>
  );
}

/** One mission's records, names masked by the server. */
export function PublicityRecordList({ rows, isLoading, isDesktop, onObject }: Props) {
  const { token } = theme.useToken();
  if (!isDesktop)
    return (
      <Spin spinning={isLoading}>
        <Flex vertical gap={token.marginSM}>
          {rows.map((row) => (
            <Card key={row.recordId} size="small" data-testid="publicity-record">
              <Flex justify="space-between" align="center" gap={token.marginSM}>
                <Flex vertical gap={2}>
                  <Typography.Text strong data-testid="publicity-name">
                    {row.name}
                  </Typography.Text>
                  <Typography.Text>{formatMinutes(row.minutes)}</Typography.Text>
                  <Typography.Text type="secondary">
                    公示截止 {formatChinaDateTime(row.publicityEndsAt)}
                  </Typography.Text>
                </Flex>
                <Flex vertical align="flex-end" gap={token.marginXS}>
                  <RecordStateTag state={row.state} />
                  <ObjectButton row={row} onObject={onObject} size="middle" />
                </Flex>
              </Flex>
            </Card>
          ))}
        </Flex>
      </Spin>
    );
  const columns: TableColumnsType<Row> = [
    {
      title: '志愿者',
      key: 'name',
      render: (_, row) => <span data-testid="publicity-name">{row.name}</span>,
    },
    {
      title: '服务日期',
      key: 'at',
      width: 170,
      render: (_, row) => formatChinaDateTime(row.occurredAt),
    },
    { title: '时长', key: 'minutes', width: 120, render: (_, row) => formatMinutes(row.minutes) },
    {
      title: '公示截止',
      key: 'ends',
      width: 170,
      render: (_, row) => formatChinaDateTime(row.publicityEndsAt),
    },
    {
      title: '状态',
      key: 'state',
      width: 120,
      render: (_, row) => <RecordStateTag state={row.state} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, row) => <ObjectButton row={row} onObject={onObject} size="small" />,
    },
  ];
  return (
    <ListTable<Row>
      rowKey="recordId"
      columns={columns}
      rows={rows}
      isLoading={isLoading}
      testId="publicity-record-table"
      rowTestId="publicity-record"
    />
  );
}
