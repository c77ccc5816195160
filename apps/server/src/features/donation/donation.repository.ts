import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DonationKind } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { districts, donations, volunteers } from '../../db/schema/index';

const rowFields = {
  donation: donations,
  organisation: districts.name,
  donorName: volunteers.name,
  volunteerNo: volunteers.volunteerNo,
};

const selectRows = (db: Executor) =>
  db
    .select(rowFields)
    .from(donations)
    .innerJoin(districts, eq(districts.id, donations.districtId))
    .innerJoin(volunteers, eq(volunteers.id, donations.volunteerId));

export type DonationWithNames = NonNullable<Awaited<ReturnType<typeof findById>>>;

export async function findVolunteerByNo(db: Executor, volunteerNo: string) {
  const [row] = await db
    .select({ id: volunteers.id, name: volunteers.name, logoffState: volunteers.logoffState })
    .from(volunteers)
    .where(eq(volunteers.volunteerNo, volunteerNo))
    .limit(1);
  return row ?? null;
}

export async function insertDonation(db: Executor, values: typeof donations.$inferInsert) {
  const [row] = await db.insert(donations).values(values).returning({ id: donations.id });
  return row!.id;
}

export async function findById(db: Executor, id: number) {
  const [row] = await selectRows(db).where(eq(donations.id, id)).limit(1);
  return row ?? null;
}

export async function findByVerifyCode(db: Executor, code: string) {
  const [row] = await selectRows(db).where(eq(donations.certVerifyCode, code)).limit(1);
  return row ?? null;
}

async function page(
  db: Executor,
  where: SQL | undefined,
  p: { pageIndex: number; pageSize: number },
) {
  const list = await selectRows(db)
    .where(where)
    .orderBy(desc(donations.id))
    .limit(p.pageSize)
    .offset((p.pageIndex - 1) * p.pageSize);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(donations)
    .innerJoin(volunteers, eq(volunteers.id, donations.volunteerId))
    .where(where);
  return { list, total: Number(total?.n ?? 0) };
}

export function findPageOfVolunteer(
  db: Executor,
  volunteerId: number,
  p: { pageIndex: number; pageSize: number },
) {
  return page(db, eq(donations.volunteerId, volunteerId), p);
}

/** Donations recorded by the organiser's node and the nodes under it. */
export function findPageInScope(
  db: Executor,
  scopePath: string,
  filter: { keyword?: string; kind?: DonationKind; pageIndex: number; pageSize: number },
) {
  const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = and(
    sql`${donations.districtPath} like ${`${scopePath}%`}`,
    filter.kind ? eq(donations.kind, filter.kind) : undefined,
    like
      ? or(
          ilike(volunteers.name, like),
          ilike(volunteers.volunteerNo, like),
          ilike(donations.purpose, like),
          ilike(donations.goodsName, like),
        )
      : undefined,
  );
  return page(db, where, filter);
}

export async function voidDonation(db: Executor, id: number, reason: string) {
  const [row] = await db
    .update(donations)
    .set({ state: 'void', voidReason: reason })
    .where(and(eq(donations.id, id), eq(donations.state, 'valid')))
    .returning({ id: donations.id });
  return row ?? null;
}

export async function nextCertificateSequence(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`nextval('donation_certificate_no_seq')` })
    .from(sql`(values (1)) as one(x)`);
  return Number(row!.n);
}

/** Freezes the certificate unless one was issued meanwhile (a double tap): false then. */
export async function setCertificate(
  db: Executor,
  id: number,
  cert: Pick<
    typeof donations.$inferInsert,
    | 'certNumber'
    | 'certVerifyCode'
    | 'certDonorName'
    | 'certIdCardMasked'
    | 'certOrgName'
    | 'certIssuer'
    | 'certContentHash'
    | 'certIssuedAt'
  >,
) {
  const rows = await db
    .update(donations)
    .set(cert)
    .where(and(eq(donations.id, id), isNull(donations.certNumber), eq(donations.state, 'valid')))
    .returning({ id: donations.id });
  return rows.length > 0;
}
