import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  attendanceCorrections,
  attendances,
  missionApplications as apps,
  missionTimes,
  missions,
  volunteers,
  type AttendanceRow,
  type MissionRow,
  type MissionTimeRow,
} from '../../db/schema/index';
import { clock } from '../../kernel';

export interface ShiftContext {
  mission: MissionRow;
  time: MissionTimeRow;
}

/**
 * The shift with its mission, the mission key-share locked: every writer of an application's
 * state holds the mission FOR UPDATE, so an acceptance read after this lock stays true until
 * commit, while scans of the same mission do not wait on one another.
 */
export async function lockShiftContext(tx: Executor, timeId: number): Promise<ShiftContext | null> {
  const [time] = await tx.select().from(missionTimes).where(eq(missionTimes.id, timeId)).limit(1);
  if (!time) return null;
  const [mission] = await tx
    .select()
    .from(missions)
    .where(eq(missions.id, time.missionId))
    .for('key share');
  return mission ? { mission, time } : null;
}

export async function findShiftContext(db: Executor, timeId: number): Promise<ShiftContext | null> {
  const [row] = await db
    .select({ mission: missions, time: missionTimes })
    .from(missionTimes)
    .innerJoin(missions, eq(missions.id, missionTimes.missionId))
    .where(eq(missionTimes.id, timeId))
    .limit(1);
  return row ?? null;
}

export async function isAccepted(db: Executor, timeId: number, volunteerId: number) {
  const [row] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(
      and(eq(apps.timeId, timeId), eq(apps.volunteerId, volunteerId), eq(apps.state, 'accepted')),
    )
    .limit(1);
  return !!row;
}

/** Inserts the sign-in; null when this volunteer already has one for the shift. */
export async function insertSignIn(
  tx: Executor,
  values: typeof attendances.$inferInsert,
): Promise<AttendanceRow | null> {
  const [row] = await tx.insert(attendances).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function lockAttendanceOf(tx: Executor, timeId: number, volunteerId: number) {
  const [row] = await tx
    .select()
    .from(attendances)
    .where(and(eq(attendances.timeId, timeId), eq(attendances.volunteerId, volunteerId)))
    .for('update');
  return row ?? null;
}

export async function lockAttendance(tx: Executor, id: number) {
  const [row] = await tx.select().from(attendances).where(eq(attendances.id, id)).for('update');
  return row ?? null;
}

export async function findAttendance(db: Executor, id: number) {
  const [row] = await db.select().from(attendances).where(eq(attendances.id, id)).limit(1);
  return row ?? null;
}

export async function updateAttendance(
  tx: Executor,
  id: number,
  values: Partial<typeof attendances.$inferInsert>,
): Promise<AttendanceRow> {
  const [row] = await tx
    .update(attendances)
    .set({ ...values, updatedAt: clock.now() })
    .where(eq(attendances.id, id))
    .returning();
  return row!;
}

export async function insertCorrection(
  tx: Executor,
  values: typeof attendanceCorrections.$inferInsert,
) {
  await tx.insert(attendanceCorrections).values(values);
}

/** The accepted application by id with its shift, for the organiser's manual sign-in. */
export async function findApplicationShift(db: Executor, applicationId: number) {
  const [row] = await db
    .select({ application: apps, districtPath: missions.districtPath })
    .from(apps)
    .innerJoin(missions, eq(missions.id, apps.missionId))
    .where(eq(apps.id, applicationId))
    .limit(1);
  return row ?? null;
}

/** The volunteer's name, for the audit entry of an organiser's attendance entry. */
export async function findVolunteerName(db: Executor, volunteerId: number) {
  const [row] = await db
    .select({ name: volunteers.name })
    .from(volunteers)
    .where(eq(volunteers.id, volunteerId))
    .limit(1);
  return row?.name ?? '';
}
