import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Empty, Flex, List, Pagination, Rate, Typography } from 'antd';
import { paths } from '../../../lib/paths';
import { formatChinaDateTime } from '../../../lib/china-time';
import { useReceivedEvaluations } from '../api/evaluations';

/** What organisers said about the volunteer after their shifts. */
export function ReceivedList({ userId }: { userId: string }) {
  const [pageIndex, setPageIndex] = useState(1);
  const list = useReceivedEvaluations(userId, pageIndex);
  const total = list.data?.total ?? 0;
  if (list.isError && !list.data) return <Alert type="error" showIcon title="评价加载失败" />;
  return (
    <Flex vertical gap="middle" data-testid="received-list">
      <List
        loading={list.isPending}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: <Empty description="还没有收到组织的评价" /> }}
        renderItem={(item) => (
          <List.Item data-testid="received-item">
            <List.Item.Meta
              title={<Link to={paths.missionDetail(item.missionId)}>{item.subject}</Link>}
              description={
                <Flex vertical gap={4}>
                  <Rate disabled value={item.score} style={{ fontSize: 14 }} />
                  {item.content ? <Typography.Text>{item.content}</Typography.Text> : null}
                  <Typography.Text type="secondary">
                    {item.districtName} · {formatChinaDateTime(item.createdAt)}
                  </Typography.Text>
                </Flex>
              }
            />
          </List.Item>
        )}
      />
      {total > 10 ? (
        <Pagination align="center" current={pageIndex} total={total} onChange={setPageIndex} />
      ) : null}
    </Flex>
  );
}
