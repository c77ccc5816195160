import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { missionTimes, type MissionTimeRow } from '../../db/schema/index';

export async function findTimesOfMission(db: Executor, missionId: number) {
  return db
    .select()
    .from(missionTimes)
    .where(eq(missionTimes.missionId, missionId))
    .orderBy(asc(missionTimes.startTime), asc(missionTimes.id));
}

export async function findTimesPage(
  db: Executor,
  missionId: number,
  page: { pageIndex: number; pageSize: number },
) {
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(missionTimes)
      .where(eq(missionTimes.missionId, missionId))
      .orderBy(asc(missionTimes.startTime), asc(missionTimes.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(missionTimes).where(eq(missionTimes.missionId, missionId)),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** The shift row locked for this transaction: its counters are the truth about places. */
export async function lockTime(db: Executor, id: number): Promise<MissionTimeRow | null> {
  const [row] = await db.select().from(missionTimes).where(eq(missionTimes.id, id)).for('update');
  return row ?? null;
}

/** Several shifts locked in id order, so two transactions never wait on each other in a cycle. */
export async function lockTimes(db: Executor, ids: number[]): Promise<MissionTimeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(missionTimes)
    .where(inArray(missionTimes.id, ids))
    .orderBy(asc(missionTimes.id))
    .for('update');
}

export async function addTimeCounters(
  db: Executor,
  id: number,
  delta: { held?: number; waitlist?: number },
) {
  await db
    .update(missionTimes)
    .set({
      heldCount: sql`${missionTimes.heldCount} + ${delta.held ?? 0}`,
      waitlistCount: sql`${missionTimes.waitlistCount} + ${delta.waitlist ?? 0}`,
    })
    .where(eq(missionTimes.id, id));
}

export async function resetTimeCounters(db: Executor, missionId: number) {
  await db
    .update(missionTimes)
    .set({ heldCount: 0, waitlistCount: 0 })
    .where(eq(missionTimes.missionId, missionId));
}

export async function insertTimes(db: Executor, values: (typeof missionTimes.$inferInsert)[]) {
  if (values.length === 0) return;
  await db.insert(missionTimes).values(values);
}

export async function updateTime(
  db: Executor,
  id: number,
  values: Pick<MissionTimeRow, 'startTime' | 'endTime' | 'quota' | 'creditMinutes'>,
) {
  await db.update(missionTimes).set(values).where(eq(missionTimes.id, id));
}

export async function deleteTimes(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(missionTimes).where(inArray(missionTimes.id, ids));
}
