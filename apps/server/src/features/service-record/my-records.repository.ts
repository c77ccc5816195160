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
 * 服务记录 in one statement: the filter's count and minute totals joined to its page, so a
 * request is one round trip and one pooled connection (two in parallel doubled the waits for
 * the pool under load). Prepared once per shape of the filter and connection (lib/prepared.ts).
 * The page is read backwards along (volunteer_id, occurred_at, id), so a long history is never
 * sorted; the totals read the same index range.
 */
function preparedRecords(db: Executor, f: MyRecordFilter) {
  const byYear = f.from !== undefined && f.to !== undefined;
  const byKind = f.kind !== undefined;
  const name = `my_records1${byYear ? '_year' : ''}${byKind ? '_kind' : ''}`;
  return preparedOn(db, name, (d) => {
    const condition = and(
      eq(serviceRecords.volunteerId, sql.placeholder('volunteerId')),
      byYear ? gte(serviceRecords.occurredAt, sql.placeholder('from')) : undefined,
      byYear ? lt(serviceRecords.occurredAt, sql.placeholder('to')) : undefined,
      byKind ? eq(serviceRecords.kind, sql.placeholder('kind')) : undefined,
    );
    const sums = d
      .select({
        total: sql<number>`count(*)::int`.as('total'),
        finalMinutes:
          sql<number>`coalesce(sum(${serviceRecords.minutes}) filter (where ${serviceRecords.state} = 'final'), 0)::int`.as(
            'final_minutes',
          ),
        publicityMinutes:
          sql<number>`coalesce(sum(${serviceRecords.minutes}) filter (where ${serviceRecords.state} in ('publicity', 'objected')), 0)::int`.as(
            'publicity_minutes',
          ),
      })
      .from(serviceRecords)
      .where(condition)
      .as('sums');
    const page = d
      .select({
        id: serviceRecords.id,
        kind: serviceRecords.kind,
        missionId: serviceRecords.missionId,
        timeId: serviceRecords.timeId,
        minutes: serviceRecords.minutes,
        state: serviceRecords.state,
        occurredAt: serviceRecords.occurredAt,
        publicityEndsAt: serviceRecords.publicityEndsAt,
        finalAt: serviceRecords.finalAt,
        subject: sql<string>`coalesce(${missions.subject}, ${serviceRecords.title}, '')`.as(
          'subject',
        ),
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
      .as('page');
    // The totals row always comes back; past the last page its record columns are null.
    return d
      .select({
        sums: {
          total: sums.total,
          finalMinutes: sums.finalMinutes,
          publicityMinutes: sums.publicityMinutes,
        },
        record: {
          id: page.id,
          kind: page.kind,
          missionId: page.missionId,
          timeId: page.timeId,
          minutes: page.minutes,
          state: page.state,
          occurredAt: page.occurredAt,
          publicityEndsAt: page.publicityEndsAt,
          finalAt: page.finalAt,
          subject: page.subject,
          shiftStart: page.shiftStart,
          shiftEnd: page.shiftEnd,
          districtName: page.districtName,
        },
      })
      .from(sums)
      .leftJoin(page, sql`true`)
      .orderBy(desc(page.occurredAt), desc(page.id))
      .prepare(name);
  });
}

export async function findMyRecords(
  db: Executor,
  f: MyRecordFilter,
  limit: number,
  offset: number,
) {
  const rows = await preparedRecords(db, f).execute({
    volunteerId: f.volunteerId,
    from: f.from?.toISOString(),
    to: f.to?.toISOString(),
    kind: f.kind,
    limit,
    offset,
  });
  const sums = rows[0]?.sums ?? { total: 0, finalMinutes: 0, publicityMinutes: 0 };
  return { sums, records: rows.flatMap((r) => (r.record ? [r.record] : [])) };
}
