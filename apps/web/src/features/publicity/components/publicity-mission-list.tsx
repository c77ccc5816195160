import { Link } from 'react-router';
import { Card, Flex, Spin, Typography, theme, type TableColumnsType } from 'antd';
import { formatMinutes, type PublicityMission } from '@zyz/domain';
import { paths } from '../../../lib/paths';
import { formatChinaDateTime } from '../../../lib/china-time';
import { ListTable } from '../../../components/list-table';

interface Props {
  rows: PublicityMission[];
  isLoading: boolean;
  isDesktop: boolean;
}

const subjectLink = (row: PublicityMission) => (
  <Link to={paths.publicityDetail(row.missionId)} data-testid="publicity-subject">
    <Typography.Text strong ellipsis={{ tooltip: row.subject }} style={{ color: 'inherit' }}>
      {row.subject}
    </Typography.Text>
  </Link>
);

/** Missions whose hours are in their notice period: a table at a desk, cards on a phone. */
export function PublicityMissionList({ rows, isLoading, isDesktop }: Props) {
  const { token } = theme.useToken();
  if (!isDesktop)
    return (
      <Spin spinning={isLoading}>
        <Flex vertical gap={token.marginSM}>
          {rows.map((row) => (
            <Card key={row.missionId} size="small" data-testid="publicity-row">
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                {subjectLink(row)}
                <Typography.Text type="secondary">{row.districtName}</Typography.Text>
                <Typography.Text>
                  {row.people} 人 · 共 {formatMinutes(row.totalMinutes)}
                </Typography.Text>
                <Typography.Text type="secondary">
                  公示截止 {formatChinaDateTime(row.endsAt)}
                </Typography.Text>
              </Flex>
            </Card>
          ))}
        </Flex>
      </Spin>
    );
  const columns: TableColumnsType<PublicityMission> = [
    { title: '活动', key: 'subject', render: (_, row) => subjectLink(row) },
    { title: '发布组织', dataIndex: 'districtName', width: 220, ellipsis: true },
    { title: '人数', dataIndex: 'people', width: 80 },
    {
      title: '公示时长',
      key: 'total',
      width: 140,
      render: (_, row) => formatMinutes(row.totalMinutes),
    },
    {
      title: '公示截止',
      key: 'ends',
      width: 160,
      render: (_, row) => formatChinaDateTime(row.endsAt),
    },
  ];
  return (
    <ListTable<PublicityMission>
      rowKey="missionId"
      columns={columns}
      rows={rows}
      isLoading={isLoading}
      testId="publicity-table"
      rowTestId="publicity-row"
    />
  );
}
