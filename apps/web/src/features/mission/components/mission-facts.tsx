import { Descriptions, Flex, Tag, Typography } from 'antd';
import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import {
  serviceTimeTypeLabels,
  serviceTypeLabel,
  type PublicMissionDetail,
  type ServiceTimeType,
} from '@zyz/domain';
import { formatChinaPeriod } from '../../../lib/china-time';

/** amap's public marker link opens the map app on a phone and the map site on a desk. */
function mapLink(mission: PublicMissionDetail): string | null {
  if (mission.latitude === null || mission.longitude === null) return null;
  const name = encodeURIComponent(mission.subject);
  return `https://uri.amap.com/marker?position=${mission.longitude},${mission.latitude}&name=${name}&coordinate=gaode&callnative=1`;
}

export function MissionFacts({ mission }: { mission: PublicMissionDetail }) {
  const map = mapLink(mission);
  const timeType = serviceTimeTypeLabels[mission.serviceTimeType as ServiceTimeType] ?? '';
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
      size="small"
      styles={{ label: { whiteSpace: 'nowrap' } }}
      data-testid="mission-facts"
      items={[
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
          span: { xs: 1, sm: 1, md: 2 },
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
