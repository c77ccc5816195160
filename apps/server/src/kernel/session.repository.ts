import { and, eq, getTableColumns, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { TokenKind } from '@zyz/domain';
import type { Executor } from '../db/client';
import { sessions, type SessionRow } from '../db/schema/index';
import { preparedOn } from '../lib/prepared';
import { forgetSessions } from './session-cache';
import { clock } from './clock';

export interface NewSession {
  tokenHash: string;
  refreshHash: string;
  kind: TokenKind;
  subjectId: number;
  /** Lifetimes are added to the platform's clock, the same clock every check reads. */
  ttlSeconds: number;
  refreshTtlSeconds: number;
  ip: string | null;
  userAgent: string | null;
  /** 'mfaEnrol': a staff session that may only set up its second factor (schema/session.ts). */
  scope?: 'mfaEnrol' | null;
}

export async function insertSession(db: Executor, s: NewSession): Promise<number> {
  const { ttlSeconds, refreshTtlSeconds, ...rest } = s;
  const now = clock.nowMs();
  const [row] = await db
    .insert(sessions)
    .values({
      ...rest,
      createdAt: new Date(now),
      expiresAt: new Date(now + ttlSeconds * 1000),
      refreshExpiresAt: new Date(now + refreshTtlSeconds * 1000),
    })
    .returning({ id: sessions.id });
  return row!.id;
}

/**
 * A live access token: not revoked, not expired. Prepared: every signed-in request runs it.
 * A staff token also brings its node's path while the account is active (`nodePath`), so a
 * console read scoped to the caller's subtree needs no second round trip. Both the account's
 * node and a node's path are written once; every way an account stops being active revokes
 * its sessions, so the path lives exactly as long as the session it was read with.
 */
export async function findActiveByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<(SessionRow & { nodePath: string | null }) | null> {
  const query = preparedOn(db, 'session_by_token', (d) =>
    d
      .select({
        ...getTableColumns(sessions),
        // Written out: Drizzle leaves a select list's columns unqualified, which would be
        // ambiguous here (sessions, org_accounts and districts all have an id).
        nodePath: sql<string | null>`(select d.path from org_accounts a
            join districts d on d.id = a.district_id
            where sessions.kind = 'org' and a.id = sessions.subject_id and a.status = 'active')`,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('session_by_token'),
  );
  const [row] = await query.execute({ tokenHash, now: clock.now() });
  return row ?? null;
}

/** By refresh token, revoked or not: the caller tells rotation from reuse. */
export async function findByRefreshHash(
  db: Executor,
  refreshHash: string,
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.refreshHash, refreshHash))
    .limit(1);
  return row ?? null;
}

/** Lifts a session's restriction (its owner has just set up the second factor it waited for). */
export async function widenSession(db: Executor, id: number): Promise<void> {
  await db.update(sessions).set({ scope: null }).where(eq(sessions.id, id));
  forgetSessions({ sessionId: id });
}

/** Revokes one session; false when it was already revoked (a concurrent refresh won). */
export async function revokeSession(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  // Every revocation passes here or below, so no path can leave a cached token alive.
  forgetSessions({ sessionId: id });
  return rows.length > 0;
}

export async function revokeAllForSubject(
  db: Executor,
  kind: TokenKind,
  subjectId: number,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(
      and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  forgetSessions({ kind, subjectId });
  return rows.length;
}

/** Every session of the subject but the one making the request (a password change). */
export async function revokeOthersForSubject(
  db: Executor,
  kind: TokenKind,
  subjectId: number,
  keepSessionId: number,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(sessions.kind, kind),
        eq(sessions.subjectId, subjectId),
        ne(sessions.id, keepSessionId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  // Bars the whole subject from the cache for a moment; the kept session is simply re-read.
  forgetSessions({ kind, subjectId });
  return rows.length;
}

/** Housekeeping: sessions whose refresh token has also expired can never be used again. */
export async function deleteDeadSessions(db: Executor): Promise<void> {
  const dayAgo = new Date(clock.nowMs() - 86_400_000);
  await db.delete(sessions).where(lt(sessions.refreshExpiresAt, dayAgo));
}
