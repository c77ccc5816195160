import type { ReactNode } from 'react';
import { Flex, Tag, Typography, theme } from 'antd';
import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import {
  serviceTimeTypeLabels,
  serviceTypeLabel,
  type PublicMissionDetail,
  type ServiceTimeType,
} from '@zyz/domain';
import { ResponsiveGrid } from '../../../components/responsive-grid';
import { formatChinaPeriod } from '../../../lib/china-time';

/** amap's public marker link opens the map app on a phone and the map site on a desk. */
function mapLink(mission: PublicMissionDetail): string | null {
  if (mission.latitude === null || mission.longitude === null) return null;
  const name = encodeURIComponent(mission.subject);
  return `https://uri.amap.com/marker?position=${mission.longitude},${mission.latitude}&name=${name}&coordinate=gaode&callnative=1`;
}

interface Fact {
  key: string;
  label: string;
  children: ReactNode;
  /** Spans the whole row on a wide screen. */
  isWide?: boolean;
}

/**
 * The facts as a definition list in two columns from the tablet width up, one on a phone, laid
 * out by CSS so the server-rendered page already has its final shape on every screen.
 */
function FactList({ facts }: { facts: Fact[] }) {
  const { token } = theme.useToken();
  return (
    <ResponsiveGrid
      columns={{ xs: 1, md: 2 }}
      gap={token.marginXS}
      style={{ margin: 0, columnGap: token.marginLG }}
      data-testid="mission-facts"
      as="dl"
    >
      {facts.map((fact) => (
        <div
          key={fact.key}
          style={{
            display: 'flex',
            gap: token.marginXS,
            margin: 0,
            gridColumn: fact.isWide ? '1 / -1' : undefined,
          }}
        >
          <dt style={{ whiteSpace: 'nowrap', color: token.colorTextSecondary }}>{fact.label}：</dt>
          <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{fact.children}</dd>
        </div>
      ))}
    </ResponsiveGrid>
  );
}

export function MissionFacts({ mission }: { mission: PublicMissionDetail }) {
  const map = mapLink(mission);
  const timeType = serviceTimeTypeLabels[mission.serviceTimeType as ServiceTimeType] ?? '';
  return (
    <FactList
      facts={[
        { key: 'org', label: '发布组织', children: mission.districtName },
        {
          key: 'type',
          label: '服务类别',
          children: (
            <Flex gap={4} wrap>
              <Tag color="red">{serviceTypeLabel(mission.missionType)}</Tag>
              {timeType && <Tag>{timeType}</Tag>}
              {mission.labels.map((label) => (
                <Tag key={label}>{label}</Tag>
              ))}
            </Flex>
          ),
        },
        {
          key: 'recruit',
          label: '招募时间',
          children: formatChinaPeriod(mission.recruitStart, mission.recruitEnd),
        },
        {
          key: 'service',
          label: '服务时间',
          children: formatChinaPeriod(mission.serviceStart, mission.serviceEnd),
        },
        {
          key: 'places',
          label: '招募人数',
          children: `已报名 ${mission.appliedCount} / 共 ${mission.quotaTotal} 人${mission.hasWaitlist ? '（满员后可候补）' : ''}`,
        },
        {
          key: 'contact',
          label: '联系人',
          children: (
            <span>
              {mission.contactName}{' '}
              {mission.contactPhone && (
                <Typography.Link href={`tel:${mission.contactPhone}`}>
                  <PhoneOutlined /> {mission.contactPhone}
                </Typography.Link>
              )}
            </span>
          ),
        },
        {
          key: 'address',
          label: '活动地址',
          isWide: true,
          children: (
            <span>
              {mission.address}{' '}
              {map && (
                <Typography.Link
                  href={map}
                  target="_blank"
                  rel="noopener noreferrer"
                  underline
                  data-testid="mission-map-link"
                >
                  <EnvironmentOutlined /> 在地图中查看
                </Typography.Link>
              )}
            </span>
          ),
        },
      ]}
    />
  );
}
