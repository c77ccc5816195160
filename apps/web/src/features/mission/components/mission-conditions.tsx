import { Card, Typography } from 'antd';
import { describeApplyConditions, type PublicMissionDetail } from '@zyz/domain';

/**
 * 报名条件, drawn by the server with the page (no island): what a volunteer must meet to apply.
 * Whether the signed-in volunteer meets them is said by the shifts' apply buttons.
 */
export function MissionConditions({ mission }: { mission: PublicMissionDetail }) {
  const lines = describeApplyConditions(mission.conditions, mission.districtName);
  if (lines.length === 0) return null;
  return (
    <Card title="报名条件" data-testid="mission-conditions">
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {lines.map((line) => (
          <li key={line}>
            <Typography.Text>{line}</Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
