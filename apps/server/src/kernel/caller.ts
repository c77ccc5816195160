import type { FastifyRequest } from 'fastify';
import { BizCode, type TokenKind } from '@zyz/domain';
import { BizError } from '../lib/biz-error';

/** Who is calling: resolved once per request from the bearer token by plugins/auth.ts. */
export interface Caller {
  kind: TokenKind;
  subjectId: number;
  sessionId: number;
  /**
   * A staff caller's node path, read with the session while the account is active; null for a
   * volunteer or an account no longer active, absent when the caller was not built from a token.
   */
  nodePath?: string | null;
  /**
   * True for a staff session that may only set up its second factor and sign out
   * (REQUIRE_STAFF_MFA); routes that allow it say `config: { mfaEnrol: true }`.
   */
  enrolOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hooks; null when the request carries no valid token. */
    caller: Caller | null;
  }
}

export const unauthorized = () => new BizError(BizCode.Unauthorized, '登录已失效，请重新登录');

/** For handlers behind requireVolunteer/requireOrg, where the caller is known to be set. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
