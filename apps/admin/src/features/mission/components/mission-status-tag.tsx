import { Tag } from 'antd';
import { missionStatusLabels, type MissionStatus } from '@zyz/domain';

const tagColors: Record<MissionStatus, string> = {
  draft: 'default',
  published: 'success',
  closed: 'warning',
  cancelled: 'error',
};

export function MissionStatusTag({ status }: { status: MissionStatus }) {
  return (
    <Tag color={tagColors[status]} data-testid="mission-status" data-status={status}>
      {missionStatusLabels[status]}
    </Tag>
  );
}
