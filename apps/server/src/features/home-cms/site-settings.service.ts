import type { SaveSiteSettingsInput, SiteSettings } from '@zyz/domain';
import type { Deps } from '../../deps';
import type { DistrictRow } from '../../db/schema/index';
import { unauthorized, type Caller, findDistrictById, loadFederationScope } from '../../kernel';
import { updateSiteSettings } from './site-settings.repository';
import type { DistrictService } from '../district';

// Federation admins only: site content belongs to a federation node.
const contentRefusal = '仅联合会工作人员可以管理网站内容';

function toSettings(node: DistrictRow): SiteSettings {
  return {
    districtId: String(node.id),
    districtName: node.name,
    headerImage: node.headerImage ?? '',
    footerImage: node.footerImage ?? '',
    icpFilling: node.icpFilling ?? '',
    mailbox: node.mailbox ?? '',
    servicePhone: node.servicePhone ?? '',
  };
}

// Blank is stored as null: /home/index/districtDomain then inherits the parent node's value.
const orNull = (v: string) => (v === '' ? null : v);

/** The signed-in federation node's own site settings (what districtDomain answers for it). */
export function createSiteSettingsService(deps: Deps, site: DistrictService) {
  const { db } = deps;

  async function load(districtId: number): Promise<DistrictRow> {
    const node = await findDistrictById(db, districtId);
    if (!node) throw unauthorized();
    return node;
  }

  return {
    async get(caller: Caller): Promise<SiteSettings> {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      return toSettings(await load(scope.districtId));
    },

    async save(caller: Caller, input: SaveSiteSettingsInput): Promise<SiteSettings> {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      await updateSiteSettings(db, scope.districtId, {
        headerImage: orNull(input.headerImage),
        footerImage: orNull(input.footerImage),
        icpFilling: orNull(input.icpFilling),
        mailbox: orNull(input.mailbox),
        servicePhone: orNull(input.servicePhone),
      });
      site.forgetDomains();
      return toSettings(await load(scope.districtId));
    },
  };
}
