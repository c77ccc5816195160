import {
  BizCode,
  staffMfaMessages as messages,
  TokenKind,
  type TotpDisableInput,
  type TotpEnabled,
  type TotpEnableInput,
  type TotpResetInput,
  type TotpSetup,
  type TotpStatus,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { verifyPassword } from '../../lib/password-hash';
import type { RequestContext } from '../../lib/request-context';
import { acceptedStep, newTotpSecret, otpauthUri } from './totp';
import {
  isSecondFactorRequired,
  newRecoveryCodes,
  recoveryCodeHash,
  spendSecondFactorCode,
} from './second-factor';
import {
  clearSecondFactor,
  countUnusedRecoveryCodes,
  enablePendingSecret,
  replaceRecoveryCodes,
  savePendingSecret,
} from './staff-mfa.repository';
import {
  type Caller,
  clock,
  findAccountWithDistrict,
  insertAudit,
  isInScope,
  loadAdminScope,
  loadStaffScope,
  revokeAllForSubject,
  staffAuditOf,
  type StaffScope,
  widenSession,
} from '../../kernel';

const refuse = (code: BizCode, msg: string) => new BizError(code, msg);

/** The signed-in staff member's own second factor, and an admin's reset of another's. */
export function createStaffMfaService(deps: Deps) {
  const { db, cipher, config, throttle } = deps;

  const targetOf = (scope: StaffScope) => `${scope.account.name}（${scope.account.loginName}）`;
  const isRequired = (scope: StaffScope) => isSecondFactorRequired(config, scope.district.level);

  return {
    async status(caller: Caller): Promise<TotpStatus> {
      const scope = await loadStaffScope(db, caller);
      const enabledAt = scope.account.totpEnabledAt;
      return {
        enabled: enabledAt !== null,
        enabledAt: enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabledAt ? await countUnusedRecoveryCodes(db, scope.accountId) : 0,
        required: isRequired(scope),
      };
    },

    async setup(caller: Caller, ctx: RequestContext): Promise<TotpSetup> {
      const scope = await loadStaffScope(db, caller);
      if (scope.account.totpEnabledAt) throw refuse(BizCode.Conflict, messages.alreadyEnabled);
      const secret = newTotpSecret();
      if (!(await savePendingSecret(db, scope.accountId, cipher.encrypt(secret))))
        throw refuse(BizCode.Conflict, messages.alreadyEnabled);
      await insertAudit(db, {
        ...staffAuditOf(scope, ctx),
        action: 'mfa.setup',
        target: targetOf(scope),
      });
      return { secret, otpauthUri: otpauthUri(scope.account.loginName, secret) };
    },

    /**
     * Confirms the pending secret with a code from the app. Recovery codes are made here and
     * shown this once; a session that was held to enrolment reaches the whole console now.
     */
    async enable(
      caller: Caller,
      input: TotpEnableInput,
      ctx: RequestContext,
    ): Promise<TotpEnabled> {
      const scope = await loadStaffScope(db, caller);
      const { totpEnabledAt, totpSecretEnc } = scope.account;
      if (totpEnabledAt) throw refuse(BizCode.Conflict, messages.alreadyEnabled);
      if (!totpSecretEnc) throw refuse(BizCode.Conflict, '请先获取两步验证密钥，再输入验证码');
      const step = await acceptedStep(
        cipher.decrypt(totpSecretEnc),
        input.code,
        clock.nowMs(),
        null,
      );
      if (step === null) throw refuse(BizCode.InvalidInput, messages.wrongEnableCode);
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        // The code was checked against this secret; a setup in another tab since replaced it.
        if (!(await enablePendingSecret(tx, scope.accountId, totpSecretEnc, step)))
          throw refuse(BizCode.Conflict, '两步验证密钥已更新，请重新扫码后再输入验证码');
        await replaceRecoveryCodes(
          tx,
          scope.accountId,
          codes.map((c) => recoveryCodeHash(cipher, scope.accountId, c)),
        );
        await insertAudit(tx, {
          ...staffAuditOf(scope, ctx),
          action: 'mfa.enable',
          target: targetOf(scope),
        });
      });
      // After the commit, so no request in between can cache the session still restricted.
      if (caller.enrolOnly) await widenSession(db, caller.sessionId);
      return { recoveryCodes: codes };
    },

    /**
     * Both the password and a code (the app's or a recovery code). Counted against the login
     * lockout like a password change, as one attempt, so neither can be guessed here instead.
     */
    async disable(caller: Caller, input: TotpDisableInput, ctx: RequestContext): Promise<null> {
      const scope = await loadStaffScope(db, caller);
      if (isRequired(scope)) throw refuse(BizCode.Forbidden, messages.requiredForFederation);
      if (!scope.account.totpEnabledAt) throw refuse(BizCode.Conflict, '尚未开启两步验证');
      const key = `${TokenKind.Org}:${scope.accountId}`;
      const block = await throttle.reserve(key, ctx.ip);
      if (block) throw refuse(BizCode.TooManyAttempts, '密码或验证码错误次数过多，请15分钟后再试');
      let proof: Awaited<ReturnType<typeof spendSecondFactorCode>> = null;
      try {
        const isMatch = await verifyPassword(scope.account.passwordHash, input.password);
        if (!isMatch) throw refuse(BizCode.WrongCredentials, '登录密码错误');
        proof = await spendSecondFactorCode(db, cipher, scope.account, input.code);
      } catch (err) {
        if (!(err instanceof BizError)) await throttle.release(key, ctx.ip);
        throw err;
      }
      if (!proof) throw refuse(BizCode.WrongCredentials, messages.wrongEnableCode);
      await throttle.release(key, ctx.ip);
      await db.transaction(async (tx) => {
        await clearSecondFactor(tx, scope.accountId);
        await insertAudit(tx, {
          ...staffAuditOf(scope, ctx),
          action: 'mfa.disable',
          target: targetOf(scope),
          detail: { proof },
        });
      });
      return null;
    },

    /**
     * An admin clears another account's second factor (a lost phone): one of their node or
     * below, never their own. Unknown and out of reach answer alike, so the call cannot be used
     * to learn which ids exist elsewhere. The account's sessions end; it enrols again at its
     * next sign-in where the second factor is required.
     */
    async reset(caller: Caller, input: TotpResetInput, ctx: RequestContext): Promise<null> {
      const scope = await loadAdminScope(db, caller);
      const found = await findAccountWithDistrict(db, input.accountId);
      if (!found || !isInScope(scope, found.district.path))
        throw refuse(BizCode.NotFound, messages.accountNotFound);
      if (found.account.id === scope.accountId)
        throw refuse(BizCode.Forbidden, '不能重置自己的两步验证，请在安全设置中关闭或更换');
      if (!found.account.totpSecretEnc)
        throw refuse(BizCode.Conflict, '该账号未开启两步验证，无需重置');
      await db.transaction(async (tx) => {
        await clearSecondFactor(tx, found.account.id);
        await revokeAllForSubject(tx, TokenKind.Org, found.account.id);
        await insertAudit(tx, {
          ...staffAuditOf(scope, ctx),
          // The entry belongs to the account's node, so its own admins read it too.
          districtPath: found.district.path,
          action: 'mfa.reset',
          target: `${found.account.name}（${found.account.loginName}）`,
          reason: input.reason,
          detail: { accountId: found.account.id, wasEnabled: found.account.totpEnabledAt !== null },
        });
      });
      return null;
    },
  };
}
