import { and, asc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { districts } from '../../db/schema/index';
import { containsPattern } from '../../kernel';

const parent = alias(districts, 'parent');

/**
 * Public missions of the node's subtree. A path range (`~>=~` / `~<~`, the text_pattern_ops
 * operators) rather than `like path || '%'`, so each count is an index range scan.
 */
const publicMissionCount = sql<number>`(select count(*)::int from missions m
  where m.district_path ~>=~ ${districts.path} and m.district_path ~<~ (${districts.path} || '~')
  and m.status in ('published', 'closed'))`;

export async function findOrgPage(
  db: Executor,
  q: { keyword?: string; pageIndex: number; pageSize: number },
  under?: { id: number; path: string },
) {
  const condition = and(
    eq(districts.status, 'active'),
    q.keyword ? ilike(districts.name, containsPattern(q.keyword)) : undefined,
    under
      ? and(
          sql`${districts.path} ~>=~ ${under.path} and ${districts.path} ~<~ ${`${under.path}~`}`,
          ne(districts.id, under.id),
        )
      : undefined,
  );
  const [list, [total]] = await Promise.all([
    db
      .select({
        id: districts.id,
        name: districts.name,
        level: districts.level,
        path: districts.path,
        parentName: parent.name,
        missionCount: publicMissionCount,
      })
      .from(districts)
      .leftJoin(parent, eq(parent.id, districts.parentId))
      .where(condition)
      // Federations before organisations; an exact name first of all.
      .orderBy(
        sql`(${districts.name} = ${q.keyword ?? ''}) desc`,
        asc(districts.level),
        asc(districts.id),
      )
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(districts)
      .where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Children of a node (the roots when `parentId` is null), each saying whether it has any. */
export async function findChildren(db: Executor, parentId: number | null) {
  return (
    db
      .select({
        id: districts.id,
        name: districts.name,
        level: districts.level,
        // Spelled out: in a one-table select drizzle leaves columns unqualified, and a bare "id"
        // inside the subquery would mean the child's.
        hasChildren: sql<boolean>`exists (select 1 from districts c
        where c.parent_id = "districts"."id" and c.status = 'active')`,
      })
      .from(districts)
      .where(
        and(
          parentId === null ? isNull(districts.parentId) : eq(districts.parentId, parentId),
          eq(districts.status, 'active'),
        ),
      )
      // Registration order: the tree is loaded in the official order (广州, 深圳, 珠海, …), which
      // people expect; sorting Chinese names by code point would scatter the cities.
      .orderBy(asc(districts.id))
      .limit(2000)
  );
}
