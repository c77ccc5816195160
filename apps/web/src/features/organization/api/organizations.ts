import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrgCard, OrgDetail, Page } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface OrgPageParams {
  parentId?: string;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

/** GET /home/org/list: organisations with member and mission counts. */
export function useOrgPage(params: OrgPageParams) {
  return useQuery({
    queryKey: ['organization', 'list', params],
    queryFn: () => api.get<Page<OrgCard>>('/home/org/list', { ...params }),
    placeholderData: keepPreviousData,
  });
}

/** GET /home/org/detail: one organisation's profile. */
export function useOrgDetail(districtId: string) {
  return useQuery({
    queryKey: ['organization', 'detail', districtId],
    queryFn: () => api.get<OrgDetail>('/home/org/detail', { districtId }),
    retry: false,
  });
}
