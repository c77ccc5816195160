import { Card, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { formatListTotal } from '@zyz/domain';
import { actorText, auditTime, type AuditLogListProps } from './audit-log-table';

/** The log on a phone: a card per act, where six columns would run off the screen. */
export function AuditLogCards({
  list,
  total,
  pageIndex,
  pageSize,
  isLoading,
  onPage,
}: AuditLogListProps) {
  return (
    <Spin spinning={isLoading}>
      <Flex vertical gap={12} data-testid="audit-cards">
        {list.length === 0 ? (
          <Empty description="没有符合条件的记录" />
        ) : (
          list.map((r) => (
            <Card
              key={r.id}
              size="small"
              title={<span data-testid="audit-action-name">{r.actionName}</span>}
              data-testid="audit-card"
            >
              <Flex vertical gap={4}>
                <Typography.Text type="secondary">{auditTime(r.at)}</Typography.Text>
                <Typography.Text>操作人：{actorText(r)}</Typography.Text>
                {r.target && <Typography.Text>对象：{r.target}</Typography.Text>}
                {r.reason && <Typography.Text>原因：{r.reason}</Typography.Text>}
                {r.ip && <Typography.Text type="secondary">IP：{r.ip}</Typography.Text>}
              </Flex>
            </Card>
          ))
        )}
        <Pagination
          align="center"
          size="small"
          current={pageIndex}
          pageSize={pageSize}
          total={total}
          hideOnSinglePage
          showTotal={(n) => `共 ${formatListTotal(n)} 条`}
          onChange={onPage}
        />
      </Flex>
    </Spin>
  );
}
