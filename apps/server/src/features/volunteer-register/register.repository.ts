import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { districts, volunteers } from '../../db/schema/index';
import { volunteerProfiles } from '../../db/schema/volunteer-profile';
import { clock } from '../../kernel';

/** Which of the identifiers an existing volunteer already holds. */
export async function findTakenIdentifiers(
  db: Executor,
  ids: { loginName: string; mobileHash: string; idCardHash: string },
) {
  const rows = await db
    .select({
      loginName: sql<boolean>`${volunteers.loginName} = ${ids.loginName}`,
      mobile: sql<boolean>`${volunteers.mobileHash} = ${ids.mobileHash}`,
      idCard: sql<boolean>`${volunteers.idCardHash} = ${ids.idCardHash}`,
    })
    .from(volunteers)
    .where(
      or(
        eq(volunteers.loginName, ids.loginName),
        eq(volunteers.mobileHash, ids.mobileHash),
        eq(volunteers.idCardHash, ids.idCardHash),
      ),
    )
    .limit(3);
  return {
    loginName: rows.some((r) => r.loginName),
    mobile: rows.some((r) => r.mobile),
    idCard: rows.some((r) => r.idCard),
  };
}

export async function findActiveNode(db: Executor, id: number) {
  const [row] = await db
    .select({ id: districts.id, name: districts.name, level: districts.level })
    .from(districts)
    .where(sql`${districts.id} = ${id} and ${districts.status} = 'active'`)
    .limit(1);
  return row ?? null;
}

export async function insertVolunteer(tx: Executor, row: typeof volunteers.$inferInsert) {
  const [created] = await tx
    .insert(volunteers)
    .values(row)
    .returning({ id: volunteers.id, volunteerNo: volunteers.volunteerNo });
  return created!;
}

export async function insertProfile(tx: Executor, row: typeof volunteerProfiles.$inferInsert) {
  await tx.insert(volunteerProfiles).values(row);
}

/** The volunteer with their registration profile (absent for accounts made before it existed). */
export async function findVolunteerWithProfile(db: Executor, volunteerId: number) {
  const [row] = await db
    .select({
      volunteer: {
        loginName: volunteers.loginName,
        name: volunteers.name,
        volunteerNo: volunteers.volunteerNo,
        createdAt: volunteers.createdAt,
        logoffState: volunteers.logoffState,
      },
      profile: volunteerProfiles,
      regionName: districts.name,
    })
    .from(volunteers)
    .leftJoin(volunteerProfiles, eq(volunteerProfiles.volunteerId, volunteers.id))
    .leftJoin(districts, eq(districts.id, volunteerProfiles.regionId))
    .where(eq(volunteers.id, volunteerId))
    .limit(1);
  return row ?? null;
}

type ProfileFields = Pick<
  typeof volunteerProfiles.$inferInsert,
  'politicalStatus' | 'education' | 'profession' | 'skills' | 'serviceIntentions'
>;

/**
 * Saves the later profile. A volunteer made before registration kept a profile row gets one
 * now; the agreements were accepted at their registration, whose time is not known here.
 */
export async function upsertProfileFields(db: Executor, volunteerId: number, f: ProfileFields) {
  const set = { ...f, profileCompletedAt: clock.now(), updatedAt: clock.now() };
  await db
    .insert(volunteerProfiles)
    .values({ volunteerId, agreementsAcceptedAt: clock.now(), ...set })
    .onConflictDoUpdate({ target: volunteerProfiles.volunteerId, set });
}
