import { Tag } from 'antd';
import { usePageNow } from '../../../lib/page-clock';
import { missionTagColors, missionTagOf } from '../mission-tag';

type TagSource = Parameters<typeof missionTagOf>[0];

export function MissionStatusTag({ mission }: { mission: TagSource }) {
  const tag = missionTagOf(mission, usePageNow());
  return (
    <Tag
      color={missionTagColors[tag.tone]}
      style={{ marginInlineEnd: 0 }}
      data-testid="mission-status-tag"
    >
      {tag.label}
    </Tag>
  );
}
