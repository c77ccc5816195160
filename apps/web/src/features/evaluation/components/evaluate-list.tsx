import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Empty, Flex, List, Pagination, Rate, Segmented, Typography } from 'antd';
import type { EvaluateItem } from '@zyz/domain';
import { paths } from '../../../lib/paths';
import { formatChinaDateTime, formatChinaPeriod } from '../../../lib/china-time';
import { useEvaluateList, type EvaluateTab } from '../api/evaluations';
import { EvaluateDialog } from './evaluate-dialog';

/** The volunteer's signed-out shifts: rate those pending, read the ratings given. */
export function EvaluateList({ userId }: { userId: string }) {
  const [tab, setTab] = useState<EvaluateTab>('pending');
  const [pageIndex, setPageIndex] = useState(1);
  const [rating, setRating] = useState<EvaluateItem | null>(null);
  const list = useEvaluateList(userId, tab, pageIndex);
  const total = list.data?.total ?? 0;
  return (
    <Flex vertical gap="middle" data-testid="evaluate-list">
      <Segmented<EvaluateTab>
        value={tab}
        onChange={(next) => {
          setTab(next);
          setPageIndex(1);
        }}
        options={[
          { value: 'pending', label: '待评价' },
          { value: 'done', label: '已评价' },
        ]}
      />
      {list.isError && !list.data ? (
        <Alert type="error" showIcon title="评价列表加载失败" />
      ) : (
        <List
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          locale={{
            emptyText: (
              <Empty
                description={
                  tab === 'pending' ? '没有待评价的活动，签退后即可评价' : '还没有评价过活动'
                }
              />
            ),
          }}
          renderItem={(item) => (
            <List.Item
              data-testid="evaluate-item"
              actions={
                item.evaluation
                  ? []
                  : [
                      <Button
                        key="rate"
                        type="primary"
                        size="small"
                        onClick={() => setRating(item)}
                        data-testid="evaluate-open"
                      >
                        评价
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                title={<Link to={paths.missionDetail(item.missionId)}>{item.subject}</Link>}
                description={
                  <Flex vertical gap={4}>
                    <span>
                      {item.districtName} · {formatChinaPeriod(item.startTime, item.endTime)}
                    </span>
                    {item.evaluation ? (
                      <>
                        <Rate disabled value={item.evaluation.score} style={{ fontSize: 14 }} />
                        {item.evaluation.content ? (
                          <Typography.Text>{item.evaluation.content}</Typography.Text>
                        ) : null}
                        <Typography.Text type="secondary">
                          评价于 {formatChinaDateTime(item.evaluation.createdAt)}
                        </Typography.Text>
                      </>
                    ) : (
                      <Typography.Text type="secondary">
                        签退于 {formatChinaDateTime(item.signOutAt)}
                      </Typography.Text>
                    )}
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
      {total > 10 ? (
        <Pagination align="center" current={pageIndex} total={total} onChange={setPageIndex} />
      ) : null}
      <EvaluateDialog item={rating} onClose={() => setRating(null)} />
    </Flex>
  );
}
