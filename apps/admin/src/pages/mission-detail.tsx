import { Card, Flex, Skeleton, Space, Typography } from 'antd';
import { useParams } from 'react-router';
import { LoadFailed } from '../components/load-failed';
import { useViewMission } from '../features/mission/api/view-mission';
import { MissionActions } from '../features/mission/components/mission-actions';
import { MissionDescriptions } from '../features/mission/components/mission-descriptions';
import { MissionMessagesCard } from '../features/mission/components/mission-messages-card';
import { MissionStatusTag } from '../features/mission/components/mission-status-tag';
import { ShiftTable } from '../features/mission/components/shift-table';

/** 活动详情: the mission as stored, its shifts with live places, its status actions and 群发消息. */
export default function MissionDetailPage() {
  const { missionId = '' } = useParams();
  const { data: mission, isPending, isError, error, refetch } = useViewMission(missionId);

  if (isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (isError || !mission) return <LoadFailed error={error} onRetry={() => void refetch()} />;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="flex-start" wrap gap={16}>
          <Space size={12} align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="mission-title">
              {mission.subject}
            </Typography.Title>
            <MissionStatusTag status={mission.status} />
          </Space>
          <MissionActions mission={mission} variant="page" />
        </Flex>
      </Card>
      <Card title="活动信息">
        <MissionDescriptions mission={mission} />
      </Card>
      <Card title="活动时段">
        <ShiftTable missionId={missionId} />
      </Card>
      <MissionMessagesCard mission={mission} />
    </Flex>
  );
}
