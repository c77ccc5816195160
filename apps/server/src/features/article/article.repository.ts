import { and, asc, desc, eq, gt, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { articles, districts, missions } from '../../db/schema/index';
import { clock, containsPattern } from '../../kernel';

export interface ArticleFilter {
  category?: string;
  kind?: 'article' | 'summary';
  keyword?: string;
  status?: 'draft' | 'published';
  /** The console's scope: articles of this subtree only. */
  underPath?: string;
}

const listColumns = {
  id: articles.id,
  kind: articles.kind,
  category: articles.category,
  title: articles.title,
  digest: articles.digest,
  cover: articles.cover,
  source: articles.source,
  status: articles.status,
  publishTime: articles.publishTime,
  viewCount: articles.viewCount,
  updatedAt: articles.updatedAt,
  publisher: districts.name,
};

function conditionOf(f: ArticleFilter): SQL | undefined {
  return and(
    f.status ? eq(articles.status, f.status) : undefined,
    f.category ? eq(articles.category, f.category) : undefined,
    f.kind ? eq(articles.kind, f.kind) : undefined,
    f.keyword ? ilike(articles.title, containsPattern(f.keyword)) : undefined,
    f.underPath
      ? sql`${districts.path} ~>=~ ${f.underPath} and ${districts.path} ~<~ ${`${f.underPath}~`}`
      : undefined,
  );
}

/** Published lists read newest first; the console reads what was touched last first. */
export async function findArticlePage(
  db: Executor,
  f: ArticleFilter,
  page: { pageIndex: number; pageSize: number },
  order: 'published' | 'updated',
) {
  const where = conditionOf(f);
  const orderBy =
    order === 'published'
      ? [desc(articles.publishTime), desc(articles.id)]
      : [desc(articles.updatedAt), desc(articles.id)];
  const [list, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(articles)
      .innerJoin(districts, eq(districts.id, articles.districtId))
      .where(where)
      .orderBy(...orderBy)
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .innerJoin(districts, eq(districts.id, articles.districtId))
      .where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findHotArticles(db: Executor, limit: number) {
  return db
    .select(listColumns)
    .from(articles)
    .innerJoin(districts, eq(districts.id, articles.districtId))
    .where(and(eq(articles.status, 'published'), eq(articles.kind, 'article')))
    .orderBy(desc(articles.viewCount), desc(articles.id))
    .limit(limit);
}

export async function findArticleById(db: Executor, id: number) {
  const [row] = await db
    .select({
      article: articles,
      publisher: districts.name,
      districtPath: districts.path,
      missionSubject: missions.subject,
    })
    .from(articles)
    .innerJoin(districts, eq(districts.id, articles.districtId))
    .leftJoin(missions, eq(missions.id, articles.missionId))
    .where(eq(articles.id, id))
    .limit(1);
  return row ?? null;
}

/** Counts a read and answers the new count; only published articles are counted. */
export async function bumpViewCount(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .update(articles)
    .set({ viewCount: sql`${articles.viewCount} + 1` })
    .where(and(eq(articles.id, id), eq(articles.status, 'published')))
    .returning({ viewCount: articles.viewCount });
  return row?.viewCount ?? null;
}

/** The published neighbours of the same kind, in list order (newer = previous). */
export async function findNeighbours(
  db: Executor,
  a: { id: number; kind: string; publishTime: Date },
) {
  const base = and(
    eq(articles.status, 'published'),
    eq(articles.kind, a.kind),
    ne(articles.id, a.id),
  );
  const newer = or(
    gt(articles.publishTime, a.publishTime),
    and(eq(articles.publishTime, a.publishTime), gt(articles.id, a.id)),
  );
  const older = or(
    lt(articles.publishTime, a.publishTime),
    and(eq(articles.publishTime, a.publishTime), lt(articles.id, a.id)),
  );
  const pick = { id: articles.id, title: articles.title };
  const [[previous], [next]] = await Promise.all([
    db
      .select(pick)
      .from(articles)
      .where(and(base, newer))
      .orderBy(asc(articles.publishTime), asc(articles.id))
      .limit(1),
    db
      .select(pick)
      .from(articles)
      .where(and(base, older))
      .orderBy(desc(articles.publishTime), desc(articles.id))
      .limit(1),
  ]);
  return { previous: previous ?? null, next: next ?? null };
}

export type ArticleInsert = typeof articles.$inferInsert;

export async function insertArticle(db: Executor, values: ArticleInsert) {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  return row!.id;
}

export async function updateArticle(db: Executor, id: number, values: Partial<ArticleInsert>) {
  await db
    .update(articles)
    .set({ ...values, updatedAt: clock.now() })
    .where(eq(articles.id, id));
}

export async function deleteArticle(db: Executor, id: number) {
  await db.delete(articles).where(eq(articles.id, id));
}

/** A mission's id and its organisation's path, to check an article may link to it. */
export async function findMissionPlace(db: Executor, missionId: number) {
  const [row] = await db
    .select({ id: missions.id, path: missions.districtPath })
    .from(missions)
    .where(eq(missions.id, missionId));
  return row ?? null;
}
