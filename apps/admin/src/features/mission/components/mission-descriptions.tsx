import { Descriptions, Image, Space, Tag, Typography } from 'antd';
import {
  describeApplyConditions,
  serviceTimeTypeLabels,
  serviceTypeLabel,
  type MissionDetail,
  type ServiceTimeType,
} from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';

const range = (start: string, end: string) => `${formatDateTime(start)} 至 ${formatDateTime(end)}`;

/** Everything the organiser entered, read back as the server stored it. */
export function MissionDescriptions({ mission }: { mission: MissionDetail }) {
  const m = mission;
  return (
    <Descriptions
      bordered
      column={{ xs: 1, lg: 2 }}
      size="middle"
      labelStyle={{ width: 120 }}
      data-testid="mission-descriptions"
      items={[
        { key: 'id', label: '活动编号', children: m.missionId },
        { key: 'district', label: '所属组织', children: m.districtName },
        { key: 'type', label: '服务类别', children: serviceTypeLabel(m.missionType) },
        {
          key: 'timeType',
          label: '服务时长类型',
          children: serviceTimeTypeLabels[m.serviceTimeType as ServiceTimeType] ?? '',
        },
        { key: 'recruit', label: '招募时间', children: range(m.recruitStart, m.recruitEnd) },
        { key: 'service', label: '服务时间', children: range(m.serviceStart, m.serviceEnd) },
        {
          key: 'address',
          label: '活动地址',
          span: 'filled',
          children: (
            <>
              {m.address}
              {m.latitude !== null && m.longitude !== null && (
                <Typography.Text type="secondary">
                  （纬度 {m.latitude}，经度 {m.longitude}）
                </Typography.Text>
              )}
            </>
          ),
        },
        { key: 'contact', label: '联系人', children: m.contactName },
        { key: 'phone', label: '联系电话', children: m.contactPhone },
        {
          key: 'recruited',
          label: '已招募',
          children: `${m.appliedCount} / ${m.quotaTotal} 人`,
        },
        { key: 'waitlist', label: '候补', children: m.hasWaitlist ? '已开启' : '未开启' },
        {
          key: 'labels',
          label: '活动标签',
          span: 'filled',
          children:
            m.labels.length > 0 ? (
              <Space size={[4, 4]} wrap>
                {m.labels.map((l) => (
                  <Tag key={l}>{l}</Tag>
                ))}
              </Space>
            ) : (
              '无'
            ),
        },
        {
          key: 'requirements',
          label: '报名要求',
          span: 'filled',
          children: <div style={{ whiteSpace: 'pre-line' }}>{m.requirements || '无'}</div>,
        },
        {
          key: 'conditions',
          label: '报名条件',
          span: 'filled',
          children: (
            <div data-testid="mission-conditions">
              {describeApplyConditions(m.conditions, m.districtName).map((line) => (
                <div key={line}>{line}</div>
              ))}
              {!m.conditions && '不限'}
            </div>
          ),
        },
        {
          key: 'cover',
          label: '封面图片',
          span: 'filled',
          children: m.coverImage ? (
            <Image src={m.coverImage} alt="封面图片" width={240} data-testid="mission-cover" />
          ) : (
            '未上传'
          ),
        },
        {
          key: 'description',
          label: '活动详情',
          span: 'filled',
          // Plain text by contract: React escapes it, pre-line keeps the organiser's line breaks.
          children: <div style={{ whiteSpace: 'pre-line' }}>{m.description || '无'}</div>,
        },
        { key: 'created', label: '创建时间', children: formatDateTime(m.createdAt) },
        {
          key: 'published',
          label: '发布时间',
          children: m.publishedAt ? formatDateTime(m.publishedAt) : '未发布',
        },
      ]}
    />
  );
}
