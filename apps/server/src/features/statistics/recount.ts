import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

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
