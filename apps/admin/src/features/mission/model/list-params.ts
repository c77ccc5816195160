import { missionStatuses, serviceTypeCodes, type MissionStatus } from '@zyz/domain';

/** The mission list's filters and page, as they live in the URL (so reload and back keep them). */
export interface MissionListParams {
  type?: MissionStatus;
  subject?: string;
  missionId?: string;
  contactName?: string;
  contactPhone?: string;
  missionType?: string;
  serviceTimeType?: string;
  districtId?: string;
  /**
   * The chosen organisation's name, shown in the filter box. Only the id filters; the name rides
   * along in the URL (as the portal's districtName does) so a reload, back or a shared link still
   * shows 天河区志愿者联合会 rather than its id, with no read of the node.
   */
  districtName?: string;
  /** 'YYYY-MM-DD', China calendar days. */
  beginDateInput?: string;
  endDateInput?: string;
  pageIndex: number;
  pageSize: number;
}

export const filterKeys = [
  'type',
  'subject',
  'missionId',
  'contactName',
  'contactPhone',
  'missionType',
  'serviceTimeType',
  'districtId',
  'beginDateInput',
  'endDateInput',
] as const;
export type FilterKey = (typeof filterKeys)[number];

export const pageSizes = [10, 20, 50, 100];
const day = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (raw: string | null, fallback: number, max: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/**
 * Reads the URL leniently: a hand-edited or stale value is dropped rather than sent, so a
 * bad link shows the unfiltered list instead of an error.
 */
export function readListParams(search: URLSearchParams): MissionListParams {
  const text = (key: FilterKey, max = 100) => {
    const v = search.get(key)?.trim();
    return v ? v.slice(0, max) : undefined;
  };
  const oneOf = <T extends string>(key: FilterKey, allowed: readonly T[]) => {
    const v = search.get(key);
    return v && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;
  };
  const matching = (key: FilterKey, pattern: RegExp) => {
    const v = search.get(key);
    return v && pattern.test(v) ? v : undefined;
  };
  const pageSize = positiveInt(search.get('pageSize'), 10, 100);
  const districtId = matching('districtId', /^[1-9]\d{0,14}$/);
  const districtName = districtId ? search.get('districtName')?.trim().slice(0, 50) : undefined;
  return {
    type: oneOf('type', missionStatuses),
    subject: text('subject'),
    missionId: matching('missionId', /^[1-9]\d{0,14}$/),
    contactName: text('contactName', 30),
    contactPhone: text('contactPhone', 20),
    missionType: oneOf('missionType', serviceTypeCodes),
    serviceTimeType: oneOf('serviceTimeType', ['1', '2']),
    districtId,
    ...(districtName ? { districtName } : {}),
    beginDateInput: matching('beginDateInput', day),
    endDateInput: matching('endDateInput', day),
    pageIndex: positiveInt(search.get('pageIndex'), 1, 100000),
    pageSize: pageSizes.includes(pageSize) ? pageSize : 10,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeListParams(params: MissionListParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of filterKeys) {
    const v = params[key];
    if (v) out.set(key, v);
  }
  if (params.districtId && params.districtName) out.set('districtName', params.districtName);
  if (params.pageIndex !== 1) out.set('pageIndex', String(params.pageIndex));
  if (params.pageSize !== 10) out.set('pageSize', String(params.pageSize));
  return out;
}

/** The findMissionList query: every filter present, blank meaning any, as the contract says. */
export function toFindQuery(params: MissionListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const key of filterKeys) query[key] = params[key] ?? '';
  query.pageIndex = params.pageIndex;
  query.pageSize = params.pageSize;
  return query;
}

/** The filter form's share of the params: everything but the status tab and the page. */
export type ListFilters = Omit<MissionListParams, 'pageIndex' | 'pageSize' | 'type'>;

export function filtersOf(params: MissionListParams): ListFilters {
  const filters: ListFilters = {};
  for (const key of filterKeys) if (key !== 'type' && params[key]) filters[key] = params[key];
  if (params.districtId && params.districtName) filters.districtName = params.districtName;
  return filters;
}
