import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { volunteerMonthMinutes } from '../../db/schema/home';
import { chinaMonthKey } from './china-month';

export interface ServedMinutes {
  volunteerId: number;
  /** When the service was given: its China-time month is the one the minutes belong to. */
  occurredAt: Date;
  minutes: number;
}

/**
 * Adds final service minutes to each volunteer's figure for the month the service happened
 * (China time), not the month it became final: a shift served on 31 October counts in
 * October's ranking and statistics even when its notice period ends in November. Called by
 * the finalisation job inside its transaction, after it has locked these volunteers, so the
 * monthly ranking never scans service records.
 */
export async function addMonthMinutes(tx: Executor, served: ServedMinutes[]): Promise<void> {
  const sums = new Map<string, { volunteerId: number; month: number; minutes: number }>();
  for (const s of served) {
    if (s.minutes <= 0) continue;
    const month = chinaMonthKey(s.occurredAt);
    const key = `${s.volunteerId}:${month}`;
    const row = sums.get(key) ?? { volunteerId: s.volunteerId, month, minutes: 0 };
    row.minutes += s.minutes;
    sums.set(key, row);
  }
  // Fixed row order: two runs upserting the same figures never wait on each other in a cycle.
  const rows = [...sums.values()].sort(
    (a, b) => a.volunteerId - b.volunteerId || a.month - b.month,
  );
  if (rows.length === 0) return;
  await tx
    .insert(volunteerMonthMinutes)
    .values(rows)
    .onConflictDoUpdate({
      target: [volunteerMonthMinutes.volunteerId, volunteerMonthMinutes.month],
      set: { minutes: sql`${volunteerMonthMinutes.minutes} + excluded.minutes` },
    });
}
