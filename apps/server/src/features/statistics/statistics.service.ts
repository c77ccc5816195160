import {
  maskName,
  type IndexStatics,
  type VolunteerRanking,
  type VolunteerRankingQuery,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { TtlCache } from '../../lib/ttl-cache';
import { readCounters } from './counters.repository';
import { chinaMonthKey, monthKeyLabel } from './china-month';
import { findMonthTop, findTotalTop } from './ranking.repository';
import { clock } from '../../kernel';

// Home is the busiest page: a figure a few seconds old is fine, a query per visitor is not.
const cacheMs = 5_000;

export function createStatisticsService(deps: Deps) {
  // Public reads only, each fine a second old: the standby when there is one.
  const db = deps.readDb;
  const statics = new TtlCache<IndexStatics>(cacheMs, 1, cacheMs);
  const rankings = new TtlCache<VolunteerRanking>(cacheMs, 16, cacheMs);
  deps.metrics.trackCache('index-statics', statics);
  deps.metrics.trackCache('volunteer-ranking', rankings);

  return {
    indexStatics(): Promise<IndexStatics> {
      return statics.getOrLoad('all', async () => {
        const c = await readCounters(db);
        return {
          volunteerCount: c.volunteers,
          organizationCount: c.organisations,
          missionCount: c.missions,
          serviceMinutes: c.serviceMinutes,
          serviceHours: Math.floor(c.serviceMinutes / 60),
        };
      });
    },

    volunteerRanking(q: VolunteerRankingQuery, now = clock.now()): Promise<VolunteerRanking> {
      const month = chinaMonthKey(now);
      return rankings.getOrLoad(`${q.type}:${q.size}:${month}`, async () => {
        const rows =
          q.type === 'month'
            ? await findMonthTop(db, month, q.size)
            : await findTotalTop(db, q.size);
        return {
          type: q.type,
          month: q.type === 'month' ? monthKeyLabel(month) : null,
          list: rows.map((r, i) => ({
            rank: i + 1,
            name: maskName(r.name),
            serviceMinutes: r.serviceMinutes,
          })),
        };
      });
    },
  };
}
