import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { districts, missionTimes, missions, serviceRecords } from '../../db/schema/index';
import { preparedOn } from '../../lib/prepared';

export interface MyRecordFilter {
  volunteerId: number;
  from?: Date;
  to?: Date;
  kind?: string;
}

/**
 * One pair of prepared statements (page, sums) per shape of the filter: planned once per
 * connection instead of on every 服务记录 request (lib/prepared.ts). The page is read
 * backwards along (volunteer_id, occurred_at, id), so a long history is never sorted.
 */
function preparedRecords(db: Executor, f: MyRecordFilter) {
  const byYear = f.from !== undefined && f.to !== undefined;
  const byKind = f.kind !== undefined;
  const name = `my_records${byYear ? '_year' : ''}${byKind ? '_kind' : ''}`;
  return preparedOn(db, name, (d) => {
    const condition = and(
      eq(serviceRecords.volunteerId, sql.placeholder('volunteerId')),
      byYear ? gte(serviceRecords.occurredAt, sql.placeholder('from')) : undefined,
      byYear ? lt(serviceRecords.occurredAt, sql.placeholder('to')) : undefined,
      byKind ? eq(serviceRecords.kind, sql.placeholder('kind')) : undefined,
    );
    return {
      page: d
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
        .where(condition)
        .orderBy(desc(serviceRecords.occurredAt), desc(serviceRecords.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
      sums: d
        .select({
          total: sql<number>`count(*)::int`,
          finalMinutes: sql<number>`coalesce(sum(${serviceRecords.minutes}) filter (where ${serviceRecords.state} = 'final'), 0)::int`,
          publicityMinutes: sql<number>`coalesce(sum(${serviceRecords.minutes}) filter (where ${serviceRecords.state} in ('publicity', 'objected')), 0)::int`,
        })
        .from(serviceRecords)
        .where(condition)
        .prepare(`${name}_sums`),
    };
  });
}

const valuesOf = (f: MyRecordFilter) => ({
  volunteerId: f.volunteerId,
  from: f.from?.toISOString(),
  to: f.to?.toISOString(),
  kind: f.kind,
});

export async function findMyRecordPage(
  db: Executor,
  f: MyRecordFilter,
  limit: number,
  offset: number,
) {
  return preparedRecords(db, f).page.execute({ ...valuesOf(f), limit, offset });
}

/** Count and minute totals over the same filter, from the volunteer's own index range. */
export async function sumMyRecords(db: Executor, f: MyRecordFilter) {
  const [row] = await preparedRecords(db, f).sums.execute(valuesOf(f));
  return row!;
}
