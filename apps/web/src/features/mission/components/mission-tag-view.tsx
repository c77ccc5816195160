import { HomeTag } from '../../../components/home-tag';
import { missionTagColors, missionTagOf } from '../mission-tag';

type TagSource = Parameters<typeof missionTagOf>[0];

export function MissionStatusTag({ mission }: { mission: TagSource }) {
  const tag = missionTagOf(mission);
  return (
    <HomeTag color={missionTagColors[tag.tone]} data-testid="mission-status-tag">
      {tag.label}
    </HomeTag>
  );
}
