import { BizCode, type DistrictDomain, type DistrictDomainQuery } from '@zyz/domain';
import type { Deps } from '../../deps';
import { idsOfPath } from '../../db/district-names';
import type { DistrictRow } from '../../db/schema/index';
import { BizError } from '../../lib/biz-error';
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

export function createDistrictService(deps: Deps) {
  // Public reads only, each fine a second old: the standby when there is one.
  const db = deps.readDb;

  async function findTarget(districtId: string | undefined): Promise<DistrictRow> {
    if (districtId === undefined || districtId === '') {
      const root = await findRootDistrict(db);
      if (!root) throw notFound();
      return root;
    }
    if (!/^\d{1,15}$/.test(districtId)) throw notFound();
    const node = await findDistrictById(db, Number(districtId));
    if (!node || node.status !== 'active') throw notFound();
    return node;
  }

  return {
    async getDomain(query: DistrictDomainQuery): Promise<DistrictDomain> {
      const node = await findTarget(query.districtId?.trim());
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
    },
  };
}
