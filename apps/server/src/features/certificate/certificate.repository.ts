import { and, asc, count, desc, eq, gte, isNull, lt, min, sql, sum } from 'drizzle-orm';
import type { CertificateRow } from '@zyz/domain';
import type { Executor } from '../../db/client';
import {
  certificates,
  districts,
  missions,
  serviceRecords,
  volunteers,
} from '../../db/schema/index';

type NewCertificate = typeof certificates.$inferInsert;

/**
 * Final service minutes in [from, to), one row per mission and organisation, in the order
 * they were first served. Reads the (volunteer_id, state, occurred_at) index only.
 */
export async function findFinalServiceRows(
  db: Executor,
  volunteerId: number,
  from: Date,
  to: Date,
): Promise<CertificateRow[]> {
  const subject = sql<string>`coalesce(${missions.subject}, ${serviceRecords.title}, '志愿服务')`;
  const rows = await db
    .select({
      subject,
      organisation: districts.name,
      minutes: sql<number>`${sum(serviceRecords.minutes)}::int`,
      firstAt: min(serviceRecords.occurredAt),
    })
    .from(serviceRecords)
    .leftJoin(missions, eq(missions.id, serviceRecords.missionId))
    .innerJoin(districts, eq(districts.id, serviceRecords.districtId))
    .where(
      and(
        eq(serviceRecords.volunteerId, volunteerId),
        eq(serviceRecords.state, 'final'),
        eq(serviceRecords.kind, 'service'),
        gte(serviceRecords.occurredAt, from),
        lt(serviceRecords.occurredAt, to),
      ),
    )
    .groupBy(serviceRecords.missionId, serviceRecords.districtId, subject, districts.name)
    .orderBy(asc(min(serviceRecords.occurredAt)), asc(serviceRecords.missionId));
  return rows.map(({ subject, organisation, minutes }) => ({
    subject,
    organisation,
    minutes: Number(minutes),
  }));
}

export async function findVolunteerIdentity(db: Executor, volunteerId: number) {
  const [row] = await db
    .select({ name: volunteers.name, idCardEnc: volunteers.idCardEnc })
    .from(volunteers)
    .where(eq(volunteers.id, volunteerId));
  return row ?? null;
}

/** Name of the organisation tree's root, the body that issues certificates. */
export async function findRootDistrictName(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ name: districts.name })
    .from(districts)
    .where(isNull(districts.parentId))
    .orderBy(asc(districts.id))
    .limit(1);
  return row?.name ?? null;
}

export async function nextCertificateSequence(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`nextval('certificate_no_seq')` })
    .from(sql`(values (1)) as one(x)`);
  return Number(row!.n);
}

export async function findByRange(db: Executor, volunteerId: number, begin: string, end: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.volunteerId, volunteerId),
        eq(certificates.beginDate, begin),
        eq(certificates.endDate, end),
      ),
    );
  return row ?? null;
}

/** Inserts unless the volunteer already holds this range (a concurrent issue won); null then. */
export async function insertCertificate(db: Executor, values: NewCertificate) {
  const [row] = await db
    .insert(certificates)
    .values(values)
    .onConflictDoNothing({
      target: [certificates.volunteerId, certificates.beginDate, certificates.endDate],
    })
    .returning();
  return row ?? null;
}

export async function findOwnedById(db: Executor, volunteerId: number, id: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.volunteerId, volunteerId)));
  return row ?? null;
}

export async function findByVerifyCode(db: Executor, code: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.verifyCode, code));
  return row ?? null;
}

export async function findPageOfVolunteer(
  db: Executor,
  volunteerId: number,
  page: { pageIndex: number; pageSize: number },
) {
  const mine = eq(certificates.volunteerId, volunteerId);
  const list = await db
    .select()
    .from(certificates)
    .where(mine)
    .orderBy(desc(certificates.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(certificates).where(mine);
  return { list, total: total?.n ?? 0 };
}
