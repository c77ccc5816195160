import { auditActionNames, type AuditAction } from '@zyz/domain';

/** The audit log's filters and page, as they live in the URL (reload and back keep them). */
export interface AuditLogParams {
  operator?: string;
  action?: AuditAction;
  /** 'YYYY-MM-DD', China calendar days, both included. */
  beginDate?: string;
  endDate?: string;
  pageIndex: number;
  pageSize: number;
}

export type AuditLogFilters = Omit<AuditLogParams, 'pageIndex' | 'pageSize'>;

const filterKeys = ['operator', 'action', 'beginDate', 'endDate'] as const;
const pageSizes = [10, 20, 50, 100];
const defaultPageSize = 20;
const day = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists: the shape alone lets 2026-13-40 through, which the picker rolls over. */
function isCalendarDay(v: string): boolean {
  if (!day.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const positiveInt = (raw: string | null, fallback: number, max: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/** Reads the URL leniently: a hand-edited value is dropped, not sent to be refused. */
export function readAuditParams(search: URLSearchParams): AuditLogParams {
  const action = search.get('action');
  const dayOf = (key: 'beginDate' | 'endDate') => {
    const v = search.get(key);
    return v && isCalendarDay(v) ? v : undefined;
  };
  const pageSize = positiveInt(search.get('pageSize'), defaultPageSize, 100);
  return {
    operator: search.get('operator')?.trim().slice(0, 64) || undefined,
    action: action && action in auditActionNames ? (action as AuditAction) : undefined,
    beginDate: dayOf('beginDate'),
    endDate: dayOf('endDate'),
    pageIndex: positiveInt(search.get('pageIndex'), 1, 100000),
    pageSize: pageSizes.includes(pageSize) ? pageSize : defaultPageSize,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeAuditParams(params: AuditLogParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of filterKeys) {
    const v = params[key];
    if (v) out.set(key, v);
  }
  if (params.pageIndex !== 1) out.set('pageIndex', String(params.pageIndex));
  if (params.pageSize !== defaultPageSize) out.set('pageSize', String(params.pageSize));
  return out;
}

export function auditFiltersOf(params: AuditLogParams): AuditLogFilters {
  const filters: AuditLogFilters = {};
  for (const key of filterKeys) if (params[key]) Object.assign(filters, { [key]: params[key] });
  return filters;
}

/** The list call's query: every filter present, blank meaning any. */
export function toAuditQuery(params: AuditLogParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const key of filterKeys) query[key] = params[key] ?? '';
  query.pageIndex = params.pageIndex;
  query.pageSize = params.pageSize;
  return query;
}

export const auditPageSizes = pageSizes;
