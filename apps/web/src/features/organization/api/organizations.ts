import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orgCardSchema, orgDetailSchema, pageSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** Missions per page on an organisation's profile. */
export const orgMissionPageSize = 6;

export interface OrgPageParams {
  parentId?: string;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

/** Organisations per page of /organization. */
const orgPageSize = 12;

/** /organization's list call for its address (?parentId=&keyword=&page=). */
export function orgListParams(get: (name: string) => string, pageIndex: number): OrgPageParams {
  return {
    parentId: get('parentId') || undefined,
    keyword: get('keyword') || undefined,
    pageIndex,
    pageSize: orgPageSize,
  };
}

export const orgPageOptions = (params: OrgPageParams) =>
  queryOptions({
    queryKey: ['organization', 'list', params],
    queryFn: () => api.get('/home/org/list', { ...params }, pageSchema(orgCardSchema)),
    placeholderData: keepPreviousData,
  });

/** GET /home/org/list: organisations with member and mission counts. */
export function useOrgPage(params: OrgPageParams) {
  return useQuery(orgPageOptions(params));
}

export const orgDetailOptions = (districtId: string) =>
  queryOptions({
    queryKey: ['organization', 'detail', districtId],
    queryFn: () => api.get('/home/org/detail', { districtId }, orgDetailSchema),
    retry: false,
  });

/** GET /home/org/detail: one organisation's profile. */
export function useOrgDetail(districtId: string) {
  return useQuery(orgDetailOptions(districtId));
}
