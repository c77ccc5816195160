import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { DistrictLevel } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { districts, orgAccounts, orgProfiles } from '../../db/schema/index';
import { clock, rowsOf } from '../../kernel';

/** Which of the unique things a registration brings are already held, and by what. */
export async function findRegistrationClashes(
  db: Executor,
  v: { creditCode: string; loginName: string; mobileHash: string },
) {
  const [credit] = await db
    .select({ id: districts.id, status: districts.status })
    .from(districts)
    .where(eq(districts.creditCode, v.creditCode))
    .limit(1);
  const accounts = await db
    .select({ loginName: orgAccounts.loginName, mobileHash: orgAccounts.mobileHash })
    .from(orgAccounts)
    .where(
      sql`${orgAccounts.loginName} = ${v.loginName} or ${orgAccounts.mobileHash} = ${v.mobileHash}`,
    )
    .limit(2);
  return {
    credit: credit ?? null,
    loginTaken: accounts.some((a) => a.loginName === v.loginName),
    mobileTaken: accounts.some((a) => a.mobileHash === v.mobileHash),
  };
}

/**
 * A refused application keeps its record (the applicant still reads the reason on login) but
 * lets go of the credit code, so the organisation can apply again with a corrected form.
 */
export async function releaseRejectedCreditCode(tx: Executor, districtId: number) {
  await tx
    .update(districts)
    .set({ creditCode: null })
    .where(and(eq(districts.id, districtId), eq(districts.status, 'rejected')));
}

export interface NewOrg {
  parent: { id: number; path: string };
  name: string;
  level: number;
  creditCode: string;
  profile: Omit<typeof orgProfiles.$inferInsert, 'districtId'>;
  account: Omit<typeof orgAccounts.$inferInsert, 'districtId'>;
}

/** Node, profile and first admin account, all waiting for review. Null when a unique value was taken meanwhile. */
export async function insertPendingOrg(tx: Executor, org: NewOrg) {
  const [node] = await tx
    .insert(districts)
    .values({
      parentId: org.parent.id,
      level: org.level,
      name: org.name,
      creditCode: org.creditCode,
      status: 'pending',
    })
    .onConflictDoNothing()
    .returning({ id: districts.id });
  if (!node) return null;
  const path = `${org.parent.path}${node.id}/`;
  await tx.update(districts).set({ path }).where(eq(districts.id, node.id));
  await tx.insert(orgProfiles).values({ ...org.profile, districtId: node.id });
  const [account] = await tx
    .insert(orgAccounts)
    .values({ ...org.account, districtId: node.id })
    .onConflictDoNothing()
    .returning({ id: orgAccounts.id });
  if (!account) return null;
  return { districtId: node.id, accountId: account.id, path };
}

/**
 * The node that reviews what sits at `path`: the nearest federation on it (the node itself
 * excluded, being an organisation) that is active and has an active staff account. An
 * organisation registering under a federation nobody staffs goes to the next one up.
 */
const staffedAncestors = (path: SQL | string) => sql`select r.id, r.name from districts r
  where left(${path}, length(r.path)) = r.path and r.level < ${DistrictLevel.Organization}
    and r.status = 'active'
    and exists (select 1 from org_accounts a where a.district_id = r.id and a.status = 'active')
  order by length(r.path) desc limit 1`;

export async function findReviewerOf(db: Executor, path: string) {
  const [row] = await rowsOf<{ id: number | string; name: string }>(db, staffedAncestors(path));
  return row ? { id: Number(row.id), name: row.name } : null;
}

const reviewerId = sql<
  string | null
>`(select s.id from (${staffedAncestors(sql`${districts.path}`)}) s)`;
const reviewerName = sql<
  string | null
>`(select s.name from (${staffedAncestors(sql`${districts.path}`)}) s)`;
const parentName = sql<string>`(select p.name from districts p where p.id = ${districts.parentId})`;

const applicationColumns = {
  districtId: districts.id,
  parentId: districts.parentId,
  path: districts.path,
  orgName: districts.name,
  creditCode: districts.creditCode,
  profile: orgProfiles,
  parentName,
  reviewerId,
  reviewerName,
};

/** The first admin account of a self-registered node: the one created with it. */
const firstAccount = sql<string>`(select a.login_name from org_accounts a
  where a.district_id = ${districts.id} order by a.id limit 1)`;

/** Nodes strictly below the one at `path`: a federation sees every application in its subtree. */
const below = (scope: { id: number; path: string }) =>
  and(
    sql`left(${districts.path}, ${scope.path.length}) = ${scope.path}`,
    ne(districts.id, scope.id),
  );

export async function findApplicationPage(
  db: Executor,
  scope: { id: number; path: string },
  q: { state?: string; pageIndex: number; pageSize: number },
) {
  const condition = and(
    below(scope),
    // 'none': a node the federation built itself, never reviewed.
    q.state ? eq(orgProfiles.reviewState, q.state) : ne(orgProfiles.reviewState, 'none'),
  );
  const [list, [total]] = await Promise.all([
    db
      .select({ ...applicationColumns, loginName: firstAccount })
      .from(orgProfiles)
      .innerJoin(districts, eq(districts.id, orgProfiles.districtId))
      .where(condition)
      // Waiting ones this node decides first, then others waiting, oldest first: the queue is
      // worked from its head.
      .orderBy(
        sql`(${orgProfiles.reviewState} = 'pending' and ${reviewerId} = ${scope.id}) desc`,
        sql`(${orgProfiles.reviewState} = 'pending') desc`,
        sql`case when ${orgProfiles.reviewState} = 'pending' then ${orgProfiles.appliedAt} end asc`,
        desc(orgProfiles.appliedAt),
      )
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orgProfiles)
      .innerJoin(districts, eq(districts.id, orgProfiles.districtId))
      .where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findApplication(db: Executor, districtId: number, forUpdate = false) {
  const query = db
    .select({ ...applicationColumns, loginName: firstAccount })
    .from(orgProfiles)
    .innerJoin(districts, eq(districts.id, orgProfiles.districtId))
    .where(eq(orgProfiles.districtId, districtId))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update', { of: orgProfiles }) : query);
  return row ?? null;
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** The review's outcome on the profile, the node and every account of the node. */
export async function recordReview(
  tx: Executor,
  districtId: number,
  review: { approved: boolean; reason: string | null; reviewerId: number },
) {
  const status = review.approved ? 'active' : 'rejected';
  await tx
    .update(orgProfiles)
    .set({
      reviewState: review.approved ? 'approved' : 'rejected',
      rejectReason: review.reason,
      reviewedBy: review.reviewerId,
      reviewedAt: clock.now(),
    })
    .where(eq(orgProfiles.districtId, districtId));
  await tx.update(districts).set({ status }).where(eq(districts.id, districtId));
  await tx.update(orgAccounts).set({ status }).where(eq(orgAccounts.districtId, districtId));
}

/** Why a staff account that is not active may not sign in, when a review says so. */
export async function findReviewOfAccount(db: Executor, accountId: number) {
  const [row] = await db
    .select({
      status: orgAccounts.status,
      reviewState: orgProfiles.reviewState,
      rejectReason: orgProfiles.rejectReason,
      reviewerName,
    })
    .from(orgAccounts)
    .innerJoin(districts, eq(districts.id, orgAccounts.districtId))
    .leftJoin(orgProfiles, eq(orgProfiles.districtId, orgAccounts.districtId))
    .where(eq(orgAccounts.id, accountId))
    .limit(1);
  return row ?? null;
}
