import {
  ApplicationState,
  BizCode,
  checkApplyConditions,
  hasApplyConditions,
  toChinaCalendarDate,
  type PageQuery,
  type PortalMissionListQuery,
  type PublicMissionDetail,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { TtlCache } from '../../lib/ttl-cache';
import { withFields } from '../../lib/with-fields';
import { findApplicantFacts } from './apply-conditions.repository';
import { isRecruiting, toMissionDetail, toMissionSummary } from './mission-dto';
import { findMissionById } from './mission.repository';
import {
  findFavouritePage,
  findDetailRows,
  findLiveShifts,
  findOwnView,
  toggleFavourite,
} from './portal.repository';
import { toMissionRating } from '../evaluation';
import type { CatalogSource } from './catalog/catalog-source';
import { findListedPage } from './catalog/listed-page';
import type { ListedPage } from './listed-item.repository';
import { assertWithinListDepth, clock, type Caller, findDistrictById } from '../../kernel';

const publicStatuses = ['published', 'closed', 'cancelled'];
const notFound = () => new BizError(BizCode.NotFound, '活动不存在或未发布');
type StaticParts = Awaited<ReturnType<typeof findMissionById>>;

export function createPortalService(deps: Deps, catalog: CatalogSource) {
  // Public parts read the standby; the caller's own favourite and applications, the primary.
  const { db, readDb } = deps;
  // Static parts of detail pages (texts, address, organisation name), validated per request.
  // Kept from a mission's second view: at the province's volumes most details are opened once,
  // and keeping each outlived two young collections: every random detail left its mission row
  // in the old generation and brought the full collections (the lists' p99) sooner.
  const staticParts = new TtlCache<StaticParts>(60_000, 2_000, 0, { keepFromSecondRequest: true });
  deps.metrics.trackCache('mission-detail', staticParts);
  // A node's path is written once, when it registers; nodes are neither moved nor deleted.
  // Kept after the first read, it saves the list filtered by a node a query per request. Only
  // nodes that exist are kept, so the map grows no larger than the tree.
  const nodePaths = new Map<number, string>();

  async function nodePath(districtId: number) {
    const known = nodePaths.get(districtId);
    if (known !== undefined) return known;
    const node = await findDistrictById(readDb, districtId);
    if (node?.path) nodePaths.set(districtId, node.path);
    return node?.path;
  }

  async function loadPublic(missionId: number) {
    const found = await findMissionById(db, missionId);
    // Drafts stay private; a cancelled mission stays readable so links in messages still work.
    if (!found || !publicStatuses.includes(found.mission.status)) throw notFound();
    return found;
  }

  /**
   * The mission row and organisation name as of `updatedAt`: the copy kept from an earlier
   * request or read beside the live query (`read`) when its change stamp matches, else read
   * again. Only a copy just read is kept: keeping a kept one again would renew its minute
   * forever, and the organisation's name (not covered by the stamp) would never be read again.
   */
  async function staticAt(
    missionId: number,
    updatedAt: Date,
    kept: StaticParts | undefined,
    read: StaticParts | undefined,
  ) {
    const key = String(missionId);
    const current = (found: StaticParts | undefined) =>
      found?.mission.updatedAt.getTime() === updatedAt.getTime();
    if (kept && current(kept)) return kept;
    if (read && current(read)) {
      staticParts.set(key, read);
      return read;
    }
    staticParts.delete(key);
    const found = await staticParts.getOrLoad(key, () => findMissionById(readDb, missionId));
    if (!found) throw notFound();
    return found;
  }

  return {
    /** A page of the public list, each item already JSON (listed-item.repository.ts). */
    async list(q: PortalMissionListQuery): Promise<ListedPage> {
      assertWithinListDepth(q);
      let path: string | undefined;
      if (q.districtId) {
        path = await nodePath(q.districtId);
        if (path === undefined) return { items: [], total: 0 };
      }
      return findListedPage(readDb, catalog, q, path);
    },

    /**
     * Places left are exact: every request reads the shifts' counters, the mission's status
     * and change stamp live; the static rest comes from the cache only while its change stamp
     * still matches. One round trip: the live query (which also reads the static rest when
     * none is kept) beside the caller's own view, read on the primary.
     */
    async detail(caller: Caller | null, missionId: number): Promise<PublicMissionDetail> {
      const volunteerId = caller?.kind === 'volunteer' ? caller.subjectId : null;
      const kept = staticParts.peek(String(missionId), () => findMissionById(readDb, missionId));
      const [{ live, found: read }, own] = await Promise.all([
        kept === undefined
          ? findDetailRows(readDb, missionId)
          : findLiveShifts(readDb, missionId).then((live) => ({ live, found: undefined })),
        volunteerId ? findOwnView(db, volunteerId, missionId) : null,
      ]);
      const head = live[0];
      // Drafts stay private; a cancelled mission stays readable so links in messages still work.
      if (!head || !publicStatuses.includes(head.status)) throw notFound();
      const found = await staticAt(missionId, head.updatedAt, kept ?? undefined, read ?? undefined);
      const mission = { ...found.mission, status: head.status, appliedCount: head.appliedCount };
      const times = live.flatMap((r) => (r.time ? [r.time] : []));
      const conditions = found.mission.applyConditions;
      // Only a volunteer on a mission with 报名条件 costs the check's read.
      const facts =
        volunteerId && hasApplyConditions(conditions)
          ? (await findApplicantFacts(db, [volunteerId], found.mission.districtPath)).get(
              volunteerId,
            )
          : undefined;
      return withFields(toMissionDetail(mission, found.districtName, times), {
        recruiting: isRecruiting(mission),
        isEnshrined: own?.enshrined ?? false,
        myStates: Object.fromEntries(
          (own?.states ?? []).map(([timeId, state]) => [String(timeId), state as ApplicationState]),
        ),
        rating: toMissionRating(head),
        unmetConditions: facts
          ? checkApplyConditions(conditions, facts, toChinaCalendarDate(clock.now()))
              .filter((c) => !c.met)
              .map((c) => c.reason)
          : null,
      });
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

export type PortalService = ReturnType<typeof createPortalService>;
