import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Card, Flex, Rate, Skeleton, Space, Typography } from 'antd';
import type { Evaluation, MissionEvaluationRow } from '@zyz/domain';
import { LoadFailed } from '../components/load-failed';
import { missionPaths } from '../lib/paths';
import { useViewMission } from '../features/mission/api/view-mission';
import { MissionStatusTag } from '../features/mission/components/mission-status-tag';
import { useMissionEvaluations } from '../features/evaluation/api/evaluations';
import { RateVolunteerDialog } from '../features/evaluation/components/rate-volunteer-dialog';
import { formatDateTime } from '../lib/format';
import { useIsPhone } from '../lib/use-is-phone';
import { ListTable } from '../components/list-table';

function Stars({ evaluation }: { evaluation: Evaluation | null }) {
  if (!evaluation) return <Typography.Text type="secondary">未评价</Typography.Text>;
  return (
    <Flex vertical>
      <Rate disabled value={evaluation.score} style={{ fontSize: 13 }} />
      {evaluation.content ? (
        <Typography.Text style={{ fontSize: 12 }}>{evaluation.content}</Typography.Text>
      ) : null}
    </Flex>
  );
}

/** 志愿者评价: after sign-out, the organiser rates each volunteer and reads their ratings. */
export default function MissionEvaluationPage() {
  const { missionId = '' } = useParams();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const [rating, setRating] = useState<MissionEvaluationRow | null>(null);
  const mission = useViewMission(missionId);
  const list = useMissionEvaluations(missionId, page.pageIndex, page.pageSize);
  const isPhone = useIsPhone();

  if (mission.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (mission.isError || !mission.data)
    return <LoadFailed error={mission.error} onRetry={() => void mission.refetch()} />;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Space size={12} wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {mission.data.subject}
            </Typography.Title>
            <MissionStatusTag status={mission.data.status} />
          </Space>
          <Space size={16}>
            <Link to={missionPaths.attendance(missionId)}>考勤管理</Link>
            <Link to={missionPaths.detail(missionId)}>返回活动详情</Link>
          </Space>
        </Flex>
      </Card>
      <Card title="志愿者评价（签退后可评价，每人每时段一次）">
        {list.isError && !list.data ? (
          <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <ListTable<MissionEvaluationRow>
            rowKey="missionPersonlId"
            loading={list.isPending || list.isFetching}
            dataSource={list.data?.list ?? []}
            data-testid="evaluation-table"
            // A phone would squeeze the seven columns to a character each: they scroll instead.
            scroll={isPhone ? { x: 960 } : undefined}
            locale={{ emptyText: '还没有签退的志愿者' }}
            pageIndex={page.pageIndex}
            pageSize={page.pageSize}
            total={list.data?.total ?? 0}
            onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
            unit="人次"
            columns={[
              { title: '志愿者', dataIndex: 'volunteerName', width: 110 },
              { title: '志愿者编号', dataIndex: 'volunteerNo', width: 130 },
              { title: '时段开始', dataIndex: 'startTime', width: 150, render: formatDateTime },
              { title: '签退时间', dataIndex: 'signOutAt', width: 150, render: formatDateTime },
              {
                title: '组织对志愿者的评价',
                dataIndex: 'volunteerEvaluation',
                render: (e: Evaluation | null) => <Stars evaluation={e} />,
              },
              {
                title: '志愿者对活动的评价',
                dataIndex: 'missionEvaluation',
                render: (e: Evaluation | null) => <Stars evaluation={e} />,
              },
              {
                title: '操作',
                width: 90,
                render: (_: unknown, r) =>
                  r.volunteerEvaluation ? null : (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setRating(r)}
                      data-testid="rate-volunteer"
                    >
                      评价
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </Card>
      <RateVolunteerDialog row={rating} onClose={() => setRating(null)} />
    </Flex>
  );
}
