import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { volunteerMonthMinutes } from '../../db/schema/home';
import { volunteers } from '../../db/schema/index';

export interface RankedVolunteer {
  name: string;
  serviceMinutes: number;
}

// Logged-off volunteers keep their minutes but leave public lists.
const stillActive = eq(volunteers.logoffState, 'none');

/** The month's top volunteers from the monthly figures (index volunteer_month_minutes_rank_idx). */
export async function findMonthTop(
  db: Executor,
  month: number,
  size: number,
): Promise<RankedVolunteer[]> {
  return db
    .select({ name: volunteers.name, serviceMinutes: volunteerMonthMinutes.minutes })
    .from(volunteerMonthMinutes)
    .innerJoin(volunteers, eq(volunteers.id, volunteerMonthMinutes.volunteerId))
    .where(
      and(
        eq(volunteerMonthMinutes.month, month),
        gt(volunteerMonthMinutes.minutes, 0),
        stillActive,
      ),
    )
    .orderBy(desc(volunteerMonthMinutes.minutes), volunteerMonthMinutes.volunteerId)
    .limit(size);
}

/** All-time top volunteers by credited minutes (index volunteers_service_minutes_rank_idx). */
export async function findTotalTop(db: Executor, size: number): Promise<RankedVolunteer[]> {
  return db
    .select({ name: volunteers.name, serviceMinutes: volunteers.serviceMinutes })
    .from(volunteers)
    .where(and(sql`${volunteers.serviceMinutes} > 0`, stillActive))
    .orderBy(desc(volunteers.serviceMinutes), volunteers.id)
    .limit(size);
}
