import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  districts,
  orgJoins,
  volunteerProfiles,
  volunteers,
  type VolunteerRow,
} from '../../db/schema/index';

export async function findProfileRow(db: Executor, volunteerId: number) {
  const [row] = await db
    .select()
    .from(volunteerProfiles)
    .where(eq(volunteerProfiles.volunteerId, volunteerId))
    .limit(1);
  return row ?? null;
}

export async function updateVolunteer(
  db: Executor,
  id: number,
  set: Partial<Pick<VolunteerRow, 'loginName' | 'mobileEnc' | 'mobileHash' | 'email' | 'careMode'>>,
) {
  await db.update(volunteers).set(set).where(eq(volunteers.id, id));
}

export async function loginNameTaken(db: Executor, loginName: string, exceptId: number) {
  const [row] = await db
    .select({ id: volunteers.id })
    .from(volunteers)
    .where(
      and(
        sql`lower(${volunteers.loginName}) = ${loginName.toLowerCase()}`,
        ne(volunteers.id, exceptId),
      ),
    )
    .limit(1);
  return !!row;
}

export async function mobileTaken(db: Executor, mobileHash: string, exceptId: number) {
  const [row] = await db
    .select({ id: volunteers.id })
    .from(volunteers)
    .where(and(eq(volunteers.mobileHash, mobileHash), ne(volunteers.id, exceptId)))
    .limit(1);
  return !!row;
}

export async function emailTaken(db: Executor, email: string, exceptId: number) {
  const [row] = await db
    .select({ id: volunteers.id })
    .from(volunteers)
    .where(
      and(sql`lower(${volunteers.email}) = ${email.toLowerCase()}`, ne(volunteers.id, exceptId)),
    )
    .limit(1);
  return !!row;
}

/** Join requests still waiting for the organisation, oldest first. */
export async function findPendingJoins(db: Executor, volunteerId: number) {
  return db
    .select({
      districtId: districts.id,
      districtName: districts.name,
      path: districts.path,
      appliedAt: orgJoins.appliedAt,
    })
    .from(orgJoins)
    .innerJoin(districts, eq(districts.id, orgJoins.districtId))
    .where(and(eq(orgJoins.volunteerId, volunteerId), eq(orgJoins.state, 'pending')))
    .orderBy(asc(orgJoins.appliedAt));
}

/** The unique indexes decide a race between two people claiming one name or number. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
