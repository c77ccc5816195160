import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicMissionDetailSchema, type PublicMissionDetail } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { useViewerKey } from './viewer-key';

/** The public detail; with a volunteer token it adds isEnshrined and myStates. */
export function fetchMissionDetails(missionId: string): Promise<PublicMissionDetail> {
  return api.get('/home/mission/info/missionDetails', { missionId }, publicMissionDetailSchema);
}

/** Keyed by the viewer too: the personal fields differ between a guest and each volunteer. */
export const missionDetailsOptions = (missionId: string, viewer: string) =>
  queryOptions({
    queryKey: ['mission', 'details', missionId, viewer],
    queryFn: () => fetchMissionDetails(missionId),
    // Places left change with every application: read afresh on each visit, except the answer
    // the server-rendered page arrived with (seconds old), which hydration must not ask again.
    staleTime: 5_000,
  });

export function useMissionDetails(missionId: string) {
  return useQuery(missionDetailsOptions(missionId, useViewerKey()));
}
