import { and, eq, exists, inArray, like, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  districts,
  missionApplications,
  missions,
  volunteerDistricts,
  volunteers,
} from '../db/schema/index';
import type { StaffScope } from './access';

/**
 * Which of these volunteers a staff member's node may name in what it records about them
 * (training hours, donations): those tied to its subtree, a member of one of its nodes or an
 * applicant to one of its missions (volunteers trained by the organisation that recruited them
 * need not have joined it). The provincial federation, the root, is tied to every volunteer.
 * No organisation can write into a stranger's record.
 */
export async function findVolunteersTiedTo(
  db: Executor,
  scope: Pick<StaffScope, 'path' | 'isRoot'>,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set<number>();
  if (scope.isRoot) return new Set(ids);
  // Paths are digits and slashes only ('/1/2/'), so no LIKE wildcard can slip in.
  const underPath = like(districts.path, `${scope.path}%`);
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
