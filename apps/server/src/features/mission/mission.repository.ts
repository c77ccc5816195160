import {
  and,
  arrayOverlaps,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  like,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FindMissionListQuery } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { preparedOn } from '../../lib/prepared';
import { districts, missions, type MissionRow } from '../../db/schema/index';
import { containsPattern, countUpToDepth } from '../../kernel';
import { keywordMatch } from './keyword-match.repository';

/**
 * A mission's columns for lists: all but the long texts (requirements, description), which a
 * list never shows and which are most of a row's bytes to read, send and parse.
 */
const {
  requirements: _requirements,
  description: _description,
  ...summaryColumns
} = getTableColumns(missions);
export const missionSummaryColumns = summaryColumns;

/** The mission row with its organisation's name; prepared, as the detail page reads it often. */
export async function findMissionById(db: Executor, id: number) {
  const query = preparedOn(db, 'mission_by_id', (d) =>
    d
      .select({ mission: missions, districtName: districts.name })
      .from(missions)
      .innerJoin(districts, eq(districts.id, missions.districtId))
      .where(eq(missions.id, sql.placeholder('id')))
      .limit(1)
      .prepare('mission_by_id'),
  );
  const [row] = await query.execute({ id });
  return row ?? null;
}

/** The node path a mission belongs to (its scope), without reading the rest of the row. */
export async function findMissionScope(db: Executor, id: number) {
  const query = preparedOn(db, 'mission_scope', (d) =>
    d
      .select({ districtPath: missions.districtPath })
      .from(missions)
      .where(eq(missions.id, sql.placeholder('id')))
      .limit(1)
      .prepare('mission_scope'),
  );
  const [row] = await query.execute({ id });
  return row ?? null;
}

/** Locks the mission row: every writer takes the mission first, then its shifts (no deadlocks). */
export async function lockMission(db: Executor, id: number): Promise<MissionRow | null> {
  const [row] = await db.select().from(missions).where(eq(missions.id, id)).for('update');
  return row ?? null;
}

export async function insertMission(db: Executor, values: typeof missions.$inferInsert) {
  const [row] = await db.insert(missions).values(values).returning();
  return row!;
}

export async function updateMission(
  db: Executor,
  id: number,
  values: Partial<typeof missions.$inferInsert>,
) {
  await db
    .update(missions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(missions.id, id));
}

export async function addAppliedCount(db: Executor, id: number, delta: number) {
  if (delta === 0) return;
  await db
    .update(missions)
    .set({ appliedCount: sql`${missions.appliedCount} + ${delta}` })
    .where(eq(missions.id, id));
}

/** The console list: missions under `scopePath`, filtered, newest first. */
export async function findManagePage(
  db: Executor,
  scopePath: string,
  q: FindMissionListQuery & { districtPath?: string },
) {
  const where: (SQL | undefined)[] = [
    like(missions.districtPath, `${q.districtPath ?? scopePath}%`),
    q.type ? eq(missions.status, q.type) : undefined,
    q.subject ? keywordMatch(q.subject, q.missionType, q.districtPath ?? scopePath) : undefined,
    q.missionId ? eq(missions.id, q.missionId) : undefined,
    q.selectedLabelIdList?.length
      ? arrayOverlaps(missions.labels, q.selectedLabelIdList)
      : undefined,
    q.contactName ? ilike(missions.contactName, containsPattern(q.contactName)) : undefined,
    q.contactPhone ? like(missions.contactPhone, containsPattern(q.contactPhone)) : undefined,
    q.missionType ? eq(missions.missionType, q.missionType) : undefined,
    q.serviceTimeType ? eq(missions.serviceTimeType, q.serviceTimeType) : undefined,
    // A date range selects missions whose service period overlaps it.
    q.beginDateInput ? gte(missions.serviceEnd, q.beginDateInput) : undefined,
    q.endDateInput
      ? lte(missions.serviceStart, new Date(q.endDateInput.getTime() + 86_400_000 - 1))
      : undefined,
  ];
  const condition = and(...where);
  const order = [desc(missions.createdAt), desc(missions.id)];
  // The page's ids from an index-only walk of missions_created_cover_idx, then their rows.
  const picked = db
    .select({ id: missions.id })
    .from(missions)
    .where(condition)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize)
    .as('picked');
  const [list, total] = await Promise.all([
    db
      .select({ mission: missionSummaryColumns, districtName: districts.name })
      .from(missions)
      .innerJoin(picked, eq(picked.id, missions.id))
      .innerJoin(districts, eq(districts.id, missions.districtId))
      .orderBy(...order),
    // Keyed by scope and filters, page aside: a province-wide total stays "1000+" a minute.
    countUpToDepth(
      db,
      missions,
      condition,
      JSON.stringify(['manage', scopePath, { ...q, pageIndex: 0 }]),
    ),
  ]);
  return { list, total };
}
