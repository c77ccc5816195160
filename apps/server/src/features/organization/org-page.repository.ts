import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { districts, missions, serviceRecords, volunteerDistricts } from '../../db/schema/index';

/** Members of each node (volunteers who belong to it directly). */
export async function countMembers(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: volunteerDistricts.districtId, n: sql<number>`count(*)::int` })
    .from(volunteerDistricts)
    .where(inArray(volunteerDistricts.districtId, ids))
    .groupBy(volunteerDistricts.districtId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * Volunteers whose main organisation is the node or any node below it: a federation's page
 * counts the volunteers of its whole area, each once. A scan of the area's memberships, read
 * through a cache by the service.
 */
export async function countAreaMembers(db: Executor, path: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(volunteerDistricts)
    .innerJoin(districts, eq(districts.id, volunteerDistricts.districtId))
    .where(
      and(
        eq(volunteerDistricts.isMain, true),
        sql`${districts.path} ~>=~ ${path} and ${districts.path} ~<~ ${`${path}~`}`,
      ),
    );
  return row?.n ?? 0;
}

/** Public missions of the subtree, as the organisation list counts them. */
export async function countPublicMissions(db: Executor, path: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(missions)
    .where(
      and(
        sql`${missions.districtPath} ~>=~ ${path} and ${missions.districtPath} ~<~ ${`${path}~`}`,
        inArray(missions.status, ['published', 'closed']),
      ),
    );
  return row?.n ?? 0;
}

export async function countActiveChildren(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(districts)
    .where(and(eq(districts.parentId, id), eq(districts.status, 'active')));
  return row?.n ?? 0;
}

/**
 * Final service minutes credited by the node and every node below it: a federation's page shows
 * the work of its whole area. Read through a short cache by the service (one sum per node).
 */
export async function sumFinalServiceMinutes(db: Executor, path: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${serviceRecords.minutes}), 0)::bigint` })
    .from(serviceRecords)
    .innerJoin(districts, eq(districts.id, serviceRecords.districtId))
    .where(
      and(
        sql`${districts.path} ~>=~ ${path} and ${districts.path} ~<~ ${`${path}~`}`,
        eq(serviceRecords.kind, 'service'),
        eq(serviceRecords.state, 'final'),
      ),
    );
  return Number(row?.n ?? 0);
}
