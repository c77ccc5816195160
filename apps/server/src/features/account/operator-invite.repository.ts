import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  districts,
  orgAccounts,
  siteMessageActions,
  siteMessages,
  volunteers,
} from '../../db/schema/index';
import { sqlNow } from '../../kernel';

const kind = 'operatorInvite';

export async function findInviter(db: Executor, orgAccountId: number) {
  const [row] = await db
    .select({
      id: orgAccounts.id,
      role: orgAccounts.role,
      status: orgAccounts.status,
      districtId: orgAccounts.districtId,
      orgName: districts.name,
      path: districts.path,
    })
    .from(orgAccounts)
    .innerJoin(districts, eq(districts.id, orgAccounts.districtId))
    .where(eq(orgAccounts.id, orgAccountId))
    .limit(1);
  return row ?? null;
}

export async function findInvitee(
  db: Executor,
  by: { column: 'loginName' | 'mobileHash' | 'volunteerNo'; value: string },
) {
  const [row] = await db
    .select({ id: volunteers.id, name: volunteers.name, logoffState: volunteers.logoffState })
    .from(volunteers)
    .where(eq(volunteers[by.column], by.value))
    .limit(1);
  return row ?? null;
}

/** Open invitations past their time become 'expired', so a new one may be sent. */
export async function expireStale(
  db: Executor,
  districtId: number,
  volunteerId: number,
  now: Date,
) {
  await db
    .update(siteMessageActions)
    .set({ state: 'expired', decidedAt: now })
    .where(
      and(
        eq(siteMessageActions.kind, kind),
        eq(siteMessageActions.districtId, districtId),
        eq(siteMessageActions.volunteerId, volunteerId),
        eq(siteMessageActions.state, 'pending'),
        lt(siteMessageActions.expiresAt, now),
      ),
    );
}

/** The open invitation, or the accepted one whose console account is still active. */
export async function findLiveInvite(db: Executor, districtId: number, volunteerId: number) {
  const [row] = await db
    .select({ state: siteMessageActions.state })
    .from(siteMessageActions)
    .leftJoin(orgAccounts, eq(orgAccounts.id, siteMessageActions.resultAccountId))
    .where(
      and(
        eq(siteMessageActions.kind, kind),
        eq(siteMessageActions.districtId, districtId),
        eq(siteMessageActions.volunteerId, volunteerId),
        sql`(${siteMessageActions.state} = 'pending' or (${siteMessageActions.state} = 'accepted' and ${orgAccounts.status} = 'active'))`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertInvite(
  db: Executor,
  v: {
    volunteerId: number;
    districtId: number;
    invitedBy: number;
    title: string;
    content: string;
    tokenHash: string;
    tokenEnc: string;
    expiresAt: Date;
  },
) {
  const [msg] = await db
    .insert(siteMessages)
    .values({ volunteerId: v.volunteerId, title: v.title, content: v.content })
    .returning({ id: siteMessages.id });
  await db.insert(siteMessageActions).values({
    siteMessageId: msg!.id,
    volunteerId: v.volunteerId,
    kind,
    districtId: v.districtId,
    invitedBy: v.invitedBy,
    tokenHash: v.tokenHash,
    tokenEnc: v.tokenEnc,
    expiresAt: v.expiresAt,
  });
  return msg!.id;
}

/** The invitation behind the volunteer's own message, locked for the decision. */
export async function lockInvite(
  db: Executor,
  volunteerId: number,
  by: { siteMessageId: number; tokenHash?: string },
) {
  const [row] = await db
    .select()
    .from(siteMessageActions)
    .where(
      and(
        eq(siteMessageActions.siteMessageId, by.siteMessageId),
        eq(siteMessageActions.volunteerId, volunteerId),
        by.tokenHash === undefined ? undefined : eq(siteMessageActions.tokenHash, by.tokenHash),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function decideInvite(
  db: Executor,
  siteMessageId: number,
  change: { state: string; decidedAt: Date; resultAccountId?: number },
) {
  await db
    .update(siteMessageActions)
    .set(change)
    .where(eq(siteMessageActions.siteMessageId, siteMessageId));
  await db
    .update(siteMessages)
    .set({ readAt: sql`coalesce(${siteMessages.readAt}, ${sqlNow()})` })
    .where(eq(siteMessages.id, siteMessageId));
}

export async function findVolunteerForOperator(db: Executor, id: number) {
  const [row] = await db.select().from(volunteers).where(eq(volunteers.id, id)).limit(1);
  return row ?? null;
}

export async function orgLoginNamesTaken(db: Executor, names: string[]) {
  const rows = await db
    .select({ loginName: orgAccounts.loginName })
    .from(orgAccounts)
    .where(inArray(orgAccounts.loginName, names));
  return new Set(rows.map((r) => r.loginName));
}

export async function orgMobileTaken(db: Executor, mobileHash: string) {
  const [row] = await db
    .select({ id: orgAccounts.id })
    .from(orgAccounts)
    .where(eq(orgAccounts.mobileHash, mobileHash))
    .limit(1);
  return !!row;
}

export async function insertOperatorAccount(
  db: Executor,
  v: typeof orgAccounts.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(orgAccounts).values(v).returning({ id: orgAccounts.id });
  return row!.id;
}

/** The decisions asked by these messages of the volunteer, with the inviting organisation. */
export async function findActionsOfMessages(db: Executor, volunteerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      siteMessageId: siteMessageActions.siteMessageId,
      kind: siteMessageActions.kind,
      state: siteMessageActions.state,
      tokenEnc: siteMessageActions.tokenEnc,
      expiresAt: siteMessageActions.expiresAt,
      orgName: districts.name,
    })
    .from(siteMessageActions)
    .innerJoin(districts, eq(districts.id, siteMessageActions.districtId))
    .where(
      and(
        eq(siteMessageActions.volunteerId, volunteerId),
        inArray(siteMessageActions.siteMessageId, ids),
      ),
    );
}

export async function findDistrictNameAndPath(db: Executor, id: number) {
  const [row] = await db
    .select({ name: districts.name, path: districts.path })
    .from(districts)
    .where(eq(districts.id, id))
    .limit(1);
  return row ?? { name: '', path: null };
}
