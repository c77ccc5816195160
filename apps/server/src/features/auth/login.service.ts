import {
  BizCode,
  isValidPassword,
  TokenKind,
  UserType,
  type LoginInput,
  type LoginOther,
  type MfaChallenge,
  type MfaLoginInput,
  type RefreshInput,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError, withOther, type WithOther } from '../../lib/biz-error';
import { newToken, sha256 } from '../../lib/crypto';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/password-hash';
import type { RequestContext } from '../../lib/request-context';
import { orgSignInRefusal } from '../org-registration';
import { auditStaffSignIn } from './sign-in-audit';
import { findOrg, findVolunteer } from './find-account';
import { isSecondFactorRequired, openMfaChallenge, passMfaChallenge } from '../staff-mfa';
import {
  clock,
  findByRefreshHash,
  findOrgCredentials,
  findVolunteerCredentials,
  insertSession,
  markSignedIn,
  recordPasswordVerdict,
  revokeAllForSubject,
  revokeSession,
  type AccountCredentials,
  type Caller,
  unauthorized,
} from '../../kernel';

export const loginMessages = {
  /**
   * Said for a wrong password, an unknown name and a locked account alike (checkPassword); the
   * lock is named so that someone locked out with the right password knows to wait.
   */
  wrong: '账号或密码错误（连续输错5次将锁定15分钟）',
  ipLimited: '登录尝试过于频繁，请稍后再试',
  disabled: '账号已停用，请联系上级管理员',
} as const;

export function createLoginService(deps: Deps) {
  const { db, cipher, throttle, config } = deps;

  /** A staff account held to enrolment: REQUIRE_STAFF_MFA applies and it has no second factor. */
  const mustEnrol = (account: AccountCredentials) =>
    !!account.staff &&
    !account.staff.hasSecondFactor &&
    isSecondFactorRequired(config, account.staff.nodeLevel);

  async function issueSession(
    kind: TokenKind,
    account: AccountCredentials,
    ctx: RequestContext,
    passwordWeak: boolean,
  ) {
    const isEnrolOnly = mustEnrol(account);
    const accessToken = newToken();
    const refreshToken = newToken();
    await insertSession(db, {
      tokenHash: sha256(accessToken),
      refreshHash: sha256(refreshToken),
      kind,
      subjectId: account.id,
      ttlSeconds: config.tokenTtlSeconds,
      refreshTtlSeconds: config.refreshTtlSeconds,
      ip: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 256) ?? null,
      scope: isEnrolOnly ? 'mfaEnrol' : null,
    });
    const other: LoginOther = {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: config.tokenTtlSeconds,
      token_type: 'bearer',
      isWeakPassword: passwordWeak ? 1 : 0,
      isForceChangePwd: account.forceChangePwd ? 'true' : 'false',
      userType: kind === TokenKind.Volunteer ? UserType.Volunteer : UserType.Organizer,
      // Only when true: every other sign-in answers exactly as before the second factor.
      ...(isEnrolOnly ? { mfaEnrolRequired: true } : {}),
    };
    return withOther(null, other);
  }

  /**
   * The password step of either login: the account, once the password is right and it may
   * sign in, with today's verdict on the password. Refusals are thrown.
   */
  async function checkPassword(kind: TokenKind, input: LoginInput, ctx: RequestContext) {
    const username = input.username.trim();
    const account = await (kind === TokenKind.Volunteer
      ? findVolunteer(deps, username)
      : findOrg(deps, username));
    // Unknown identifiers are counted too (under their keyed hash), so lockout behaves the
    // same whether or not the account exists.
    const accountKey = account
      ? `${kind}:${account.id}`
      : `${kind}:u:${cipher.hash(username.toLowerCase())}`;
    // Counted as a failure before the (slow) verify, so parallel guesses cannot all pass.
    const block = await throttle.reserve(accountKey, ctx.ip);
    if (block === 'ip') {
      deps.metrics.loginRefused(kind, 'ipLimited');
      throw new BizError(BizCode.TooManyAttempts, loginMessages.ipLimited);
    }

    // A locked account answers exactly as a wrong password or an unknown name does: the same
    // code, the same words, after an argon2 check of the same cost (the dummy hash). A distinct
    // "locked" answer (42900, as before) told anyone who tried a name five times, or found it
    // locked by someone else, that the account exists; an unknown name never locks that way
    // for a one-off probe. The locked person is not misled: the message names the lock, and
    // the right password works again once the 15 minutes are over. The IP limit keeps its own
    // answer: it says nothing about any account.
    const isLocked = block === 'account';
    let isMatch: boolean;
    try {
      isMatch =
        account && !isLocked
          ? await verifyPassword(account.passwordHash, input.password)
          : await verifyAgainstDummy(input.password);
    } catch (err) {
      if (!isLocked) await throttle.release(accountKey, ctx.ip);
      throw err;
    }
    // A wrong password keeps its reservation: that is the recorded failure (a locked attempt
    // was not counted, so the lock does not grow while it is tried).
    if (isLocked || !account || !isMatch || (!account.canSignIn && !account.isDisabled)) {
      const reason = isLocked ? 'locked' : !account ? 'unknownAccount' : 'wrongPassword';
      deps.metrics.loginRefused(kind, reason);
      await auditStaffSignIn(db, kind, account, ctx, 'auth.login.failure', { reason });
      throw new BizError(BizCode.WrongCredentials, loginMessages.wrong);
    }
    await throttle.release(accountKey, ctx.ip);
    if (account.isDisabled) {
      deps.metrics.loginRefused(kind, 'disabled');
      await auditStaffSignIn(db, kind, account, ctx, 'auth.login.failure', { reason: 'disabled' });
      // An organisation under review, or refused, hears the review's verdict instead.
      const refusal = kind === TokenKind.Org ? await orgSignInRefusal(db, account.id) : null;
      throw new BizError(BizCode.Forbidden, refusal ?? loginMessages.disabled);
    }

    await throttle.resetAccount(accountKey);
    // Weakness is judged against today's rule on the plaintext, the only moment it is known.
    const passwordWeak = !isValidPassword(input.password);
    const rehash = needsRehash(account.passwordHash)
      ? await hashPassword(input.password)
      : undefined;
    return { account, verdict: { passwordWeak, ...(rehash ? { passwordHash: rehash } : {}) } };
  }

  type PasswordVerdict = Awaited<ReturnType<typeof checkPassword>>['verdict'];

  async function signIn(
    kind: TokenKind,
    account: AccountCredentials,
    verdict: PasswordVerdict,
    ctx: RequestContext,
  ) {
    await markSignedIn(db, kind, account.id, verdict);
    await auditStaffSignIn(db, kind, account, ctx, 'auth.login.success', { secondFactor: null });
    return issueSession(kind, account, ctx, verdict.passwordWeak);
  }

  /** A console account with a second factor gets a ticket for the code step, and no token. */
  async function loginOrg(
    input: LoginInput,
    ctx: RequestContext,
  ): Promise<WithOther<MfaChallenge | null, LoginOther | undefined>> {
    const { account, verdict } = await checkPassword(TokenKind.Org, input, ctx);
    if (!account.staff?.hasSecondFactor) return signIn(TokenKind.Org, account, verdict, ctx);
    await recordPasswordVerdict(db, TokenKind.Org, account.id, verdict);
    const mfaTicket = await openMfaChallenge(deps, account.id);
    return withOther({ mfaRequired: true as const, mfaTicket }, undefined);
  }

  /** The code step: the same answer a password sign-in gives, once the code is right. */
  async function loginOrgTotp(input: MfaLoginInput, ctx: RequestContext) {
    const { accountId, proof } = await passMfaChallenge(deps, input, ctx);
    const account = await findOrgCredentials(db, { column: 'id', value: accountId });
    if (!account || !account.canSignIn)
      throw new BizError(BizCode.Forbidden, loginMessages.disabled);
    await markSignedIn(db, TokenKind.Org, account.id, { passwordWeak: account.passwordWeak });
    await auditStaffSignIn(db, TokenKind.Org, account, ctx, 'auth.login.success', {
      secondFactor: proof,
    });
    return issueSession(TokenKind.Org, account, ctx, account.passwordWeak);
  }

  return {
    async loginVolunteer(input: LoginInput, ctx: RequestContext) {
      const { account, verdict } = await checkPassword(TokenKind.Volunteer, input, ctx);
      return signIn(TokenKind.Volunteer, account, verdict, ctx);
    },
    loginOrg,
    loginOrgTotp,

    /**
     * Rotates both tokens; presenting an already rotated refresh token revokes the account's
     * sessions. A staff session held to enrolment stays held (issueSession decides it afresh).
     */
    async refresh(input: RefreshInput, ctx: RequestContext) {
      const session = await findByRefreshHash(db, sha256(input.refresh_token));
      if (!session || session.refreshExpiresAt.getTime() <= clock.nowMs()) throw unauthorized();
      const kind = session.kind as TokenKind;
      if (session.revokedAt) {
        // Reuse of a spent refresh token means it was copied: end every session of the account.
        await revokeAllForSubject(db, kind, session.subjectId);
        throw unauthorized();
      }
      if (!(await revokeSession(db, session.id))) throw unauthorized();
      const by = { column: 'id', value: session.subjectId } as const;
      const account = await (kind === TokenKind.Volunteer
        ? findVolunteerCredentials(db, by)
        : findOrgCredentials(db, by));
      if (!account || !account.canSignIn) throw unauthorized();
      return issueSession(kind, account, ctx, account.passwordWeak);
    },

    async logout(caller: Caller | null) {
      if (caller) await revokeSession(db, caller.sessionId);
      return null;
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
