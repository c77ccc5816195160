import type { IntellectAction, IntellectActionQuery, PortalMissionItem } from '@zyz/domain';
import { intellectActionMaxSize } from '@zyz/domain';
import type { Deps } from '../../deps';
import { toMissionSummary } from '../mission';
import { distanceKmBetween } from './open-missions.repository';
import { findPopularOpen, findRankedForVolunteer, type RankedRow } from './recommend.repository';
import { clock, type Caller } from '../../kernel';

/**
 * The anonymous list is the same for every visitor and sits on the home page, so one query
 * every few seconds serves them all; places left stay exact on the detail page and on apply.
 */
const popularTtlMs = 5_000;

const round = (n: number | null) => (n === null ? null : Math.round(Number(n) * 100) / 100);

const toItem = (
  r: Omit<RankedRow, 'distanceKm'>,
  distanceKm: number | null,
): PortalMissionItem => ({
  ...toMissionSummary(r.mission, r.districtName),
  recruiting: true,
  distanceKm: round(distanceKm),
});

export function createRecommendService(deps: Deps, readClock: () => Date = clock.now) {
  // The popular list is public; a volunteer's ranking reads their memberships on the primary.
  const { db, readDb } = deps;
  let popular: { at: number; rows: Promise<Omit<RankedRow, 'distanceKm'>[]> } | null = null;

  function popularRows() {
    const now = readClock();
    if (!popular || now.getTime() - popular.at > popularTtlMs) {
      // Concurrent first visitors share the one pending query; a failure is not kept.
      const rows = findPopularOpen(readDb, now, intellectActionMaxSize);
      popular = { at: now.getTime(), rows };
      rows.catch(() => {
        if (popular?.rows === rows) popular = null;
      });
    }
    return popular.rows;
  }

  return {
    async recommend(caller: Caller | null, q: IntellectActionQuery): Promise<IntellectAction> {
      if (caller?.kind === 'volunteer') {
        const popularIds = (await popularRows()).map((r) => r.mission.id);
        const rows = await findRankedForVolunteer(db, caller.subjectId, {
          now: readClock(),
          size: q.size,
          lat: q.lat,
          lng: q.lng,
          popularIds,
        });
        return { list: rows.map((r) => toItem(r, r.distanceKm)), personalised: true };
      }
      const rows = (await popularRows()).slice(0, q.size);
      return {
        list: rows.map((r) =>
          toItem(
            r,
            q.lat === undefined || q.lng === undefined
              ? null
              : distanceKmBetween(q.lat, q.lng, r.mission.latitude, r.mission.longitude),
          ),
        ),
        personalised: false,
      };
    },
  };
}
