import { and, eq, exists, inArray, like, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  districts,
  missionApplications,
  missions,
  volunteerDistricts,
  volunteers,
} from '../../db/schema/index';

/**
 * Which of these volunteers are tied to the subtree under `path`: a member of one of its
 * nodes, or an applicant to one of its missions (volunteers trained by the organisation that
 * recruited them need not have joined it).
 */
export async function findTiedVolunteerIds(db: Executor, ids: number[], path: string) {
  if (ids.length === 0) return new Set<number>();
  // Paths are digits and slashes only ('/1/2/'), so no LIKE wildcard can slip in.
  const underPath = like(districts.path, `${path}%`);
  const isMember = db
    .select({ one: volunteerDistricts.volunteerId })
    .from(volunteerDistricts)
    .innerJoin(districts, eq(districts.id, volunteerDistricts.districtId))
    .where(and(eq(volunteerDistricts.volunteerId, volunteers.id), underPath));
  const hasApplied = db
    .select({ one: missionApplications.volunteerId })
    .from(missionApplications)
    .innerJoin(missions, eq(missions.id, missionApplications.missionId))
    .innerJoin(districts, eq(districts.id, missions.districtId))
    .where(and(eq(missionApplications.volunteerId, volunteers.id), underPath));
  const rows = await db
    .select({ id: volunteers.id })
    .from(volunteers)
    .where(and(inArray(volunteers.id, ids), or(exists(isMember), exists(hasApplied))));
  return new Set(rows.map((r) => r.id));
}

/** Volunteers named by id or by mobile hash, with their logoff state. */
export function findVolunteersByIdOrMobile(db: Executor, ids: number[], mobileHashes: string[]) {
  return db
    .select({
      id: volunteers.id,
      mobileHash: volunteers.mobileHash,
      logoffState: volunteers.logoffState,
    })
    .from(volunteers)
    .where(
      or(
        ids.length ? inArray(volunteers.id, ids) : undefined,
        mobileHashes.length ? inArray(volunteers.mobileHash, mobileHashes) : undefined,
      ),
    );
}
