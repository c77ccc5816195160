import { serviceTypeCodes } from '@zyz/domain';
import type { MissionListParams, MissionSort } from './api/mission-list';
import { queryCoordinates, type Pointer } from './pointer-cache';

/** Filters of the /mission page; the page holds them in component state (kept alive). */
export interface MissionFilters {
  /** Cascader path of district ids, root first; [] for any. */
  districtPath: string[];
  /** Shown when the path came from a link and the cascader has not loaded those nodes. */
  districtLabel: string;
  missionType: string;
  status: '' | 'published' | 'closed';
  /** 'YYYY-MM-DD' in China time, '' for open-ended: missions serving on any day between. */
  beginDate: string;
  endDate: string;
  keyword: string;
  sort: MissionSort;
  pageIndex: number;
  pageSize: number;
}

export const defaultMissionFilters: MissionFilters = {
  districtPath: [],
  districtLabel: '',
  missionType: '',
  status: '',
  beginDate: '',
  endDate: '',
  keyword: '',
  sort: 'newest',
  pageIndex: 1,
  pageSize: 12,
};

/**
 * The list call for the filters. Blank filters are left out; distance sort without a known
 * position falls back to newest (the server would refuse it), and the position is only sent
 * when it orders the list, so moving does not refetch other sorts.
 */
export function toMissionListParams(
  filters: MissionFilters,
  pointer: Pointer | null,
): MissionListParams {
  const params: MissionListParams = { pageIndex: filters.pageIndex, pageSize: filters.pageSize };
  const districtId = filters.districtPath.at(-1);
  if (districtId) params.districtId = districtId;
  if (filters.missionType) params.missionType = filters.missionType;
  if (filters.status) params.status = filters.status;
  if (filters.beginDate) params.beginDate = filters.beginDate;
  if (filters.endDate) params.endDate = filters.endDate;
  const keyword = filters.keyword.trim();
  if (keyword) params.keyword = keyword;
  if (filters.sort === 'distance' && pointer) {
    params.sort = 'distance';
    Object.assign(params, queryCoordinates(pointer));
  } else {
    params.sort = filters.sort === 'distance' ? 'newest' : filters.sort;
  }
  return params;
}

const idPattern = /^[1-9]\d{0,14}$/;

/**
 * Filters handed over in a link (?districtId=, ?districtName=, ?keyword=, ?missionType=), on
 * top of the defaults; null when the link carries none, so the page keeps what it has.
 */
export function filtersFromSearch(search: string): MissionFilters | null {
  const params = new URLSearchParams(search);
  const districtId = params.get('districtId')?.trim() ?? '';
  const keyword = params.get('keyword')?.trim().slice(0, 50) ?? '';
  const missionType = params.get('missionType') ?? '';
  const hasDistrict = idPattern.test(districtId);
  const hasType = (serviceTypeCodes as readonly string[]).includes(missionType);
  if (!hasDistrict && !keyword && !hasType) return null;
  return {
    ...defaultMissionFilters,
    districtPath: hasDistrict ? [districtId] : [],
    districtLabel: hasDistrict ? (params.get('districtName')?.trim() ?? '') : '',
    keyword,
    missionType: hasType ? missionType : '',
  };
}

/** Any filter narrowing the list (paging and sort aside): decides the empty-state wording. */
export function isFiltered(filters: MissionFilters): boolean {
  return (
    filters.districtPath.length > 0 ||
    filters.missionType !== '' ||
    filters.status !== '' ||
    filters.beginDate !== '' ||
    filters.endDate !== '' ||
    filters.keyword.trim() !== ''
  );
}
