import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { platformCounters } from '../../db/schema/home';

/**
 * The platform figures are kept by database triggers (migration 0012) on `volunteers`,
 * `districts` and `missions`, in the transaction that writes those rows, so every feature that
 * registers a volunteer, approves an organisation, publishes a mission or credits minutes keeps
 * them right without calling anything. `bumpCounter` is for a figure with no row behind it.
 */
export type CounterName = 'volunteers' | 'organisations' | 'missions' | 'serviceMinutes';

export async function bumpCounter(tx: Executor, name: CounterName, delta: number): Promise<void> {
  await tx.execute(sql`select platform_counter_bump(${name}, ${delta}::bigint)`);
}

/** Sums the slots of every counter: at most 16 rows a counter. */
export async function readCounters(db: Executor): Promise<Record<CounterName, number>> {
  const rows = await db
    .select({
      name: platformCounters.name,
      value: sql<string>`sum(${platformCounters.value})`,
    })
    .from(platformCounters)
    .groupBy(platformCounters.name);
  const out: Record<CounterName, number> = {
    volunteers: 0,
    organisations: 0,
    missions: 0,
    serviceMinutes: 0,
  };
  for (const r of rows) if (r.name in out) out[r.name as CounterName] = Number(r.value);
  return out;
}
