import { BizCode, type OrgCard, type OrgDetail, type OrgPageQuery, type Page } from '@zyz/domain';
import type { Deps } from '../../deps';
import { idsOfPath } from '../../db/district-names';
import { BizError } from '../../lib/biz-error';
import { TtlCache } from '../../lib/ttl-cache';
import { findOrgPage } from '../discovery';
import type { DistrictService } from '../district';
import {
  countActiveChildren,
  countAreaMembers,
  countMembers,
  countPublicMissions,
  sumFinalServiceMinutes,
} from './org-page.repository';
import { findDistrictById, findDistrictsByIds } from '../../kernel';

const notFound = () => new BizError(BizCode.NotFound, '组织不存在或已停用');

/** The portal's organisation pages: the list with counts, and one organisation's profile. */
export function createOrgPageService(deps: Deps, site: DistrictService) {
  // Public reads only, each fine a second old: the standby when there is one.
  const db = deps.readDb;
  // A province-wide sum is a scan of its records: recomputed at most every five minutes.
  const minutesOf = new TtlCache<number>(5 * 60_000, 5_000);
  // Same for a federation's volunteers over its area; an expired count is served while it reloads.
  const areaMembersOf = new TtlCache<number>(5 * 60_000, 5_000, 10 * 60_000);
  deps.metrics.trackCache('org-minutes', minutesOf);
  deps.metrics.trackCache('org-area-members', areaMembersOf);
  // Levels 1–3 are federations (province, city, county); organisations sit at 4, below them.
  const organisationLevel = 4;

  /** An organisation's own members; a federation's, the volunteers of its whole area. */
  async function memberCounts(nodes: { id: number; level: number; path: string }[]) {
    const own = await countMembers(
      db,
      nodes.filter((n) => n.level >= organisationLevel).map((n) => n.id),
    );
    const areas = await Promise.all(
      nodes
        .filter((n) => n.level < organisationLevel)
        .map(async (n) => {
          const count = await areaMembersOf.getOrLoad(n.path, () => countAreaMembers(db, n.path));
          return [n.id, count] as const;
        }),
    );
    return new Map([...own, ...areas]);
  }

  async function activeNode(id: number) {
    const node = await findDistrictById(db, id);
    if (!node || node.status !== 'active') throw notFound();
    return node;
  }

  return {
    async list(q: OrgPageQuery): Promise<Page<OrgCard>> {
      const under = q.parentId ? await activeNode(q.parentId) : undefined;
      const page = await findOrgPage(db, q, under);
      const members = await memberCounts(page.list);
      return {
        list: page.list.map((r) => ({
          districtId: String(r.id),
          name: r.name,
          level: r.level,
          parentName: r.parentName,
          missionCount: r.missionCount,
          memberCount: members.get(r.id) ?? 0,
        })),
        total: page.total,
      };
    },

    async detail(districtId: number): Promise<OrgDetail> {
      const node = await activeNode(districtId);
      const ancestorIds = idsOfPath(node.path).filter((id) => id !== node.id);
      const [ancestors, members, missionCount, childCount, serviceMinutes, domain] =
        await Promise.all([
          findDistrictsByIds(db, ancestorIds),
          memberCounts([node]),
          countPublicMissions(db, node.path),
          countActiveChildren(db, node.id),
          minutesOf.getOrLoad(node.path, () => sumFinalServiceMinutes(db, node.path)),
          site.getDomain({ districtId: String(node.id) }),
        ]);
      const byId = new Map(ancestors.map((a) => [a.id, a]));
      const chain = ancestorIds.flatMap((id) => {
        const a = byId.get(id);
        return a ? [{ districtId: String(a.id), name: a.name }] : [];
      });
      return {
        districtId: String(node.id),
        name: node.name,
        level: node.level,
        parentName: chain.at(-1)?.name ?? null,
        missionCount,
        memberCount: members.get(node.id) ?? 0,
        ancestors: chain,
        childCount,
        serviceMinutes,
        mailbox: domain.mailbox,
        servicePhone: domain.servicePhone,
        createdAt: node.createdAt.toISOString(),
      };
    },

    /** For the page's meta tags; null when not public. */
    async peek(districtId: number) {
      const node = await findDistrictById(db, districtId);
      return node && node.status === 'active' ? node : null;
    },
  };
}

export type OrgPageService = ReturnType<typeof createOrgPageService>;
