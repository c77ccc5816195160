import { and, desc, eq, isNotNull, isNull, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  attendances,
  districts,
  evaluations,
  missionApplications,
  missionTimes,
  missions,
  volunteers,
} from '../../db/schema/index';

export type Direction = 'mission' | 'volunteer';

/** The application with what the rules need: its shift's attendance and the mission's scope. */
export async function findApplicationForEvaluation(db: Executor, applicationId: number) {
  const [row] = await db
    .select({
      id: missionApplications.id,
      volunteerId: missionApplications.volunteerId,
      missionId: missionApplications.missionId,
      timeId: missionApplications.timeId,
      state: missionApplications.state,
      districtPath: missions.districtPath,
      signOutAt: attendances.signOutAt,
    })
    .from(missionApplications)
    .innerJoin(missions, eq(missions.id, missionApplications.missionId))
    .leftJoin(
      attendances,
      and(
        eq(attendances.timeId, missionApplications.timeId),
        eq(attendances.volunteerId, missionApplications.volunteerId),
      ),
    )
    .where(eq(missionApplications.id, applicationId))
    .limit(1);
  return row ?? null;
}

/** Inserts unless this application already holds a rating in this direction; null then. */
export async function insertEvaluation(db: Executor, values: typeof evaluations.$inferInsert) {
  const [row] = await db
    .insert(evaluations)
    .values(values)
    .onConflictDoNothing({ target: [evaluations.applicationId, evaluations.direction] })
    .returning();
  return row ?? null;
}

const ofDirection = (table: typeof evaluations, direction: Direction) =>
  and(eq(table.applicationId, missionApplications.id), eq(table.direction, direction));

/** The attendance of an application: same shift, same volunteer (one row at most). */
const attendanceOfApplication = and(
  eq(attendances.timeId, missionApplications.timeId),
  eq(attendances.volunteerId, missionApplications.volunteerId),
);

const count = sql<number>`count(*)::int`;

/** The volunteer's signed-out shifts, newest first, with their rating of the mission if given. */
export async function findSignedOutPage(
  db: Executor,
  volunteerId: number,
  q: { state?: 'pending' | 'done'; pageIndex: number; pageSize: number },
) {
  const where = and(
    eq(missionApplications.volunteerId, volunteerId),
    eq(missionApplications.state, 'accepted'),
    isNotNull(attendances.signOutAt),
    q.state === 'pending'
      ? isNull(evaluations.id)
      : q.state === 'done'
        ? isNotNull(evaluations.id)
        : undefined,
  );
  const list = await db
    .select({
      applicationId: missionApplications.id,
      missionId: missionApplications.missionId,
      subject: missions.subject,
      districtName: districts.name,
      startTime: missionTimes.startTime,
      endTime: missionTimes.endTime,
      signOutAt: attendances.signOutAt,
      score: evaluations.rating,
      content: evaluations.content,
      ratedAt: evaluations.createdAt,
    })
    .from(missionApplications)
    .innerJoin(attendances, attendanceOfApplication)
    .leftJoin(evaluations, ofDirection(evaluations, 'mission'))
    .innerJoin(missions, eq(missions.id, missionApplications.missionId))
    .innerJoin(districts, eq(districts.id, missions.districtId))
    .innerJoin(missionTimes, eq(missionTimes.id, missionApplications.timeId))
    .where(where)
    .orderBy(desc(attendances.signOutAt), desc(missionApplications.id))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  const [total] = await db
    .select({ n: count })
    .from(missionApplications)
    .innerJoin(attendances, attendanceOfApplication)
    .leftJoin(evaluations, ofDirection(evaluations, 'mission'))
    .where(where);
  return { list, total: Number(total?.n ?? 0) };
}

/** Organisers' ratings of the volunteer, newest first. */
export async function findReceivedPage(
  db: Executor,
  volunteerId: number,
  q: { pageIndex: number; pageSize: number },
) {
  const where = and(
    eq(evaluations.volunteerId, volunteerId),
    eq(evaluations.direction, 'volunteer'),
  );
  const list = await db
    .select({
      missionId: evaluations.missionId,
      subject: missions.subject,
      districtName: districts.name,
      startTime: missionTimes.startTime,
      score: evaluations.rating,
      content: evaluations.content,
      createdAt: evaluations.createdAt,
    })
    .from(evaluations)
    .innerJoin(missions, eq(missions.id, evaluations.missionId))
    .innerJoin(districts, eq(districts.id, missions.districtId))
    .innerJoin(missionTimes, eq(missionTimes.id, evaluations.timeId))
    .where(where)
    .orderBy(desc(evaluations.id))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  const [total] = await db.select({ n: count }).from(evaluations).where(where);
  return { list, total: Number(total?.n ?? 0) };
}

/** The mission's signed-out volunteers with both ratings, for the organiser. */
export async function findMissionRowsPage(
  db: Executor,
  missionId: number,
  q: { pageIndex: number; pageSize: number },
) {
  const byOrg = alias(evaluations, 'by_org');
  const byVolunteer = alias(evaluations, 'by_volunteer');
  const where = and(
    eq(missionApplications.missionId, missionId),
    eq(missionApplications.state, 'accepted'),
    isNotNull(attendances.signOutAt),
  );
  const list = await db
    .select({
      applicationId: missionApplications.id,
      volunteerName: volunteers.name,
      volunteerNo: volunteers.volunteerNo,
      startTime: missionTimes.startTime,
      signOutAt: attendances.signOutAt,
      orgScore: byOrg.rating,
      orgContent: byOrg.content,
      orgAt: byOrg.createdAt,
      volScore: byVolunteer.rating,
      volContent: byVolunteer.content,
      volAt: byVolunteer.createdAt,
    })
    .from(missionApplications)
    .innerJoin(attendances, attendanceOfApplication)
    .innerJoin(volunteers, eq(volunteers.id, missionApplications.volunteerId))
    .innerJoin(missionTimes, eq(missionTimes.id, missionApplications.timeId))
    .leftJoin(
      byOrg,
      and(eq(byOrg.applicationId, missionApplications.id), eq(byOrg.direction, 'volunteer')),
    )
    .leftJoin(
      byVolunteer,
      and(
        eq(byVolunteer.applicationId, missionApplications.id),
        eq(byVolunteer.direction, 'mission'),
      ),
    )
    .where(where)
    .orderBy(desc(missionTimes.startTime), desc(missionApplications.id))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  const [total] = await db
    .select({ n: count })
    .from(missionApplications)
    .innerJoin(attendances, attendanceOfApplication)
    .where(where);
  return { list, total: Number(total?.n ?? 0) };
}

/** Average of the volunteers' ratings of a mission, read from its index alone. */
/**
 * A mission's rating as two scalar subqueries over evaluations_mission_idx, for a query that
 * already reads the mission row: the detail page then needs no round trip of its own for it.
 * The id is a value or a placeholder, not a column: Drizzle writes a single-table query's
 * columns without their table, and `id` inside the subquery would then mean evaluations.id.
 */
export const missionRatingColumns = (missionId: number | Placeholder) => ({
  ratingAverage: sql<string | null>`(select round(avg(${evaluations.rating}), 1) from ${evaluations}
    where ${evaluations.missionId} = ${missionId} and ${evaluations.direction} = 'mission')`,
  ratingCount: sql<number>`(select count(*)::int from ${evaluations}
    where ${evaluations.missionId} = ${missionId} and ${evaluations.direction} = 'mission')`,
});

export const toMissionRating = (row: { ratingAverage: string | null; ratingCount: number }) => ({
  average: row.ratingAverage === null ? null : Number(row.ratingAverage),
  count: Number(row.ratingCount),
});

export async function findMissionPath(db: Executor, missionId: number) {
  const [row] = await db
    .select({ path: missions.districtPath })
    .from(missions)
    .where(eq(missions.id, missionId))
    .limit(1);
  return row?.path ?? null;
}
