import {
  ApplicationState,
  BizCode,
  type PageQuery,
  type PortalMissionItem,
  type PortalMissionListQuery,
  type PublicMissionDetail,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { TtlCache } from '../../lib/ttl-cache';
import { isRecruiting, toMissionDetail, toMissionSummary } from './mission-dto';
import { findMissionById } from './mission.repository';
import {
  findFavouritePage,
  findLiveShifts,
  findMyStates,
  findPortalPage,
  isFavourite,
  toggleFavourite,
} from './portal.repository';
import { findMissionRating } from '../evaluation';
import { assertWithinListDepth, type Caller, findDistrictById } from '../../kernel';

const publicStatuses = ['published', 'closed', 'cancelled'];
const notFound = () => new BizError(BizCode.NotFound, '活动不存在或未发布');
const round = (n: number | null) => (n === null ? null : Math.round(Number(n) * 100) / 100);

export function createPortalService(deps: Deps) {
  // Public parts read the standby; the caller's own favourite and applications, the primary.
  const { db, readDb } = deps;
  // Static parts of detail pages (texts, address, organisation name), validated per request.
  const staticParts = new TtlCache<Awaited<ReturnType<typeof findMissionById>>>(60_000, 2_000);

  async function loadPublic(missionId: number) {
    const found = await findMissionById(db, missionId);
    // Drafts stay private; a cancelled mission stays readable so links in messages still work.
    if (!found || !publicStatuses.includes(found.mission.status)) throw notFound();
    return found;
  }

  /** The mission row and organisation name as of `updatedAt`, from the cache when it matches. */
  async function loadStatic(missionId: number, updatedAt: Date) {
    const key = String(missionId);
    const load = () => findMissionById(readDb, missionId);
    let found = await staticParts.getOrLoad(key, load);
    if (found?.mission.updatedAt.getTime() !== updatedAt.getTime()) {
      staticParts.delete(key);
      found = await staticParts.getOrLoad(key, load);
    }
    if (!found) throw notFound();
    return found;
  }

  return {
    async list(q: PortalMissionListQuery) {
      assertWithinListDepth(q);
      let path: string | undefined;
      if (q.districtId) {
        const node = await findDistrictById(readDb, q.districtId);
        if (!node) return { list: [], total: 0 };
        path = node.path;
      }
      const page = await findPortalPage(readDb, q, path);
      const now = new Date();
      return {
        list: page.list.map((r): PortalMissionItem => ({
          ...toMissionSummary(r.mission, r.districtName),
          recruiting: isRecruiting(r.mission, now),
          distanceKm: round(r.distanceKm),
        })),
        total: page.total,
      };
    },

    /**
     * Places left are exact: every request reads the shifts' counters and the mission's status
     * and change stamp live (one indexed query); only the static rest comes from the cache,
     * and only while its change stamp still matches.
     */
    async detail(caller: Caller | null, missionId: number): Promise<PublicMissionDetail> {
      const volunteerId = caller?.kind === 'volunteer' ? caller.subjectId : null;
      const [live, enshrined, states, rating] = await Promise.all([
        findLiveShifts(readDb, missionId),
        volunteerId ? isFavourite(db, volunteerId, missionId) : false,
        volunteerId ? findMyStates(db, volunteerId, missionId) : [],
        findMissionRating(readDb, missionId),
      ]);
      const head = live[0];
      // Drafts stay private; a cancelled mission stays readable so links in messages still work.
      if (!head || !publicStatuses.includes(head.status)) throw notFound();
      const found = await loadStatic(missionId, head.updatedAt);
      const mission = { ...found.mission, status: head.status, appliedCount: head.appliedCount };
      const times = live.flatMap((r) => (r.time ? [r.time] : []));
      return {
        ...toMissionDetail(mission, found.districtName, times),
        recruiting: isRecruiting(mission),
        isEnshrined: enshrined,
        myStates: Object.fromEntries(
          states.map((s) => [String(s.timeId), s.state as ApplicationState]),
        ),
        rating,
      };
    },

    async toggleEnshrine(caller: Caller, missionId: number) {
      await loadPublic(missionId);
      return { enshrined: await toggleFavourite(db, caller.subjectId, missionId) };
    },

    async favourites(caller: Caller, q: PageQuery) {
      const page = await findFavouritePage(db, caller.subjectId, q);
      return {
        list: page.list.map((r) => toMissionSummary(r.mission, r.districtName)),
        total: page.total,
      };
    },
  };
}
