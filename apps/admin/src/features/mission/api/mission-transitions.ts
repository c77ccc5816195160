import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noDataSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export type MissionTransition = 'publish' | 'close' | 'cancel';

const paths: Record<MissionTransition, string> = {
  publish: '/manage/pc/mission/publishMission',
  close: '/manage/pc/mission/closeMission',
  cancel: '/manage/pc/mission/cancelMission',
};

/** Publish (draft → 招募中), close recruiting, or cancel (applicants are notified). */
export async function changeMissionStatus(
  transition: MissionTransition,
  missionId: string,
): Promise<void> {
  await api.post(paths[transition], { missionId }, { answer: noDataSchema });
}

/** Every mission view (list, detail, shifts, applicants) shows the status or its effects. */
export function useChangeMissionStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ transition, missionId }: { transition: MissionTransition; missionId: string }) =>
      changeMissionStatus(transition, missionId),
    onSettled: () => client.invalidateQueries({ queryKey: ['mission'] }),
  });
}
