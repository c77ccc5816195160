import {
  accountMessages,
  BizCode,
  TokenKind,
  type ChangePasswordInput,
  type ChangePasswordResult,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import type { RequestContext } from '../../lib/request-context';
import {
  unauthorized,
  type Caller,
  insertAudit,
  revokeOthersForSubject,
  findVolunteerCredentials,
  updatePassword,
} from '../../kernel';

/**
 * A signed-in volunteer changes the password knowing the current one. This sign-in stays;
 * every other one (another browser, a phone, a stolen token) ends at once, cache included.
 * Wrong current passwords count against the same lockout as the login.
 */
export async function changeVolunteerPassword(
  deps: Deps,
  caller: Caller,
  input: ChangePasswordInput,
  ctx: RequestContext,
): Promise<ChangePasswordResult> {
  const { db, throttle } = deps;
  const account = await findVolunteerCredentials(db, { column: 'id', value: caller.subjectId });
  if (!account || !account.canSignIn) throw unauthorized();
  const key = `${TokenKind.Volunteer}:${account.id}`;
  // Reserved before the verify, as at login, so parallel guesses cannot all be checked.
  const block = await throttle.reserve(key, ctx.ip);
  if (block) throw new BizError(BizCode.TooManyAttempts, '原密码错误次数过多，请15分钟后再试');
  const isMatch = await verifyPassword(account.passwordHash, input.oldPassword).catch(
    async (err: unknown) => {
      await throttle.release(key, ctx.ip);
      throw err;
    },
  );
  if (!isMatch) throw new BizError(BizCode.WrongCredentials, accountMessages.wrongCurrentPassword);
  await throttle.release(key, ctx.ip);
  if (input.password === input.oldPassword)
    throw new BizError(BizCode.InvalidInput, accountMessages.samePassword);
  const newHash = await hashPassword(input.password);
  const ended = await db.transaction(async (tx) => {
    await updatePassword(tx, TokenKind.Volunteer, account.id, newHash);
    const n = await revokeOthersForSubject(tx, TokenKind.Volunteer, account.id, caller.sessionId);
    await insertAudit(tx, {
      actorKind: TokenKind.Volunteer,
      actorId: account.id,
      action: 'password.change',
      target: `volunteer:${account.id}`,
      ip: ctx.ip,
      detail: { sessionsRevoked: n },
    });
    return n;
  });
  return { otherSessionsEnded: ended };
}

/** A volunteer changes their own password; built once by the composition root. */
export function createChangePasswordService(deps: Deps) {
  return {
    change: (caller: Caller, input: ChangePasswordInput, ctx: RequestContext) =>
      changeVolunteerPassword(deps, caller, input, ctx),
  };
}
