import { Tag } from 'antd';
import { publishStateLabels, type PublishState } from '@zyz/domain';

const colors: Record<PublishState, string> = {
  scheduled: 'processing',
  live: 'success',
  ended: 'default',
  disabled: 'warning',
};

export function PublishStateTag({ state }: { state: PublishState }) {
  return (
    <Tag color={colors[state]} data-testid="publish-state" data-state={state}>
      {publishStateLabels[state]}
    </Tag>
  );
}
