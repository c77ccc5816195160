import { inArray, sql } from 'drizzle-orm';
import type { ApplicantFacts } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { qualifications } from '../../db/schema/index';
import { rowsOf } from '../../kernel';

/** The vocabulary's entries of these codes (offered or not), to name them in a mission. */
export async function findQualificationNames(db: Executor, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ code: qualifications.code, name: qualifications.name })
    .from(qualifications)
    .where(inArray(qualifications.code, codes));
}

/**
 * What the 报名条件 are checked against, per volunteer: birthday and gender from the record,
 * the certificates they declared, and whether they belong to the mission's node or one below
 * it (`districtPath` is the mission's). One statement however many volunteers.
 */
export async function findApplicantFacts(
  db: Executor,
  volunteerIds: number[],
  districtPath: string,
): Promise<Map<number, ApplicantFacts>> {
  if (volunteerIds.length === 0) return new Map();
  const rows = await rowsOf<{
    id: string;
    birthday: string | null;
    gender: string | null;
    codes: string[] | null;
    isMember: boolean;
  }>(
    db,
    sql`
    select v.id::text as id, v.birthday::text as birthday, v.gender,
      (select array_agg(q.code) from volunteer_qualifications q where q.volunteer_id = v.id) as codes,
      exists (
        select 1 from volunteer_districts vd join districts d on d.id = vd.district_id
        where vd.volunteer_id = v.id and left(d.path, length(${districtPath})) = ${districtPath}
      ) as "isMember"
    from volunteers v
    where v.id in ${volunteerIds}`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        birthday: r.birthday,
        gender: r.gender,
        qualificationCodes: r.codes ?? [],
        isMember: r.isMember,
      },
    ]),
  );
}
