import {
  BizCode,
  isValidMobile,
  isValidPassword,
  TokenKind,
  UserType,
  type LoginInput,
  type LoginOther,
  type RefreshInput,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError, withOther } from '../../lib/biz-error';
import { newToken, normaliseIdCard, normaliseMobile, sha256 } from '../../lib/crypto';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/password-hash';
import type { RequestContext } from '../../lib/request-context';
import { orgSignInRefusal } from '../org-registration';
import {
  clock,
  findByRefreshHash,
  findOrgCredentials,
  findVolunteerCredentials,
  insertSession,
  markSignedIn,
  revokeAllForSubject,
  revokeSession,
  type AccountCredentials,
  type Caller,
  unauthorized,
} from '../../kernel';

const idCardShape = /^(\d{15}|\d{17}[\dXx])$/;

export const loginMessages = {
  wrong: '账号或密码错误',
  accountLocked: '登录失败次数过多，账号已锁定，请15分钟后再试',
  ipLimited: '登录尝试过于频繁，请稍后再试',
  disabled: '账号已停用，请联系上级管理员',
} as const;

export function createLoginService(deps: Deps) {
  const { db, cipher, throttle, config } = deps;

  /** The identifier's shape picks the column: mobile and ID are found by keyed hash only. */
  function findVolunteer(username: string) {
    if (isValidMobile(username)) {
      return findVolunteerCredentials(db, {
        column: 'mobileHash',
        value: cipher.hash(normaliseMobile(username)),
      });
    }
    if (idCardShape.test(username)) {
      return findVolunteerCredentials(db, {
        column: 'idCardHash',
        value: cipher.hash(normaliseIdCard(username)),
      });
    }
    return findVolunteerCredentials(db, { column: 'loginName', value: username });
  }

  function findOrg(username: string) {
    if (isValidMobile(username)) {
      return findOrgCredentials(db, {
        column: 'mobileHash',
        value: cipher.hash(normaliseMobile(username)),
      });
    }
    return findOrgCredentials(db, { column: 'loginName', value: username });
  }

  async function issueSession(
    kind: TokenKind,
    account: AccountCredentials,
    ctx: RequestContext,
    passwordWeak: boolean,
  ) {
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
    });
    const other: LoginOther = {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: config.tokenTtlSeconds,
      token_type: 'bearer',
      isWeakPassword: passwordWeak ? 1 : 0,
      isForceChangePwd: account.forceChangePwd ? 'true' : 'false',
      userType: kind === TokenKind.Volunteer ? UserType.Volunteer : UserType.Organizer,
    };
    return withOther(null, other);
  }

  async function login(kind: TokenKind, input: LoginInput, ctx: RequestContext) {
    const username = input.username.trim();
    const account = await (kind === TokenKind.Volunteer
      ? findVolunteer(username)
      : findOrg(username));
    // Unknown identifiers are counted too (under their keyed hash), so lockout behaves the
    // same whether or not the account exists.
    const accountKey = account
      ? `${kind}:${account.id}`
      : `${kind}:u:${cipher.hash(username.toLowerCase())}`;
    // Counted as a failure before the (slow) verify, so parallel guesses cannot all pass.
    const block = await throttle.reserve(accountKey, ctx.ip);
    if (block === 'ip') throw new BizError(BizCode.TooManyAttempts, loginMessages.ipLimited);
    if (block === 'account')
      throw new BizError(BizCode.TooManyAttempts, loginMessages.accountLocked);

    let isMatch: boolean;
    try {
      isMatch = account
        ? await verifyPassword(account.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
    } catch (err) {
      await throttle.release(accountKey, ctx.ip);
      throw err;
    }
    // A wrong password keeps its reservation: that is the recorded failure.
    if (!account || !isMatch || (!account.canSignIn && !account.isDisabled)) {
      throw new BizError(BizCode.WrongCredentials, loginMessages.wrong);
    }
    await throttle.release(accountKey, ctx.ip);
    if (account.isDisabled) {
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
    await markSignedIn(db, kind, account.id, {
      passwordWeak,
      ...(rehash ? { passwordHash: rehash } : {}),
    });
    return issueSession(kind, account, ctx, passwordWeak);
  }

  return {
    loginVolunteer: (input: LoginInput, ctx: RequestContext) =>
      login(TokenKind.Volunteer, input, ctx),
    loginOrg: (input: LoginInput, ctx: RequestContext) => login(TokenKind.Org, input, ctx),

    /** Rotates both tokens; presenting an already rotated refresh token revokes the account's sessions. */
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
