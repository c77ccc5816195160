import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orgListItemSchema, pageSchema, type Page } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** An organisation-tree node found by name; missionCount counts its public missions. */
export interface OrgSearchItem {
  districtId: string;
  name: string;
  level: number;
  parentName: string | null;
  missionCount: number;
}

export interface OrgListParams {
  keyword?: string;
  parentId?: string;
  pageIndex: number;
  pageSize: number;
}

/** GET /home/index/district/listOrg (an exempt path: the page shows its own error). */
export function fetchOrgList(params: OrgListParams): Promise<Page<OrgSearchItem>> {
  return api.get('/home/index/district/listOrg', { ...params }, pageSchema(orgListItemSchema));
}

export const orgListOptions = (params: OrgListParams) =>
  queryOptions({
    queryKey: ['mission', 'orgList', params],
    queryFn: () => fetchOrgList(params),
    placeholderData: keepPreviousData,
  });

export function useOrgList(params: OrgListParams, enabled = true) {
  return useQuery({ ...orgListOptions(params), enabled });
}
