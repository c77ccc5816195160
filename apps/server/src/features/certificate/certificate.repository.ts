import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNull,
  lt,
  min,
  sql,
  sum,
  type Placeholder,
} from 'drizzle-orm';
import type { CertificateRow } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { preparedOn } from '../../lib/prepared';
import {
  certificates,
  districts,
  missions,
  serviceRecords,
  volunteers,
} from '../../db/schema/index';

type NewCertificate = typeof certificates.$inferInsert;

/** What an answer shows of a certificate: its rows only counted, never read back. */
const summaryColumns = {
  id: certificates.id,
  number: certificates.number,
  beginDate: certificates.beginDate,
  endDate: certificates.endDate,
  totalMinutes: certificates.totalMinutes,
  missionCount: sql<number>`jsonb_array_length(${certificates.rows})`.mapWith(Number),
  issuer: certificates.issuer,
  issuedAt: certificates.issuedAt,
  verifyCode: certificates.verifyCode,
};
export type CertificateSummary = Pick<
  typeof certificates.$inferSelect,
  Exclude<keyof typeof summaryColumns, 'missionCount'>
> & { missionCount: number };

/**
 * Final service minutes in [from, to) of one volunteer, grouped per mission and organisation
 * (with when each was first served, to order them). The records are summed per mission,
 * organisation and title first, from the (volunteer_id, state, occurred_at) index alone, so
 * the mission and the organisation are looked up once per such slice, not once per shift
 * served. `volunteer`, `from`, `to`: values, or placeholders to prepare.
 */
function servedRows(
  d: Executor,
  volunteer: number | Placeholder,
  from: Date | Placeholder,
  to: Date | Placeholder,
) {
  const slices = d
    .select({
      missionId: sql<number | null>`${serviceRecords.missionId}`.as('slice_mission_id'),
      districtId: sql<number>`${serviceRecords.districtId}`.as('slice_district_id'),
      title: sql<string | null>`${serviceRecords.title}`.as('slice_title'),
      minutes: sql<number>`${sum(serviceRecords.minutes)}`.as('slice_minutes'),
      firstAt: sql<Date>`${min(serviceRecords.occurredAt)}`.as('slice_first_at'),
    })
    .from(serviceRecords)
    .where(
      and(
        eq(serviceRecords.volunteerId, volunteer),
        eq(serviceRecords.state, 'final'),
        eq(serviceRecords.kind, 'service'),
        gte(serviceRecords.occurredAt, from),
        lt(serviceRecords.occurredAt, to),
      ),
    )
    .groupBy(serviceRecords.missionId, serviceRecords.districtId, serviceRecords.title)
    .as('slices');
  // Drizzle names a subquery's columns by their alias alone, so these differ from any column
  // of the tables joined to them.
  const subject = sql<string>`coalesce(${missions.subject}, ${slices.title}, '志愿服务')`;
  return d.$with('served').as(
    d
      .select({
        missionId: sql<number | null>`${slices.missionId}`.as('mission_id'),
        subject: subject.as('subject'),
        organisation: sql<string>`${districts.name}`.as('organisation'),
        minutes: sql<number>`sum(${slices.minutes})::int`.as('minutes'),
        firstAt: sql<Date>`min(${slices.firstAt})`.as('first_at'),
      })
      .from(slices)
      .leftJoin(missions, eq(missions.id, slices.missionId))
      .innerJoin(districts, eq(districts.id, slices.districtId))
      .groupBy(slices.missionId, slices.districtId, subject, districts.name),
  );
}

/** The final service rows in [from, to), in the order they were first served. */
export async function findFinalServiceRows(
  db: Executor,
  volunteerId: number,
  from: Date,
  to: Date,
): Promise<CertificateRow[]> {
  const served = servedRows(db, volunteerId, from, to);
  return db
    .with(served)
    .select({ subject: served.subject, organisation: served.organisation, minutes: served.minutes })
    .from(served)
    .orderBy(asc(served.firstAt), asc(served.missionId));
}

export async function findVolunteerIdentity(db: Executor, volunteerId: number) {
  const [row] = await db
    .select({ name: volunteers.name, idCardEnc: volunteers.idCardEnc })
    .from(volunteers)
    .where(eq(volunteers.id, volunteerId));
  return row ?? null;
}

/** The organisation tree's root, the body that issues certificates (oldest if ever two). */
const rootDistrictName = (d: Executor) =>
  d
    .select({ name: districts.name })
    .from(districts)
    .where(isNull(districts.parentId))
    .orderBy(asc(districts.id))
    .limit(1);

/** Name of the organisation tree's root, the body that issues certificates. */
export async function findRootDistrictName(db: Executor): Promise<string | null> {
  const [row] = await rootDistrictName(db);
  return row?.name ?? null;
}

/**
 * Everything a new certificate is made of, in one statement: the final service minutes in
 * [from, to) as one row per mission and organisation in the order first served (read from the
 * (volunteer_id, state, occurred_at) index), their total, the volunteer's identity, the issuing
 * root's name and, only when there are minutes to certify, the next number (so an empty range
 * spends none). No row: no such volunteer.
 */
export async function findIssueSources(db: Executor, volunteerId: number, from: Date, to: Date) {
  const query = preparedOn(db, 'certificate_issue_sources', (d) => {
    const volunteer = sql.placeholder('volunteerId');
    const served = servedRows(d, volunteer, sql.placeholder('from'), sql.placeholder('to'));
    // The subqueries name the CTE's columns as written: in a single-table query Drizzle writes
    // columns bare, which inside them could mean another table's.
    const total = sql`(select coalesce(sum(minutes), 0)::int from served)`;
    return d
      .with(served)
      .select({
        rows: sql<CertificateRow[]>`(select coalesce(json_agg(json_build_object(
            'subject', subject, 'organisation', organisation, 'minutes', minutes)
            order by first_at, mission_id), '[]'::json) from served)`,
        totalMinutes: total.mapWith(Number),
        name: volunteers.name,
        idCardEnc: volunteers.idCardEnc,
        issuer: sql<string | null>`(${rootDistrictName(d)})`,
        sequence: sql<string | null>`case when ${total} > 0
          then nextval('certificate_no_seq') end`,
      })
      .from(volunteers)
      .where(eq(volunteers.id, volunteer))
      .prepare('certificate_issue_sources');
  });
  const [row] = await query.execute({
    volunteerId,
    from: from.toISOString(),
    to: to.toISOString(),
  });
  return row ?? null;
}

export async function findByRange(
  db: Executor,
  volunteerId: number,
  begin: string,
  end: string,
): Promise<CertificateSummary | null> {
  const query = preparedOn(db, 'certificate_by_range', (d) =>
    d
      .select(summaryColumns)
      .from(certificates)
      .where(
        and(
          eq(certificates.volunteerId, sql.placeholder('volunteerId')),
          eq(certificates.beginDate, sql.placeholder('begin')),
          eq(certificates.endDate, sql.placeholder('end')),
        ),
      )
      .prepare('certificate_by_range'),
  );
  const [row] = await query.execute({ volunteerId, begin, end });
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
    .returning(summaryColumns);
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
    .select(summaryColumns)
    .from(certificates)
    .where(mine)
    .orderBy(desc(certificates.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(certificates).where(mine);
  return { list, total: total?.n ?? 0 };
}
