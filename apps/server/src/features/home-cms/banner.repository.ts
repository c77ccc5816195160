import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { banners, type BannerRow } from '../../db/schema/home';
import { isLiveAt } from './publish-state';
import { clock } from '../../kernel';

type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'clickCount' | 'createdAt'>;

// A carousel past this many pictures is not looked at.
const maxLive = 10;

export async function findLiveBanners(
  db: Executor,
  districtId: number,
  position: number,
  now: Date,
): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.districtId, districtId),
        eq(banners.position, position),
        isLiveAt(banners, now),
      ),
    )
    .orderBy(asc(banners.sortOrder), desc(banners.id))
    .limit(maxLive);
}

/** Counts a click on a live banner and answers its link; null when it is not showing. */
export async function countClick(db: Executor, id: number, now: Date): Promise<string | null> {
  const [row] = await db
    .update(banners)
    .set({ clickCount: sql`${banners.clickCount} + 1` })
    .where(and(eq(banners.id, id), isLiveAt(banners, now)))
    .returning({ link: banners.link });
  return row ? row.link : null;
}

export async function findBannerPage(
  db: Executor,
  districtId: number,
  page: { pageIndex: number; pageSize: number },
): Promise<{ list: BannerRow[]; total: number }> {
  const where = eq(banners.districtId, districtId);
  const [list, [totalRow]] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(asc(banners.position), asc(banners.sortOrder), desc(banners.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(banners).where(where),
  ]);
  return { list, total: totalRow?.n ?? 0 };
}

export async function findBanner(db: Executor, id: number): Promise<BannerRow | null> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row ?? null;
}

export async function insertBanner(db: Executor, values: BannerValues): Promise<number> {
  const [row] = await db.insert(banners).values(values).returning({ id: banners.id });
  return row!.id;
}

/** Changes a banner of the given node; false when there is none (or it is another node's). */
export async function updateBanner(
  db: Executor,
  id: number,
  districtId: number,
  values: Partial<BannerValues>,
): Promise<boolean> {
  const rows = await db
    .update(banners)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(banners.id, id), eq(banners.districtId, districtId)))
    .returning({ id: banners.id });
  return rows.length > 0;
}

export async function deleteBanner(db: Executor, id: number, districtId: number): Promise<boolean> {
  const rows = await db
    .delete(banners)
    .where(and(eq(banners.id, id), eq(banners.districtId, districtId)))
    .returning({ id: banners.id });
  return rows.length > 0;
}
