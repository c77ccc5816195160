import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { helpArticles } from '../../db/schema/index';
import { clock, containsPattern } from '../../kernel';

export interface HelpFilter {
  category?: string;
  keyword?: string;
  status?: 'draft' | 'published';
}

/** Portal order is the staff's `sort`; the console shows the last edited first. */
export async function findHelpPage(
  db: Executor,
  f: HelpFilter,
  page: { pageIndex: number; pageSize: number },
  order: 'sort' | 'updated',
) {
  const where = and(
    f.status ? eq(helpArticles.status, f.status) : undefined,
    f.category ? eq(helpArticles.category, f.category) : undefined,
    f.keyword
      ? or(
          ilike(helpArticles.title, containsPattern(f.keyword)),
          ilike(helpArticles.plainText, containsPattern(f.keyword)),
        )
      : undefined,
  );
  const orderBy =
    order === 'sort'
      ? [asc(helpArticles.sort), asc(helpArticles.id)]
      : [desc(helpArticles.updatedAt), desc(helpArticles.id)];
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(helpArticles)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(helpArticles)
      .where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function countPublishedByCategory(db: Executor) {
  return db
    .select({ category: helpArticles.category, n: sql<number>`count(*)::int` })
    .from(helpArticles)
    .where(eq(helpArticles.status, 'published'))
    .groupBy(helpArticles.category);
}

export async function findHelpById(db: Executor, id: number) {
  const [row] = await db.select().from(helpArticles).where(eq(helpArticles.id, id)).limit(1);
  return row ?? null;
}

export type HelpInsert = typeof helpArticles.$inferInsert;

export async function insertHelp(db: Executor, values: HelpInsert) {
  const [row] = await db.insert(helpArticles).values(values).returning({ id: helpArticles.id });
  return row!.id;
}

export async function updateHelp(db: Executor, id: number, values: Partial<HelpInsert>) {
  await db
    .update(helpArticles)
    .set({ ...values, updatedAt: clock.now() })
    .where(eq(helpArticles.id, id));
}

export async function deleteHelp(db: Executor, id: number) {
  await db.delete(helpArticles).where(eq(helpArticles.id, id));
}
