import { Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { ResponsiveGrid } from '../../../components/responsive-grid';
import { TeamOutlined } from '@ant-design/icons';
import { serviceTypeLabel, type PublicMissionDetail } from '@zyz/domain';
import { formatChinaPeriod } from '../../../lib/china-time';
import { Island } from '../../../islands/island';
import { FavouriteButton } from './favourite-button';
import { MissionCover } from './mission-cover';
import { MissionStatusTag } from './mission-tag-view';
import { MissionRating } from '../../evaluation';

/** Cover, title, organisation and the two things a visitor does next: apply or keep it. */
export function MissionHeadline({ mission }: { mission: PublicMissionDetail }) {
  const { token } = theme.useToken();
  const placesLeft = mission.times.reduce((sum, t) => sum + Math.max(0, t.placesLeft), 0);
  return (
    <Card styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden' }}>
      <ResponsiveGrid columns={{ xs: 1, md: '10fr 14fr' }} gap={0}>
        <div>
          <MissionCover
            coverImage={mission.coverImage}
            missionType={mission.missionType}
            subject={mission.subject}
          />
        </div>
        <div>
          <Flex vertical gap={token.marginSM} style={{ padding: token.paddingLG }}>
            <Flex gap={token.marginXS} wrap align="center">
              <MissionStatusTag mission={mission} />
              <Tag color="red">{serviceTypeLabel(mission.missionType)}</Tag>
            </Flex>
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="mission-subject">
              {mission.subject}
            </Typography.Title>
            <Typography.Text type="secondary">
              <TeamOutlined /> {mission.districtName}
            </Typography.Text>
            <MissionRating rating={mission.rating} />
            <Typography.Text type="secondary">
              服务时间：{formatChinaPeriod(mission.serviceStart, mission.serviceEnd)}
            </Typography.Text>
            <Typography.Text>
              已报名 <Typography.Text strong>{mission.appliedCount}</Typography.Text> /{' '}
              {mission.quotaTotal} 人，剩余名额{' '}
              <Typography.Text
                strong
                type={placesLeft === 0 ? 'danger' : undefined}
                data-testid="mission-places-left"
              >
                {placesLeft}
              </Typography.Text>
            </Typography.Text>
            <Flex gap={token.marginSM} wrap>
              {mission.recruiting && (
                <Button type="primary" href="#shifts" onClick={scrollToShifts}>
                  选择时段报名
                </Button>
              )}
              <Island
                name="mission-favourite"
                component={FavouriteButton}
                props={{ missionId: mission.missionId, isEnshrined: mission.isEnshrined }}
              />
            </Flex>
          </Flex>
        </div>
      </ResponsiveGrid>
    </Card>
  );
}

/** The router owns the URL hash; scroll without changing it. */
function scrollToShifts(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('shifts')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
