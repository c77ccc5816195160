import { serviceTypeCodes } from '@zyz/domain';
import type { MissionListParams, MissionSort } from './api/mission-list';
import { queryCoordinates, type Pointer } from './pointer-cache';

/**
 * Filters of the /mission page; the page holds them in component state (kept alive) and mirrors
 * them in its address.
 */
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

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as the address may carry it: 2026-99-99 has the shape and is no day. */
function isDay(text: string): boolean {
  if (!datePattern.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}
const sorts: readonly MissionSort[] = ['newest', 'start', 'distance'];
const statuses: readonly MissionFilters['status'][] = ['published', 'closed'];
const pagePattern = /^[1-9]\d{0,3}$/;

/**
 * Filters carried in the address (?districtId=, ?districtPath=, ?districtName=, ?keyword=, ?missionType=,
 * ?status=, ?beginDate=, ?endDate=, ?sort=, ?page=), on top of the defaults; null when it
 * carries none, so the page keeps what it has. Links from other pages use the first four; the
 * page writes all of them back (searchFromFilters), so a reload, a shared link or the way back
 * from a mission draws the same list, on the server too.
 */
export function filtersFromSearch(search: string): MissionFilters | null {
  const params = new URLSearchParams(search);
  const districtId = params.get('districtId')?.trim() ?? '';
  const keyword = params.get('keyword')?.trim().slice(0, 50) ?? '';
  const missionType = params.get('missionType') ?? '';
  const status = params.get('status') ?? '';
  const beginDate = params.get('beginDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  const sort = params.get('sort') ?? '';
  const page = params.get('page') ?? '';
  const hasDistrict = idPattern.test(districtId);
  // The cascader's whole path, root first, when the list wrote it; a link names the leaf alone.
  const path = params.get('districtPath')?.split(',') ?? [];
  const hasPath =
    hasDistrict &&
    path.length <= 8 &&
    path.every((id) => idPattern.test(id)) &&
    path.at(-1) === districtId;
  const hasType = (serviceTypeCodes as readonly string[]).includes(missionType);
  const hasStatus = (statuses as readonly string[]).includes(status);
  const hasBegin = isDay(beginDate);
  const hasEnd = isDay(endDate);
  const hasSort = (sorts as readonly string[]).includes(sort);
  const hasPage = pagePattern.test(page);
  const carried = [
    hasDistrict,
    keyword !== '',
    hasType,
    hasStatus,
    hasBegin,
    hasEnd,
    hasSort,
    hasPage,
  ];
  if (!carried.includes(true)) return null;
  return {
    ...defaultMissionFilters,
    districtPath: hasPath ? path : hasDistrict ? [districtId] : [],
    districtLabel: hasDistrict ? (params.get('districtName')?.trim() ?? '') : '',
    keyword,
    missionType: hasType ? missionType : '',
    status: hasStatus ? (status as MissionFilters['status']) : '',
    beginDate: hasBegin ? beginDate : '',
    endDate: hasEnd ? endDate : '',
    sort: hasSort ? (sort as MissionSort) : defaultMissionFilters.sort,
    pageIndex: hasPage ? Number(page) : 1,
  };
}

/** The address's query for the filters: what differs from the defaults, '' for none. */
export function searchFromFilters(filters: MissionFilters): string {
  const params = new URLSearchParams();
  const districtId = filters.districtPath.at(-1);
  if (districtId) {
    params.set('districtId', districtId);
    if (filters.districtPath.length > 1) params.set('districtPath', filters.districtPath.join(','));
    if (filters.districtLabel) params.set('districtName', filters.districtLabel);
  }
  const keyword = filters.keyword.trim();
  if (keyword) params.set('keyword', keyword);
  if (filters.missionType) params.set('missionType', filters.missionType);
  if (filters.status) params.set('status', filters.status);
  if (filters.beginDate) params.set('beginDate', filters.beginDate);
  if (filters.endDate) params.set('endDate', filters.endDate);
  if (filters.sort !== defaultMissionFilters.sort) params.set('sort', filters.sort);
  if (filters.pageIndex !== 1) params.set('page', String(filters.pageIndex));
  const text = params.toString();
  return text ? `?${text}` : '';
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
