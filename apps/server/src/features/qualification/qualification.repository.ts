import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { qualifications, volunteerQualifications } from '../../db/schema/index';

/** The entries the federation offers, in its order. */
export async function findOfferedQualifications(db: Executor) {
  return db
    .select({ code: qualifications.code, name: qualifications.name })
    .from(qualifications)
    .where(eq(qualifications.active, true))
    .orderBy(asc(qualifications.sort), asc(qualifications.code));
}

export async function findOfferedCodes(db: Executor, codes: string[]) {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: qualifications.code })
    .from(qualifications)
    .where(and(inArray(qualifications.code, codes), eq(qualifications.active, true)));
  return rows.map((r) => r.code);
}

/** A volunteer's certificates with their names (an entry no longer offered still shows). */
export async function findVolunteerQualifications(db: Executor, volunteerId: number) {
  return db
    .select({
      code: volunteerQualifications.code,
      name: qualifications.name,
      addedAt: volunteerQualifications.createdAt,
    })
    .from(volunteerQualifications)
    .innerJoin(qualifications, eq(qualifications.code, volunteerQualifications.code))
    .where(eq(volunteerQualifications.volunteerId, volunteerId))
    .orderBy(asc(qualifications.sort), asc(qualifications.code));
}

/** The volunteer's list becomes exactly `codes`; kept entries keep the day they were added. */
export async function replaceVolunteerQualifications(
  db: Executor,
  volunteerId: number,
  codes: string[],
) {
  const mine = eq(volunteerQualifications.volunteerId, volunteerId);
  await db
    .delete(volunteerQualifications)
    .where(codes.length === 0 ? mine : and(mine, notInArray(volunteerQualifications.code, codes)));
  if (codes.length === 0) return;
  await db
    .insert(volunteerQualifications)
    .values(codes.map((code) => ({ volunteerId, code })))
    .onConflictDoNothing();
}
