import { BizCode, type DistrictDomain, type DistrictDomainQuery } from '@zyz/domain';
import type { Deps } from '../../deps';
import { idsOfPath } from '../../db/district-names';
import type { DistrictRow } from '../../db/schema/index';
import { BizError } from '../../lib/biz-error';
import { TtlCache } from '../../lib/ttl-cache';
import { findDistrictById, findDistrictsByIds, findRootDistrict } from '../../kernel';

const defaultServicePhone = '12355';
const notFound = () => new BizError(BizCode.NotFound, '组织不存在或已停用');

type Settings = Pick<
  DistrictRow,
  'icpFilling' | 'headerImage' | 'footerImage' | 'mailbox' | 'servicePhone' | 'sponsors'
>;

/** Each setting from the nearest node on the chain that has one: a city site may override only its header. */
function inheritSettings(chainNearestFirst: DistrictRow[]): Settings {
  const pick = <K extends keyof Settings>(key: K): Settings[K] | null => {
    for (const node of chainNearestFirst) {
      const value = node[key];
      if (value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0))
        return value;
    }
    return null;
  };
  return {
    icpFilling: pick('icpFilling'),
    headerImage: pick('headerImage'),
    footerImage: pick('footerImage'),
    mailbox: pick('mailbox'),
    servicePhone: pick('servicePhone'),
    sponsors: pick('sponsors'),
  };
}

/**
 * Every public page asks for its site's settings, and they change a few times a year: answers
 * are kept 5 s per node, one cache per app (the composition root builds this service once). Saving settings here drops them at once (the
 * federation admin sees the new header on their next load); a node renamed or disabled, and
 * other instances, catch up within the 5 s.
 */
export function createDistrictService(deps: Deps) {
  // Public reads only, each fine a second old: the standby when there is one.
  const db = deps.readDb;
  const domains = new TtlCache<DistrictDomain>(5_000, 1_000);
  deps.metrics.trackCache('district-domain', domains);

  async function findTarget(districtId: string): Promise<DistrictRow> {
    if (districtId === '') {
      const root = await findRootDistrict(db);
      if (!root) throw notFound();
      return root;
    }
    const node = await findDistrictById(db, Number(districtId));
    if (!node || node.status !== 'active') throw notFound();
    return node;
  }

  async function loadDomain(districtId: string): Promise<DistrictDomain> {
    const node = await findTarget(districtId);
    const ancestorIds = idsOfPath(node.path).filter((id) => id !== node.id);
    const ancestors = await findDistrictsByIds(db, ancestorIds);
    const depthOf = new Map(idsOfPath(node.path).map((id, i) => [id, i]));
    ancestors.sort((a, b) => (depthOf.get(b.id) ?? 0) - (depthOf.get(a.id) ?? 0));
    const s = inheritSettings([node, ...ancestors]);
    return {
      current_district_id: String(node.id),
      districtName: node.name,
      icpFilling: s.icpFilling ?? '',
      'footer-gd': s.footerImage ?? '',
      'header-gd': s.headerImage ?? '',
      sponsors: s.sponsors ?? [],
      servicePhone: s.servicePhone ?? defaultServicePhone,
      mailbox: s.mailbox ?? '',
    };
  }

  return {
    getDomain(query: DistrictDomainQuery): Promise<DistrictDomain> {
      const districtId = query.districtId?.trim() ?? '';
      // Only well-formed ids are kept: anything else is refused without touching the cache.
      if (districtId !== '' && !/^\d{1,15}$/.test(districtId)) return Promise.reject(notFound());
      return domains.getOrLoad(districtId, () => loadDomain(districtId));
    },
    /** Drops the kept site settings (a federation saved its own). */
    forgetDomains: () => domains.clear(),
  };
}

export type DistrictService = ReturnType<typeof createDistrictService>;
