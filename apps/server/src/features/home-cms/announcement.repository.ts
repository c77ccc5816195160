import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements, type AnnouncementRow } from '../../db/schema/home';
import { isLiveAt } from './publish-state';
import { clock } from '../../kernel';

type AnnouncementValues = Omit<typeof announcements.$inferInsert, 'id' | 'createdAt'>;
interface Paging {
  pageIndex: number;
  pageSize: number;
}

async function findPage(db: Executor, where: SQL, page: Paging) {
  const [list, [totalRow]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.pinned), desc(announcements.startAt), desc(announcements.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { list, total: totalRow?.n ?? 0 };
}

/** Pinned first, then the newest; only those showing now. */
export function findLivePage(
  db: Executor,
  districtId: number,
  showType: number,
  now: Date,
  page: Paging,
): Promise<{ list: AnnouncementRow[]; total: number }> {
  const where = and(
    eq(announcements.districtId, districtId),
    eq(announcements.showType, showType),
    isLiveAt(announcements, now),
  ) as SQL;
  return findPage(db, where, page);
}

export function findManagePage(db: Executor, districtId: number, page: Paging) {
  return findPage(db, eq(announcements.districtId, districtId), page);
}

export async function insertAnnouncement(
  db: Executor,
  values: AnnouncementValues,
): Promise<number> {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  return row!.id;
}

/** Changes a notice of the given node; false when there is none (or it is another node's). */
export async function updateAnnouncement(
  db: Executor,
  id: number,
  districtId: number,
  values: Partial<AnnouncementValues>,
): Promise<boolean> {
  const rows = await db
    .update(announcements)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(announcements.id, id), eq(announcements.districtId, districtId)))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

export async function deleteAnnouncement(db: Executor, id: number, districtId: number) {
  const rows = await db
    .delete(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.districtId, districtId)))
    .returning({ id: announcements.id });
  return rows.length > 0;
}
