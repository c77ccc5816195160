import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { BizCode, mfaEnrolFirstMessage, TokenKind } from '@zyz/domain';
import { BizError } from '../lib/biz-error';
import { sha256 } from '../lib/crypto';
import { cachedSession, rememberSession } from '../kernel/session-cache';
import { unauthorized, type Caller, findActiveByTokenHash } from '../kernel';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true for the few staff routes a session waiting for its second factor may call. */
    mfaEnrol?: boolean;
  }
  interface FastifyInstance {
    requireVolunteer: onRequestAsyncHookHandler;
    requireOrg: onRequestAsyncHookHandler;
    /** Resolves the caller when a token is presented, refuses nothing (logout). */
    optionalCaller: onRequestAsyncHookHandler;
  }
}

/** The console shows it and keeps the organiser on 两步验证 (apps/admin's api client). */
export const mfaEnrolFirst = mfaEnrolFirstMessage;

const bearerPattern = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i;

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('caller', null);
    // With Redis configured the platform runs several instances: a revocation must hold on
    // all of them at once, which a per-process cache cannot promise (kernel/session-cache.ts).
    const useSessionCache = !app.deps.redis;

    async function resolveCaller(request: FastifyRequest): Promise<Caller | null> {
      const match = bearerPattern.exec(request.headers.authorization ?? '');
      if (!match) return null;
      const tokenHash = sha256(match[1]!);
      let session = useSessionCache ? cachedSession(tokenHash) : null;
      if (!session) {
        session = await findActiveByTokenHash(app.deps.db, tokenHash);
        if (!session) return null;
        if (useSessionCache) rememberSession(tokenHash, session);
      }
      return {
        kind: session.kind as TokenKind,
        subjectId: session.subjectId,
        sessionId: session.id,
        nodePath: session.nodePath,
        enrolOnly: session.scope === 'mfaEnrol',
      };
    }

    // Used as onRequest hooks: a caller without a valid token hears 401 before any
    // complaint about the body, which would otherwise leak which fields a call takes.
    const requireKind = (kind: TokenKind): onRequestAsyncHookHandler =>
      async function requireCaller(request) {
        const caller = await resolveCaller(request);
        if (!caller) throw unauthorized();
        if (caller.kind !== kind) throw new BizError(BizCode.Forbidden, '当前账号类型无权访问');
        if (caller.enrolOnly && request.routeOptions.config.mfaEnrol !== true)
          throw new BizError(BizCode.Forbidden, mfaEnrolFirst);
        request.caller = caller;
      };

    app.decorate('requireVolunteer', requireKind(TokenKind.Volunteer));
    app.decorate('requireOrg', requireKind(TokenKind.Org));
    app.decorate('optionalCaller', async function optionalCaller(request: FastifyRequest) {
      request.caller = await resolveCaller(request);
    });
  },
  { name: 'auth' },
);
