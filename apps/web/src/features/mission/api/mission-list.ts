import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  pageSchema,
  portalMissionItemSchema,
  type Page,
  type PortalMissionItem,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** 'ended': the service period is over (活动总结); blank: published and closed alike. */
export type PortalMissionStatus = 'published' | 'closed' | 'ended';
export type MissionSort = 'newest' | 'start' | 'distance';

/** GET /home/mission/list as the browser sends it: dates 'YYYY-MM-DD' (China time), ids as text. */
export interface MissionListParams {
  keyword?: string;
  districtId?: string;
  missionType?: string;
  status?: PortalMissionStatus;
  beginDate?: string;
  endDate?: string;
  sort?: MissionSort;
  lat?: number;
  lng?: number;
  pageIndex: number;
  pageSize: number;
}

export function fetchMissionList(params: MissionListParams): Promise<Page<PortalMissionItem>> {
  return api.get('/home/mission/list', { ...params }, pageSchema(portalMissionItemSchema));
}

export const missionListOptions = (params: MissionListParams) =>
  queryOptions({
    queryKey: ['mission', 'list', params],
    queryFn: () => fetchMissionList(params),
    // The previous page stays on screen while the next one loads, so the list never jumps.
    placeholderData: keepPreviousData,
  });

export function useMissionList(params: MissionListParams, enabled = true) {
  return useQuery({ ...missionListOptions(params), enabled });
}
