import type { SessionRow } from '../db/schema/index';
import { clock } from './clock';

/**
 * Live access-token look-ups remembered for a few seconds in this process: every signed-in
 * request would otherwise start with the same indexed read of `sessions`.
 *
 * Revocation (logout, password change or reset, refresh rotation, reuse detection) goes through
 * session.repository, which calls `forgetSessions` here. A revoked session or subject is then
 * kept off the cache for one lifetime, so a look-up that was already under way when the
 * revocation committed cannot put the old answer back.
 *
 * Several instances: a token revoked on one instance stays accepted by the others for at most
 * `ttlMs`. Deployments that run several instances set REDIS_URL; the auth plugin then does not
 * use this cache at all and every request reads the database (see docs/performance.md).
 */
const ttlMs = 5_000;
const maxEntries = 10_000;

type Cached = Pick<SessionRow, 'id' | 'kind' | 'subjectId' | 'expiresAt' | 'scope'> & {
  nodePath: string | null;
};

const entries = new Map<string, { session: Cached; until: number }>();
/** Session ids and `kind:subject` keys revoked within the last lifetime, with their end. */
const barred = new Map<string, number>();

const subjectKey = (kind: string, subjectId: number) => `${kind}:${subjectId}`;
const sessionKey = (id: number) => `#${id}`;

function isBarred(s: Cached, now: number) {
  for (const key of [sessionKey(s.id), subjectKey(s.kind, s.subjectId)]) {
    const until = barred.get(key);
    if (until !== undefined && until > now) return true;
    if (until !== undefined) barred.delete(key);
  }
  return false;
}

export function cachedSession(tokenHash: string): Cached | null {
  const hit = entries.get(tokenHash);
  if (!hit) return null;
  const now = Date.now();
  const expired = hit.session.expiresAt.getTime() <= clock.nowMs();
  if (hit.until <= now || expired || isBarred(hit.session, now)) {
    entries.delete(tokenHash);
    return null;
  }
  return hit.session;
}

export function rememberSession(tokenHash: string, session: Cached) {
  const now = Date.now();
  if (isBarred(session, now)) return;
  if (entries.size >= maxEntries) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  // A session's expiry is on the platform's clock, the cache's lifetime on the machine's.
  const until = now + Math.min(ttlMs, session.expiresAt.getTime() - clock.nowMs());
  entries.set(tokenHash, { session, until });
}

/** Drops and bars a revoked session (by id) or all sessions of a subject. */
export function forgetSessions(
  target: { sessionId: number } | { kind: string; subjectId: number },
) {
  const key =
    'sessionId' in target
      ? sessionKey(target.sessionId)
      : subjectKey(target.kind, target.subjectId);
  const now = Date.now();
  if (barred.size > maxEntries) {
    for (const [k, until] of barred) if (until <= now) barred.delete(k);
  }
  barred.set(key, now + ttlMs);
  for (const [hash, { session }] of entries) {
    const matches =
      'sessionId' in target
        ? session.id === target.sessionId
        : session.kind === target.kind && session.subjectId === target.subjectId;
    if (matches) entries.delete(hash);
  }
}
