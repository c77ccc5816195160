import { queryOptions, useQuery } from '@tanstack/react-query';
import { districtChildListSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** A node of the organisation tree as the lazy cascader reads it. */
export interface DistrictNode {
  districtId: string;
  name: string;
  level: number;
  hasChildren: boolean;
}

/** GET /home/index/district/children; a blank parent is the top of the tree. */
export function fetchDistrictChildren(parentId = ''): Promise<DistrictNode[]> {
  return api.get('/home/index/district/children', { parentId }, districtChildListSchema);
}

/** The tree changes rarely; one read per node per visit. */
export const districtChildrenOptions = (parentId = '') =>
  queryOptions({
    queryKey: ['mission', 'districtChildren', parentId],
    queryFn: () => fetchDistrictChildren(parentId),
    staleTime: Infinity,
  });

export function useDistrictRoots() {
  return useQuery(districtChildrenOptions(''));
}
