import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enshrineToggleSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** POST /volunteer/enshrine/updateEnshrine toggles; the answer says the new state. */
export function toggleFavourite(missionId: string): Promise<{ enshrined: boolean }> {
  return api.post(
    '/volunteer/enshrine/updateEnshrine',
    { missionId },
    { answer: enshrineToggleSchema },
  );
}

/** Invalidates the mission keys, which include the detail's heart and any favourites list. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavourite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mission'] }),
  });
}
