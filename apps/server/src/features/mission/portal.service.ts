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
import type { Caller } from '../../plugins/auth';
import { findDistrictById } from '../district/district.repository';
import { isRecruiting, toMissionDetail, toMissionSummary } from './mission-dto';
import { findMissionById } from './mission.repository';
import { findTimesOfMission } from './mission-time.repository';
import {
  findFavouritePage,
  findMyStates,
  findPortalPage,
  isFavourite,
  toggleFavourite,
} from './portal.repository';

const publicStatuses = ['published', 'closed', 'cancelled'];
const notFound = () => new BizError(BizCode.NotFound, '活动不存在或未发布');
const round = (n: number | null) => (n === null ? null : Math.round(Number(n) * 100) / 100);

export function createPortalService(deps: Deps) {
  const { db } = deps;

  async function loadPublic(missionId: number) {
    const found = await findMissionById(db, missionId);
    // Drafts stay private; a cancelled mission stays readable so links in messages still work.
    if (!found || !publicStatuses.includes(found.mission.status)) throw notFound();
    return found;
  }

  return {
    async list(q: PortalMissionListQuery) {
      let path: string | undefined;
      if (q.districtId) {
        const node = await findDistrictById(db, q.districtId);
        if (!node) return { list: [], total: 0 };
        path = node.path;
      }
      const page = await findPortalPage(db, q, path);
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

    /** Places left are read from the shift counters at request time: never cached. */
    async detail(caller: Caller | null, missionId: number): Promise<PublicMissionDetail> {
      const { mission, districtName } = await loadPublic(missionId);
      const times = await findTimesOfMission(db, missionId);
      const volunteerId = caller?.kind === 'volunteer' ? caller.subjectId : null;
      const [enshrined, states] = volunteerId
        ? await Promise.all([
            isFavourite(db, volunteerId, missionId),
            findMyStates(db, volunteerId, missionId),
          ])
        : [false, []];
      return {
        ...toMissionDetail(mission, districtName, times),
        recruiting: isRecruiting(mission),
        isEnshrined: enshrined,
        myStates: Object.fromEntries(
          states.map((s) => [String(s.timeId), s.state as ApplicationState]),
        ),
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
