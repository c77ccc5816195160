import {
  BizCode,
  type Banner,
  type ManageBanner,
  type PageQuery,
  type SaveBannerInput,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { BannerRow } from '../../db/schema/home';
import { BizError } from '../../lib/biz-error';
import {
  countClick,
  deleteBanner,
  findBannerPage,
  findLiveBanners,
  insertBanner,
  updateBanner,
} from './banner.repository';
import { siteDistrictId } from './site-district';
import { publishStateOf } from './publish-state';
import { clock, loadFederationScope, type Caller } from '../../kernel';

// Federation admins only: site content belongs to a federation node.
const contentRefusal = '仅联合会工作人员可以管理网站内容';

const notFound = () => new BizError(BizCode.NotFound, '轮播图不存在或已删除');

const linkTypeOf = (link: string): Banner['linkType'] =>
  link === '' ? 'none' : link.startsWith('/') ? 'internal' : 'external';

function toManageBanner(row: BannerRow, now: Date): ManageBanner {
  return {
    bannerId: String(row.id),
    position: row.position,
    title: row.title,
    image: row.image,
    link: row.link,
    sortOrder: row.sortOrder,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt?.toISOString() ?? null,
    enabled: row.enabled,
    state: publishStateOf(row, now),
    clickCount: row.clickCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createBannerService(deps: Deps) {
  const { db, readDb } = deps;

  return {
    async listLive(position: number, districtId?: number): Promise<Banner[]> {
      const site = await siteDistrictId(readDb, districtId);
      if (!site) return [];
      const rows = await findLiveBanners(readDb, site, position, clock.now());
      return rows.map((r) => ({
        id: String(r.id),
        title: r.title,
        image: r.image,
        linkType: linkTypeOf(r.link),
      }));
    },

    /** The link to follow, after counting the click; null when there is nowhere to go. */
    async skip(id: number): Promise<string | null> {
      const link = await countClick(db, id, clock.now());
      if (link === null) throw new BizError(BizCode.NotFound, '轮播图不存在或已下线');
      return link === '' ? null : link;
    },

    async list(caller: Caller, page: PageQuery) {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      const result = await findBannerPage(db, scope.districtId, page);
      const now = clock.now();
      return { list: result.list.map((r) => toManageBanner(r, now)), total: result.total };
    },

    async save(caller: Caller, input: SaveBannerInput): Promise<{ bannerId: string }> {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      const values = {
        position: input.position,
        title: input.title,
        image: input.image,
        link: input.link,
        sortOrder: input.sortOrder,
        startAt: input.startAt,
        endAt: input.endAt ?? null,
        enabled: input.enabled,
      };
      if (input.bannerId) {
        const found = await updateBanner(db, input.bannerId, scope.districtId, values);
        if (!found) throw notFound();
        return { bannerId: String(input.bannerId) };
      }
      const id = await insertBanner(db, {
        ...values,
        districtId: scope.districtId,
        createdBy: scope.accountId,
      });
      return { bannerId: String(id) };
    },

    async setEnabled(caller: Caller, bannerId: number, enabled: boolean): Promise<void> {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      if (!(await updateBanner(db, bannerId, scope.districtId, { enabled }))) throw notFound();
    },

    async remove(caller: Caller, bannerId: number): Promise<void> {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      if (!(await deleteBanner(db, bannerId, scope.districtId))) throw notFound();
    },
  };
}
