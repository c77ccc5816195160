import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { volunteerMonthMinutes } from '../../db/schema/home';
import { chinaMonthKey } from './china-month';

/**
 * Adds credited service minutes to each volunteer's figure for the month of `at` (China time).
 * Called by the finalisation job inside its transaction, after it has locked these volunteers,
 * so the monthly ranking never scans service records.
 */
export async function addMonthMinutes(
  tx: Executor,
  at: Date,
  minutesByVolunteer: Map<number, number>,
): Promise<void> {
  const month = chinaMonthKey(at);
  const rows = [...minutesByVolunteer]
    .filter(([, minutes]) => minutes > 0)
    .sort(([a], [b]) => a - b)
    .map(([volunteerId, minutes]) => ({ volunteerId, month, minutes }));
  if (rows.length === 0) return;
  await tx
    .insert(volunteerMonthMinutes)
    .values(rows)
    .onConflictDoUpdate({
      target: [volunteerMonthMinutes.volunteerId, volunteerMonthMinutes.month],
      set: { minutes: sql`${volunteerMonthMinutes.minutes} + excluded.minutes` },
    });
}
