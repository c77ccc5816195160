import type { Dashboard, DashboardQuery } from '@zyz/domain';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../lib/request-context';
import { TtlCache } from '../../lib/ttl-cache';
import { dashboardWorkbook } from './dashboard-export';
import { chinaMonthStart, lastMonthKeys, monthKeyLabel } from './china-month';
import { readCounters } from './counters.repository';
import {
  childNodes,
  figuresByChild,
  minutesByMonth,
  missionsByMonth,
  subtreeTotals,
  volunteersByMonth,
  type MonthFigure,
} from './dashboard.repository';
import {
  clock,
  findDistrictById,
  insertAudit,
  loadStaffScope,
  staffAuditOf,
  type Caller,
  unauthorized,
} from '../../kernel';

// Staff look at the dashboard a few times a day; a province-wide grouping need not run each time.
const cacheMs = 60_000;

const byKey = <T extends { n: number }>(rows: T[], key: (r: T) => string) =>
  new Map(rows.map((r) => [key(r), r.n]));

export function createDashboardService(deps: Deps) {
  const { db } = deps;
  const cache = new TtlCache<Dashboard>(cacheMs, 200);
  deps.metrics.trackCache('dashboard', cache);

  async function build(districtId: number, months: number, now: Date): Promise<Dashboard> {
    const node = await findDistrictById(db, districtId);
    if (!node) throw unauthorized();
    const isRoot = node.parentId === null;
    const since = chinaMonthStart(now, months - 1);
    const keys = lastMonthKeys(now, months);
    const [vols, missions, minutes] = await Promise.all([
      volunteersByMonth(db, node.path, isRoot, since),
      missionsByMonth(db, node.path, since),
      minutesByMonth(db, node.path, isRoot, since, keys[0]!),
    ]);
    const at = (rows: MonthFigure[]) => byKey(rows, (r) => r.month);
    const [v, m, s] = [at(vols), at(missions), at(minutes)];
    const monthly = keys.map(monthKeyLabel).map((month) => ({
      month,
      volunteers: v.get(month) ?? 0,
      missions: m.get(month) ?? 0,
      serviceMinutes: s.get(month) ?? 0,
    }));

    const totals = isRoot
      ? await readCounters(db).then((c) => ({
          volunteers: c.volunteers,
          missions: c.missions,
          serviceMinutes: c.serviceMinutes,
        }))
      : await subtreeTotals(db, node.path);

    const children = await childNodes(db, node.id);
    const split = await figuresByChild(db, node.path);
    const [cv, cm, cs] = [split.volunteers, split.missions, split.minutes].map((rows) =>
      byKey(rows, (r) => r.childId),
    );
    const byChild = children.map((c) => ({
      districtId: String(c.id),
      name: c.name,
      volunteers: cv!.get(String(c.id)) ?? 0,
      missions: cm!.get(String(c.id)) ?? 0,
      serviceMinutes: cs!.get(String(c.id)) ?? 0,
    }));

    return { districtName: node.name, totals, monthly, byChild };
  }

  return {
    /** The caller's node and everything under it. */
    async statistics(caller: Caller, q: DashboardQuery, now = clock.now()): Promise<Dashboard> {
      const scope = await loadStaffScope(db, caller);
      return cache.getOrLoad(`${scope.districtId}:${q.months}`, () =>
        build(scope.districtId, q.months, now),
      );
    },

    /** The same figures as a workbook; who took them away is on the audit log. */
    async exportFile(caller: Caller, q: DashboardQuery, ctx: RequestContext) {
      const scope = await loadStaffScope(db, caller);
      const data = await cache.getOrLoad(`${scope.districtId}:${q.months}`, () =>
        build(scope.districtId, q.months, clock.now()),
      );
      const body = await dashboardWorkbook(data);
      await insertAudit(db, {
        ...staffAuditOf(scope, ctx),
        action: 'dashboard.export',
        target: data.districtName,
        detail: { months: q.months },
      });
      return { fileName: `${data.districtName}统计.xlsx`, body };
    },
  };
}
