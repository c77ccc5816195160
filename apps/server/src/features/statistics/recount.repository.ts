import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';

/**
 * Sets every platform counter to what its rows say, for data written with triggers off
 * (bulk loads under `session_replication_role = replica`, restores). The table lock makes
 * concurrent writers wait, so no bump lands between the count and the write.
 */
export async function recountPlatformCounters(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table platform_counters in exclusive mode`);
    await tx.execute(sql`delete from platform_counters`);
    await tx.execute(sql`insert into platform_counters (name, slot, value)
      select 'volunteers', 0, count(*) from volunteers
      union all select 'serviceMinutes', 0, coalesce(sum(service_minutes), 0) from volunteers
      union all select 'organisations', 0, count(*) from districts where level = 4 and status = 'active'
      union all select 'missions', 0, count(*) from missions where status in ('published', 'closed')`);
  });
}

/**
 * Sets these volunteers' monthly figures to their final service records, by the China-time
 * month each service was given: for rows written outside the finalisation job (the demo seed's
 * history, restores). The caller holds the volunteers (the seed's advisory lock).
 */
export async function recountMonthMinutes(tx: Executor, volunteerIds: number[]): Promise<void> {
  if (volunteerIds.length === 0) return;
  const ids = sql.join(
    volunteerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`delete from volunteer_month_minutes where volunteer_id in (${ids})`);
  await tx.execute(sql`insert into volunteer_month_minutes (volunteer_id, month, minutes)
    select volunteer_id, to_char(occurred_at at time zone 'Asia/Shanghai', 'YYYYMM')::integer,
      sum(minutes)::integer
    from service_records
    where state = 'final' and kind <> 'training' and volunteer_id in (${ids})
    group by 1, 2 having sum(minutes) > 0`);
}
