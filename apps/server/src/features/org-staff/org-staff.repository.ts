import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, districts, orgAccounts, orgProfiles } from '../../db/schema/index';

export async function findProfile(db: Executor, districtId: number) {
  const [row] = await db
    .select()
    .from(orgProfiles)
    .where(eq(orgProfiles.districtId, districtId))
    .limit(1);
  return row ?? null;
}

export async function findParentName(db: Executor, parentId: number | null) {
  if (parentId === null) return null;
  const [row] = await db
    .select({ name: districts.name })
    .from(districts)
    .where(eq(districts.id, parentId));
  return row?.name ?? null;
}

type ProfileFields = Pick<
  typeof orgProfiles.$inferInsert,
  'orgType' | 'regionCode' | 'address' | 'contactName' | 'contactMobileEnc' | 'intro'
> & { licenceImage?: string };

/**
 * Nodes built by the federation have no registration record; their first edit creates one,
 * marked 'none' so it never shows in a review queue.
 */
export async function saveProfile(
  tx: Executor,
  districtId: number,
  fields: ProfileFields,
  contact: { servicePhone: string | null; mailbox: string | null },
) {
  await tx
    .insert(orgProfiles)
    .values({ ...fields, licenceImage: fields.licenceImage ?? '', districtId, reviewState: 'none' })
    .onConflictDoUpdate({ target: orgProfiles.districtId, set: fields });
  await tx.update(districts).set(contact).where(eq(districts.id, districtId));
}

export async function findStaffOf(db: Executor, districtId: number) {
  return db
    .select()
    .from(orgAccounts)
    .where(eq(orgAccounts.districtId, districtId))
    .orderBy(asc(orgAccounts.id))
    .limit(500);
}

export async function findStaffMember(db: Executor, districtId: number, staffId: number) {
  const [row] = await db
    .select()
    .from(orgAccounts)
    .where(and(eq(orgAccounts.id, staffId), eq(orgAccounts.districtId, districtId)))
    .limit(1);
  return row ?? null;
}

export async function findAccountClash(db: Executor, loginName: string, mobileHash: string) {
  const rows = await db
    .select({ loginName: orgAccounts.loginName, mobileHash: orgAccounts.mobileHash })
    .from(orgAccounts)
    .where(
      sql`${orgAccounts.loginName} = ${loginName} or ${orgAccounts.mobileHash} = ${mobileHash}`,
    )
    .limit(2);
  return {
    loginTaken: rows.some((r) => r.loginName === loginName),
    mobileTaken: rows.some((r) => r.mobileHash === mobileHash),
  };
}

export async function insertStaff(tx: Executor, values: typeof orgAccounts.$inferInsert) {
  const [row] = await tx.insert(orgAccounts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateStaff(
  tx: Executor,
  staffId: number,
  change: Partial<
    Pick<
      typeof orgAccounts.$inferInsert,
      'role' | 'status' | 'passwordHash' | 'forceChangePwd' | 'passwordWeak'
    >
  >,
) {
  const [row] = await tx
    .update(orgAccounts)
    .set(change)
    .where(eq(orgAccounts.id, staffId))
    .returning();
  return row!;
}

/**
 * The node's management actions: those done by its staff (the actor index answers it),
 * organisation actions only, newest first.
 */
export async function findAuditPage(
  db: Executor,
  districtId: number,
  q: { action?: string; pageIndex: number; pageSize: number },
) {
  const staff = db
    .select({ id: orgAccounts.id })
    .from(orgAccounts)
    .where(eq(orgAccounts.districtId, districtId));
  const where = and(
    eq(auditLog.actorKind, 'org'),
    inArray(auditLog.actorId, staff),
    q.action ? eq(auditLog.action, q.action) : like(auditLog.action, 'org.%'),
  );
  const [list, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorName: orgAccounts.name,
        actorLoginName: orgAccounts.loginName,
      })
      .from(auditLog)
      .leftJoin(orgAccounts, eq(orgAccounts.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}
