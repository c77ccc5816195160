// The generator loads with triggers off (session_replication_role = replica): the row triggers
// that keep Home's platform counters would otherwise run once per generated row, and a million
// volunteers took longer than everything else together. The counters are then set from the
// rows, as migration 0012 seeds them.

export async function recountPlatformCounters(db) {
  await db.query('begin');
  try {
    // The monthly rows reference volunteers that exist: no per-row foreign-key check needed.
    await db.query(`set local session_replication_role = replica`);
    await db.query('delete from platform_counters');
    await db.query(`insert into platform_counters (name, slot, value)
      select 'volunteers', 0, count(*) from volunteers
      union all select 'serviceMinutes', 0, coalesce(sum(service_minutes), 0) from volunteers
      union all select 'organisations', 0, count(*) from districts where level = 4 and status = 'active'
      union all select 'missions', 0, count(*) from missions where status in ('published', 'closed')`);
    await db.query('delete from volunteer_month_minutes');
    await db.query(`insert into volunteer_month_minutes (volunteer_id, month, minutes)
      select volunteer_id, to_char(final_at at time zone 'Asia/Shanghai', 'YYYYMM')::integer, sum(minutes)::integer
      from service_records
      where state = 'final' and kind <> 'training' and final_at is not null
      group by 1, 2`);
    await db.query('commit');
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
}
