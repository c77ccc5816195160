import {
  BizCode,
  type Announcement,
  type AnnouncementListQuery,
  type ManageAnnouncement,
  type PageQuery,
  type SaveAnnouncementInput,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { AnnouncementRow } from '../../db/schema/home';
import { BizError } from '../../lib/biz-error';
import {
  deleteAnnouncement,
  findLivePage,
  findManagePage,
  insertAnnouncement,
  updateAnnouncement,
} from './announcement.repository';
import { siteDistrictId } from './site-district';
import { publishStateOf } from './publish-state';
import { clock, loadFederationScope, type Caller } from '../../kernel';

// Federation admins only: site content belongs to a federation node.
const contentRefusal = '仅联合会工作人员可以管理网站内容';

const notFound = () => new BizError(BizCode.NotFound, '公告不存在或已删除');

function toManage(row: AnnouncementRow, now: Date): ManageAnnouncement {
  return {
    announcementId: String(row.id),
    showType: row.showType,
    title: row.title,
    content: row.content,
    pinned: row.pinned,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt?.toISOString() ?? null,
    enabled: row.enabled,
    state: publishStateOf(row, now),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createAnnouncementService(deps: Deps) {
  const { db, readDb } = deps;

  return {
    async listLive(q: AnnouncementListQuery): Promise<{ list: Announcement[]; total: number }> {
      const site = await siteDistrictId(readDb, q.districtId);
      if (!site) return { list: [], total: 0 };
      const page = await findLivePage(readDb, site, q.showType, clock.now(), q);
      return {
        list: page.list.map((r) => ({
          id: String(r.id),
          title: r.title,
          content: r.content,
          pinned: r.pinned,
          publishTime: r.startAt.toISOString(),
        })),
        total: page.total,
      };
    },

    async list(caller: Caller, page: PageQuery) {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      const result = await findManagePage(db, scope.districtId, page);
      const now = clock.now();
      return { list: result.list.map((r) => toManage(r, now)), total: result.total };
    },

    async save(caller: Caller, input: SaveAnnouncementInput): Promise<{ announcementId: string }> {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      const values = {
        showType: input.showType,
        title: input.title,
        content: input.content,
        pinned: input.pinned,
        startAt: input.startAt,
        endAt: input.endAt ?? null,
        enabled: input.enabled,
      };
      if (input.announcementId) {
        const found = await updateAnnouncement(db, input.announcementId, scope.districtId, values);
        if (!found) throw notFound();
        return { announcementId: String(input.announcementId) };
      }
      const id = await insertAnnouncement(db, {
        ...values,
        districtId: scope.districtId,
        createdBy: scope.accountId,
      });
      return { announcementId: String(id) };
    },

    async setEnabled(caller: Caller, id: number, enabled: boolean): Promise<void> {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      if (!(await updateAnnouncement(db, id, scope.districtId, { enabled }))) throw notFound();
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      if (!(await deleteAnnouncement(db, id, scope.districtId))) throw notFound();
    },
  };
}
