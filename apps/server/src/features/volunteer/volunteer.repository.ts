import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  districts,
  volunteerDistricts,
  volunteers,
  type VolunteerRow,
} from '../../db/schema/index';

export async function findVolunteerById(db: Executor, id: number): Promise<VolunteerRow | null> {
  const [row] = await db.select().from(volunteers).where(eq(volunteers.id, id)).limit(1);
  return row ?? null;
}

/** The counters kept current by the features that change them; one row, no history scan. */
export async function findCounters(db: Executor, id: number) {
  const [row] = await db
    .select({
      serviceMinutes: volunteers.serviceMinutes,
      trainingMinutes: volunteers.trainingMinutes,
      applyCount: volunteers.applyCount,
    })
    .from(volunteers)
    .where(eq(volunteers.id, id))
    .limit(1);
  return row ?? null;
}

/** Memberships, the main one first, then by joining date. */
export async function findMemberships(db: Executor, volunteerId: number) {
  return db
    .select({
      districtId: districts.id,
      districtName: districts.name,
      path: districts.path,
      isMain: volunteerDistricts.isMain,
      joinedAt: volunteerDistricts.joinedAt,
    })
    .from(volunteerDistricts)
    .innerJoin(districts, eq(districts.id, volunteerDistricts.districtId))
    .where(eq(volunteerDistricts.volunteerId, volunteerId))
    .orderBy(desc(volunteerDistricts.isMain), asc(volunteerDistricts.joinedAt));
}
