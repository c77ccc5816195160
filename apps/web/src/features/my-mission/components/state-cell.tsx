import { Flex, Tag, Typography } from 'antd';
import type { UserMission } from '@zyz/domain';
import { applicationStateTag } from '../model/application-state';
import { stateNote } from '../model/row-actions';

/** The state tag with the line a volunteer needs under it (waitlist place, refusal reason). */
export function StateCell({ row }: { row: UserMission }) {
  return (
    <Flex vertical gap={4} align="flex-start">
      <StateTag row={row} />
      <StateNote row={row} />
    </Flex>
  );
}

export function StateTag({ row }: { row: UserMission }) {
  const tag = applicationStateTag(row.state);
  return (
    <Tag color={tag.color} data-testid="my-mission-state" style={{ marginInlineEnd: 0 }}>
      {tag.label}
    </Tag>
  );
}

export function StateNote({ row }: { row: UserMission }) {
  const note = stateNote(row);
  return (
    note && (
      <Typography.Text type="secondary" data-testid="my-mission-state-note">
        {note}
      </Typography.Text>
    )
  );
}
