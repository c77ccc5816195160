import { Link } from 'react-router';
import { theme } from 'antd';
import {
  AimOutlined,
  CalendarOutlined,
  EnvironmentOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MissionSummary, PortalMissionItem } from '@zyz/domain';
import { memo, type ReactNode } from 'react';
import { paths } from '../../../lib/paths';
import { Surface, oneLineClass } from '../../../components/home-panel';
import { formatChinaDateRange } from '../../../lib/china-time';
import { formatDistance } from '../format-distance';
import { MissionCover } from './mission-cover';
import { MissionStatusTag } from './mission-tag-view';

interface MissionCardProps {
  mission: PortalMissionItem | MissionSummary;
}

function InfoLine({
  icon,
  children,
  label,
}: {
  icon: ReactNode;
  children: ReactNode;
  label: string;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', gap: token.marginXS, alignItems: 'baseline', minWidth: 0 }}>
      <span aria-label={label} style={{ color: token.colorTextTertiary, flex: 'none' }}>
        {icon}
      </span>
      <span className={oneLineClass} style={{ color: token.colorTextSecondary }}>
        {children}
      </span>
    </div>
  );
}

/**
 * One mission in a list or grid; the whole card opens the detail page. A phone lists missions
 * one under another with a thumbnail beside the text (more in view); from 576 px the cover sits
 * above. The switch is CSS (global.css, .mission-card), so the server's HTML already has the
 * final layout and nothing is redrawn when the page comes alive. Plain flex boxes, not antd's
 * Flex: a list draws ten cards, and each Flex runs antd's style hooks again while a phone
 * brings the page alive.
 */
// Memoised: the list around it redraws when the window's breakpoint is first known (right after
// the page comes alive, in one unbroken task); the cards, whose mission has not changed, do not.
export const MissionCard = memo(function MissionCard({ mission }: MissionCardProps) {
  const { token } = theme.useToken();
  const distanceKm = 'distanceKm' in mission ? mission.distanceKm : null;
  return (
    <Link
      to={paths.missionDetail(mission.missionId)}
      style={{ display: 'block', height: '100%' }}
      data-testid="mission-card"
    >
      <Surface isHoverable style={{ height: '100%', overflow: 'hidden' }}>
        <div className="mission-card">
          <div className="mission-card-cover">
            <MissionCover
              coverImage={mission.coverImage}
              missionType={mission.missionType}
              subject={mission.subject}
              aspectRatio="var(--mission-cover-ratio)"
            />
          </div>
          <div
            className="mission-card-details"
            style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS }}
          >
            <div style={{ display: 'flex', gap: token.marginXS, alignItems: 'flex-start' }}>
              <MissionStatusTag mission={mission} />
              <h3
                title={mission.subject}
                className={oneLineClass}
                style={{
                  margin: 0,
                  fontSize: token.fontSize,
                  lineHeight: token.lineHeight,
                  fontWeight: token.fontWeightStrong,
                  color: token.colorText,
                }}
                data-testid="mission-card-subject"
              >
                {mission.subject}
              </h3>
            </div>
            <InfoLine icon={<TeamOutlined />} label="组织">
              {mission.districtName}
            </InfoLine>
            <InfoLine icon={<EnvironmentOutlined />} label="地址">
              {mission.address}
            </InfoLine>
            <InfoLine icon={<CalendarOutlined />} label="服务时间">
              {formatChinaDateRange(mission.serviceStart, mission.serviceEnd)}
            </InfoLine>
            <div
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: token.marginXS,
                flexWrap: 'wrap',
              }}
            >
              <InfoLine icon={<UserOutlined />} label="报名人数">
                已报名 {mission.appliedCount}/{mission.quotaTotal}
              </InfoLine>
              {distanceKm !== null && (
                <InfoLine icon={<AimOutlined />} label="距离">
                  {formatDistance(distanceKm)}
                </InfoLine>
              )}
            </div>
          </div>
        </div>
      </Surface>
    </Link>
  );
});
