import { and, asc, gt, inArray, max, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rowsOf } from '../../../kernel';
import { missionCatalogChanges, missions } from '../../../db/schema/index';
import type { CatalogRow } from './mission-catalog';

/** The columns the catalog keeps of a mission. */
export const catalogRowColumns = {
  id: missions.id,
  status: missions.status,
  missionType: missions.missionType,
  districtPath: missions.districtPath,
  subject: missions.subject,
  labels: missions.labels,
  latitude: missions.latitude,
  longitude: missions.longitude,
  serviceStart: missions.serviceStart,
  serviceEnd: missions.serviceEnd,
  publishedAt: missions.publishedAt,
};

/** The planner's count of missions (no scan): whether a first load is worth waiting for. */
export async function estimatedMissions(db: Executor): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select reltuples::float8 as n from pg_class where relname = 'missions'`,
  );
  return Number(row?.n ?? 0);
}

/** The change log's last sequence number (0 when empty). */
export async function lastChange(db: Executor): Promise<number> {
  const [head] = await db
    .select({ seq: max(missionCatalogChanges.seq) })
    .from(missionCatalogChanges);
  return Number(head?.seq ?? 0);
}

/** Listed missions after `after`, by id: one batch of the first load. */
export function listedAfter(db: Executor, after: number, limit: number): Promise<CatalogRow[]> {
  return db
    .select(catalogRowColumns)
    .from(missions)
    .where(and(gt(missions.id, after), inArray(missions.status, ['published', 'closed'])))
    .orderBy(asc(missions.id))
    .limit(limit);
}

/** Changes after `after`, and those of `gaps` that have appeared since. */
export function changesAfter(db: Executor, after: number, gaps: number[], limit: number) {
  const newer = gt(missionCatalogChanges.seq, after);
  return db
    .select({ seq: missionCatalogChanges.seq, missionId: missionCatalogChanges.missionId })
    .from(missionCatalogChanges)
    .where(gaps.length ? or(newer, inArray(missionCatalogChanges.seq, gaps)) : newer)
    .orderBy(asc(missionCatalogChanges.seq))
    .limit(limit);
}

/** The missions as they are now, listed or not; an id missing from the answer is gone. */
export function catalogRows(db: Executor, ids: number[]): Promise<CatalogRow[]> {
  return db.select(catalogRowColumns).from(missions).where(inArray(missions.id, ids));
}

/** Forgets changes older than an hour: every running catalog has read them long since. */
export async function pruneCatalogChanges(db: Executor) {
  await db
    .delete(missionCatalogChanges)
    .where(sql`${missionCatalogChanges.changedAt} < now() - interval '1 hour'`);
}
