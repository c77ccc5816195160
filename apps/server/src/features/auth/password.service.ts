import { BizCode, TokenKind, type PasswordState, type ResetModifyPwdInput } from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import type { RequestContext } from '../../lib/request-context';
import {
  type Caller,
  unauthorized,
  insertAudit,
  revokeAllForSubject,
  findOrgCredentials,
  findVolunteerCredentials,
  updatePassword,
} from '../../kernel';

export function createPasswordService(deps: Deps) {
  const { db } = deps;

  const findAccount = (caller: Caller) => {
    const by = { column: 'id', value: caller.subjectId } as const;
    return caller.kind === TokenKind.Volunteer
      ? findVolunteerCredentials(db, by)
      : findOrgCredentials(db, by);
  };

  return {
    async getState(caller: Caller): Promise<PasswordState> {
      const account = await findAccount(caller);
      if (!account) throw unauthorized();
      return {
        isWeakPassword: account.passwordWeak ? 1 : 0,
        isForceChangePwd: account.forceChangePwd ? 'true' : 'false',
      };
    },

    /**
     * The weak/forced reset: the format and the match are checked by the schema; here the
     * new password must differ from the old. Every session ends, so the person signs in again
     * with the new password everywhere.
     */
    async resetPassword(
      caller: Caller,
      input: ResetModifyPwdInput,
      ctx: RequestContext,
    ): Promise<null> {
      const account = await findAccount(caller);
      if (!account) throw unauthorized();
      if (await verifyPassword(account.passwordHash, input.password)) {
        throw new BizError(BizCode.InvalidInput, '新密码不能与原密码相同');
      }
      const newHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await updatePassword(tx, caller.kind, account.id, newHash);
        const revoked = await revokeAllForSubject(tx, caller.kind, account.id);
        await insertAudit(tx, {
          actorKind: caller.kind,
          actorId: account.id,
          action: 'password.reset',
          target: `${caller.kind}:${account.id}`,
          ip: ctx.ip,
          detail: {
            wasWeak: account.passwordWeak,
            wasForced: account.forceChangePwd,
            sessionsRevoked: revoked,
          },
        });
      });
      return null;
    },
  };
}
