import { queryOptions, useQuery } from '@tanstack/react-query';
import { intellectActionSchema, type IntellectAction } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { useViewerKey } from '../../mission';

export interface Coordinates {
  lat: number;
  lng: number;
}

export function fetchRecommendations(
  size: number,
  at: Coordinates | null,
): Promise<IntellectAction> {
  return api.get('/home/intellectAction', { channel: 'pc', size, ...at }, intellectActionSchema);
}

export const recommendationsQuery = (viewer: string, size: number, at: Coordinates | null) =>
  queryOptions({
    queryKey: ['mission', 'recommended', viewer, size, at],
    queryFn: () => fetchRecommendations(size, at),
  });

/**
 * GET /home/intellectAction: personalised for a signed-in volunteer, popular for anyone else.
 * Keyed by who is looking (the answer is theirs) and where; under 'mission' so an apply or a
 * favourite elsewhere refreshes the places shown here.
 */
export function useRecommendations(size: number, at: Coordinates | null) {
  const viewer = useViewerKey();
  return useQuery(recommendationsQuery(viewer, size, at));
}
