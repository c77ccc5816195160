import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { districts, missions, serviceRecords, volunteers } from '../../db/schema/index';

const underNotice = inArray(serviceRecords.state, ['publicity', 'objected']);

/** Missions with hours under notice, the latest-ending first; the total rides as a window count. */
export async function findPublicityMissions(db: Executor, limit: number, offset: number) {
  const endsAt = sql<Date>`max(${serviceRecords.publicityEndsAt})`;
  return db
    .select({
      missionId: missions.id,
      subject: missions.subject,
      districtName: districts.name,
      people: sql<number>`count(distinct ${serviceRecords.volunteerId})::int`,
      totalMinutes: sql<number>`sum(${serviceRecords.minutes})::int`,
      endsAtMs: sql<number>`(extract(epoch from max(${serviceRecords.publicityEndsAt})) * 1000)::float8`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(serviceRecords)
    .innerJoin(missions, eq(missions.id, serviceRecords.missionId))
    .innerJoin(districts, eq(districts.id, missions.districtId))
    .where(and(underNotice, isNotNull(serviceRecords.missionId)))
    .groupBy(missions.id, missions.subject, districts.name)
    .orderBy(desc(endsAt), desc(missions.id))
    .limit(limit)
    .offset(offset);
}

export async function findPublicityRecords(
  db: Executor,
  missionId: number,
  limit: number,
  offset: number,
) {
  return db
    .select({
      id: serviceRecords.id,
      name: volunteers.name,
      minutes: serviceRecords.minutes,
      state: serviceRecords.state,
      occurredAt: serviceRecords.occurredAt,
      publicityEndsAt: serviceRecords.publicityEndsAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(serviceRecords)
    .innerJoin(volunteers, eq(volunteers.id, serviceRecords.volunteerId))
    .where(and(eq(serviceRecords.missionId, missionId), underNotice))
    .orderBy(asc(serviceRecords.id))
    .limit(limit)
    .offset(offset);
}

export async function findMissionWithDistrict(db: Executor, missionId: number) {
  const [row] = await db
    .select({ mission: missions, districtName: districts.name })
    .from(missions)
    .innerJoin(districts, eq(districts.id, missions.districtId))
    .where(eq(missions.id, missionId))
    .limit(1);
  return row ?? null;
}
