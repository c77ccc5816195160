import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { districts, missionTimes, missions, serviceRecords } from '../../db/schema/index';

export interface MyRecordFilter {
  volunteerId: number;
  from?: Date;
  to?: Date;
  kind?: string;
}

const conditionOf = (f: MyRecordFilter): SQL =>
  and(
    eq(serviceRecords.volunteerId, f.volunteerId),
    f.from ? gte(serviceRecords.occurredAt, f.from) : undefined,
    f.to ? lt(serviceRecords.occurredAt, f.to) : undefined,
    f.kind ? eq(serviceRecords.kind, f.kind) : undefined,
  )!;

export async function findMyRecordPage(
  db: Executor,
  f: MyRecordFilter,
  limit: number,
  offset: number,
) {
  return db
    .select({
      record: serviceRecords,
      subject: sql<string>`coalesce(${missions.subject}, ${serviceRecords.title}, '')`,
      shiftStart: missionTimes.startTime,
      shiftEnd: missionTimes.endTime,
      districtName: districts.name,
    })
    .from(serviceRecords)
    .innerJoin(districts, eq(districts.id, serviceRecords.districtId))
    .leftJoin(missions, eq(missions.id, serviceRecords.missionId))
    .leftJoin(missionTimes, eq(missionTimes.id, serviceRecords.timeId))
    .where(conditionOf(f))
    .orderBy(desc(serviceRecords.occurredAt), desc(serviceRecords.id))
    .limit(limit)
    .offset(offset);
}

/** Count and minute totals over the same filter, from the volunteer's own index range. */
export async function sumMyRecords(db: Executor, f: MyRecordFilter) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      finalMinutes: sql<number>`coalesce(sum(${serviceRecords.minutes}) filter (where ${serviceRecords.state} = 'final'), 0)::int`,
      publicityMinutes: sql<number>`coalesce(sum(${serviceRecords.minutes}) filter (where ${serviceRecords.state} in ('publicity', 'objected')), 0)::int`,
    })
    .from(serviceRecords)
    .where(conditionOf(f));
  return row!;
}
