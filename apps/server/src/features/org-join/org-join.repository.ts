import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { districts, orgJoins, volunteerDistricts, volunteers } from '../../db/schema/index';
import { clock, containsPattern } from '../../kernel';

export async function findMembership(db: Executor, volunteerId: number, districtId: number) {
  const [row] = await db
    .select()
    .from(volunteerDistricts)
    .where(
      and(
        eq(volunteerDistricts.volunteerId, volunteerId),
        eq(volunteerDistricts.districtId, districtId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The volunteer's newest request to the node, whatever its state. */
export async function findLatestJoin(db: Executor, volunteerId: number, districtId: number) {
  const [row] = await db
    .select()
    .from(orgJoins)
    .where(and(eq(orgJoins.volunteerId, volunteerId), eq(orgJoins.districtId, districtId)))
    .orderBy(desc(orgJoins.id))
    .limit(1);
  return row ?? null;
}

/** Null when a pending request already exists (two taps racing). */
export async function insertPendingJoin(db: Executor, volunteerId: number, districtId: number) {
  const [row] = await db
    .insert(orgJoins)
    .values({ volunteerId, districtId })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function withdrawPendingJoin(db: Executor, volunteerId: number, districtId: number) {
  const rows = await db
    .update(orgJoins)
    .set({ state: 'cancelled', decidedAt: clock.now() })
    .where(
      and(
        eq(orgJoins.volunteerId, volunteerId),
        eq(orgJoins.districtId, districtId),
        eq(orgJoins.state, 'pending'),
      ),
    )
    .returning({ id: orgJoins.id });
  return rows.length > 0;
}

/**
 * Leaves the node; when it was the main one, the oldest remaining membership becomes main,
 * so a volunteer who still belongs somewhere always has a main organisation.
 */
export async function removeMembership(tx: Executor, volunteerId: number, districtId: number) {
  const [gone] = await tx
    .delete(volunteerDistricts)
    .where(
      and(
        eq(volunteerDistricts.volunteerId, volunteerId),
        eq(volunteerDistricts.districtId, districtId),
      ),
    )
    .returning();
  if (!gone) return false;
  await tx
    .insert(orgJoins)
    .values({ volunteerId, districtId, state: 'left', decidedAt: clock.now() });
  if (gone.isMain) {
    const [next] = await tx
      .select({ districtId: volunteerDistricts.districtId })
      .from(volunteerDistricts)
      .where(eq(volunteerDistricts.volunteerId, volunteerId))
      .orderBy(asc(volunteerDistricts.joinedAt))
      .limit(1);
    if (next)
      await tx
        .update(volunteerDistricts)
        .set({ isMain: true })
        .where(
          and(
            eq(volunteerDistricts.volunteerId, volunteerId),
            eq(volunteerDistricts.districtId, next.districtId),
          ),
        );
  }
  return true;
}

export async function findMyJoinPage(
  db: Executor,
  volunteerId: number,
  q: { pageIndex: number; pageSize: number },
) {
  const where = eq(orgJoins.volunteerId, volunteerId);
  const [list, [total]] = await Promise.all([
    db
      .select({ join: orgJoins, districtName: districts.name })
      .from(orgJoins)
      .innerJoin(districts, eq(districts.id, orgJoins.districtId))
      .where(where)
      .orderBy(desc(orgJoins.appliedAt), desc(orgJoins.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orgJoins)
      .where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

const volunteerColumns = {
  volunteerId: volunteers.id,
  volunteerNo: volunteers.volunteerNo,
  name: volunteers.name,
  gender: volunteers.gender,
  mobileEnc: volunteers.mobileEnc,
  serviceMinutes: volunteers.serviceMinutes,
};

export async function findJoinRequestPage(
  db: Executor,
  districtId: number,
  q: { state?: string; pageIndex: number; pageSize: number },
) {
  // 'left' rows are the volunteer's own history, not requests to decide.
  const where = and(
    eq(orgJoins.districtId, districtId),
    q.state ? eq(orgJoins.state, q.state) : sql`${orgJoins.state} <> 'left'`,
  );
  const [list, [total]] = await Promise.all([
    db
      .select({ join: orgJoins, ...volunteerColumns })
      .from(orgJoins)
      .innerJoin(volunteers, eq(volunteers.id, orgJoins.volunteerId))
      .where(where)
      .orderBy(
        sql`(${orgJoins.state} = 'pending') desc`,
        desc(orgJoins.appliedAt),
        desc(orgJoins.id),
      )
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orgJoins)
      .where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** The node's pending requests among `ids`, locked for the decision. */
export async function lockPendingJoins(tx: Executor, districtId: number, ids: number[]) {
  return tx
    .select({ join: orgJoins, name: volunteers.name, volunteerNo: volunteers.volunteerNo })
    .from(orgJoins)
    .innerJoin(volunteers, eq(volunteers.id, orgJoins.volunteerId))
    .where(
      and(
        eq(orgJoins.districtId, districtId),
        inArray(orgJoins.id, ids),
        eq(orgJoins.state, 'pending'),
      ),
    )
    .orderBy(asc(orgJoins.id))
    .for('update', { of: orgJoins });
}

export async function decideJoins(
  tx: Executor,
  ids: number[],
  d: { approved: boolean; reason: string | null; deciderId: number },
) {
  await tx
    .update(orgJoins)
    .set({
      state: d.approved ? 'approved' : 'rejected',
      reason: d.reason,
      decidedBy: d.deciderId,
      decidedAt: clock.now(),
    })
    .where(inArray(orgJoins.id, ids));
}

/** Adds the memberships; the first node a volunteer belongs to becomes the main one. */
export async function addMemberships(tx: Executor, districtId: number, volunteerIds: number[]) {
  if (volunteerIds.length === 0) return;
  const withMain = await tx
    .select({ volunteerId: volunteerDistricts.volunteerId })
    .from(volunteerDistricts)
    .where(
      and(
        inArray(volunteerDistricts.volunteerId, volunteerIds),
        eq(volunteerDistricts.isMain, true),
      ),
    );
  const hasMain = new Set(withMain.map((r) => r.volunteerId));
  await tx
    .insert(volunteerDistricts)
    .values(
      volunteerIds.map((volunteerId) => ({
        volunteerId,
        districtId,
        isMain: !hasMain.has(volunteerId),
      })),
    )
    .onConflictDoNothing();
}

export async function findMemberPage(
  db: Executor,
  districtId: number,
  q: { keyword?: string; pageIndex: number; pageSize: number },
) {
  const where = and(
    eq(volunteerDistricts.districtId, districtId),
    q.keyword
      ? or(
          ilike(volunteers.name, containsPattern(q.keyword)),
          eq(volunteers.volunteerNo, q.keyword.toUpperCase()),
        )
      : undefined,
  );
  const [list, [total]] = await Promise.all([
    db
      .select({
        ...volunteerColumns,
        isMain: volunteerDistricts.isMain,
        joinedAt: volunteerDistricts.joinedAt,
      })
      .from(volunteerDistricts)
      .innerJoin(volunteers, eq(volunteers.id, volunteerDistricts.volunteerId))
      .where(where)
      .orderBy(desc(volunteerDistricts.joinedAt), desc(volunteers.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(volunteerDistricts)
      .innerJoin(volunteers, eq(volunteers.id, volunteerDistricts.volunteerId))
      .where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function countMembers(db: Executor, districtId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(volunteerDistricts)
    .where(eq(volunteerDistricts.districtId, districtId));
  return row?.n ?? 0;
}

/** Where a volunteer's account stands on logoff; null for an unknown volunteer. */
export async function findLogoffState(db: Executor, volunteerId: number) {
  const [row] = await db
    .select({ logoffState: volunteers.logoffState })
    .from(volunteers)
    .where(eq(volunteers.id, volunteerId));
  return row ?? null;
}
