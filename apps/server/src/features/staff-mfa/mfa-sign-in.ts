import { BizCode, staffMfaMessages, TokenKind, type MfaLoginInput } from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { newToken, sha256 } from '../../lib/crypto';
import type { RequestContext } from '../../lib/request-context';
import { spendSecondFactorCode, type SecondFactorProof } from './second-factor';
import {
  countTicketFailure,
  findTicketOwner,
  insertTicket,
  lockLiveTicket,
  markTicketUsed,
} from './staff-mfa.repository';
import { clock, findAccountWithDistrict, insertAudit } from '../../kernel';

export const ticketLifetimeMs = 5 * 60 * 1000;
export const maxTicketFailures = 5;

const messages = {
  ...staffMfaMessages,
  tooManyCodes: '验证码错误次数过多，请15分钟后再试',
  ipLimited: '登录尝试过于频繁，请稍后再试',
};

/**
 * The password was right and the account has a second factor: a ticket for the code step,
 * kept as its SHA-256 and alive five minutes by the platform clock.
 */
export async function openMfaChallenge(deps: Deps, accountId: number): Promise<string> {
  const ticket = newToken();
  // One reading of the clock: a ticket lives exactly its five minutes from its own creation.
  const createdAt = clock.now();
  await insertTicket(deps.db, {
    ticketHash: sha256(ticket),
    accountId,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + ticketLifetimeMs),
  });
  return ticket;
}

type Outcome =
  | { kind: 'ok'; accountId: number; proof: Exclude<SecondFactorProof, null> }
  | { kind: 'wrong'; accountId: number; isDead: boolean }
  | { kind: 'dead' };

/**
 * The code step of a console sign-in. Throttled like the password step: each attempt is
 * counted before the code is checked (under the ticket's account, `org-mfa:<id>`, and the IP)
 * and handed back only when it was right, so five wrong codes per account in 15 minutes are
 * all anyone gets, however many tickets a known password fetches. The ticket itself dies at
 * its fifth wrong code. Returns the account signed in and how.
 */
export async function passMfaChallenge(
  deps: Deps,
  input: MfaLoginInput,
  ctx: RequestContext,
): Promise<{ accountId: number; proof: 'totp' | 'recovery' }> {
  const { db, cipher, throttle } = deps;
  const ticketHash = sha256(input.mfaTicket);
  const owner = await findTicketOwner(db, ticketHash);
  // An unknown ticket is a guess too: it counts against the IP under a key of its own.
  const throttleKey = `${TokenKind.Org}-mfa:${owner ?? `t:${ticketHash.slice(0, 32)}`}`;
  const block = await throttle.reserve(throttleKey, ctx.ip);
  if (block === 'ip') throw new BizError(BizCode.TooManyAttempts, messages.ipLimited);
  if (block === 'account') throw new BizError(BizCode.TooManyAttempts, messages.tooManyCodes);

  let outcome: Outcome;
  try {
    // Decided inside, thrown outside: a wrong code must be committed, not rolled back.
    outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const ticket = await lockLiveTicket(tx, ticketHash, maxTicketFailures);
      if (!ticket) return { kind: 'dead' };
      const found = await findAccountWithDistrict(tx, ticket.accountId);
      if (!found || found.account.status !== 'active' || !found.account.totpEnabledAt) {
        await markTicketUsed(tx, ticket.id);
        return { kind: 'dead' };
      }
      const proof = await spendSecondFactorCode(tx, cipher, found.account, input.code);
      const audit = {
        actorKind: TokenKind.Org,
        actorId: found.account.id,
        target: `${found.account.name}（${found.account.loginName}）`,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        districtPath: found.district.path,
      };
      if (proof) {
        await markTicketUsed(tx, ticket.id);
        if (proof === 'recovery')
          await insertAudit(tx, { ...audit, action: 'mfa.recoveryCode.use' });
        return { kind: 'ok', accountId: found.account.id, proof };
      }
      const failures = await countTicketFailure(tx, ticket.id);
      await insertAudit(tx, { ...audit, action: 'auth.mfa.failure', detail: { failures } });
      return { kind: 'wrong', accountId: found.account.id, isDead: failures >= maxTicketFailures };
    });
  } catch (err) {
    await throttle.release(throttleKey, ctx.ip);
    throw err;
  }
  // A wrong code or a dead ticket keeps its reservation: that is the recorded failure.
  if (outcome.kind === 'dead') throw new BizError(BizCode.InvalidInput, messages.ticketDead);
  if (outcome.kind === 'wrong')
    // The fifth wrong code ends the ticket: say so now, rather than at the sixth try.
    throw outcome.isDead
      ? new BizError(BizCode.InvalidInput, messages.ticketDead)
      : new BizError(BizCode.WrongCredentials, messages.wrongLoginCode);
  await throttle.release(throttleKey, ctx.ip);
  await throttle.resetAccount(throttleKey);
  return { accountId: outcome.accountId, proof: outcome.proof };
}
