import {
  BizCode,
  maskName,
  recoveryMessages,
  recoveryTicketMinutes,
  TokenKind,
  type FindPwdCheckEmailInput,
  type FindPwdCheckMobileInput,
  type FindPwdTicket,
  type ResetModifyPwdInput,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { newToken, normaliseMobile, sha256 } from '../../lib/crypto';
import { hashPassword } from '../../lib/password-hash';
import type { RequestContext } from '../../lib/request-context';
import { consumeVerifyCode } from '../verify-code';
import {
  closeOpenTickets,
  findAccountsByEmail,
  findOrgByMobileHash,
  findVolunteerByMobileHash,
  insertTicket,
  useTicket,
  type RecoveryAccount,
} from './recovery.repository';
import {
  findAccountWithDistrict,
  insertAudit,
  revokeAllForSubject,
  updatePassword,
} from '../../kernel';

const ticketSeconds = recoveryTicketMinutes * 60;

/** Shows which account is being reset without spelling it out: first two and last two. */
function maskLoginName(name: string) {
  if (name.length <= 4) return maskName(name);
  return `${name.slice(0, 2)}${'*'.repeat(Math.min(name.length - 4, 8))}${name.slice(-2)}`;
}

/**
 * Password recovery in two calls. The check proves the person holds the account's mobile or
 * e-mail (a findPassword code) and answers a single-use ticket; the reset call spends it.
 */
export function createRecoveryService(deps: Deps) {
  const { db, cipher, throttle } = deps;

  async function issue(
    kind: TokenKind,
    account: RecoveryAccount | null,
    channel: 'sms' | 'email',
  ): Promise<FindPwdTicket> {
    if (!account) {
      const msg =
        kind === TokenKind.Volunteer
          ? channel === 'sms'
            ? recoveryMessages.noVolunteer
            : recoveryMessages.noVolunteerEmail
          : channel === 'sms'
            ? recoveryMessages.noOrg
            : recoveryMessages.noOrgEmail;
      throw new BizError(BizCode.NotFound, msg);
    }
    if (!account.usable) {
      const msg =
        kind === TokenKind.Volunteer ? recoveryMessages.anonymised : recoveryMessages.disabled;
      throw new BizError(BizCode.Forbidden, msg);
    }
    const token = newToken();
    await db.transaction(async (tx) => {
      await closeOpenTickets(tx, kind, account.id);
      await insertTicket(tx, {
        tokenHash: sha256(token),
        kind,
        subjectId: account.id,
        channel,
        ttlSeconds: ticketSeconds,
      });
    });
    return {
      resetToken: token,
      loginName: maskLoginName(account.loginName),
      expiresInSeconds: ticketSeconds,
    };
  }

  return {
    async checkMobile(kind: TokenKind, input: FindPwdCheckMobileInput): Promise<FindPwdTicket> {
      // The code first: only the holder of the number learns whether an account uses it.
      await consumeVerifyCode(deps, {
        channel: 'sms',
        target: input.mobile,
        purpose: 'findPassword',
        code: input.code,
      });
      const hash = cipher.hash(normaliseMobile(input.mobile));
      const account =
        kind === TokenKind.Volunteer
          ? await findVolunteerByMobileHash(db, hash)
          : await findOrgByMobileHash(db, hash);
      return issue(kind, account, 'sms');
    },

    async checkEmail(kind: TokenKind, input: FindPwdCheckEmailInput): Promise<FindPwdTicket> {
      const all = await findAccountsByEmail(db, kind, input.email);
      const chosen = input.loginName
        ? all.filter((a) => a.loginName.toLowerCase() === input.loginName!.toLowerCase())
        : all;
      // Asked before the code is spent, so the person can add the account name and retry.
      if (chosen.length > 1)
        throw new BizError(BizCode.InvalidInput, recoveryMessages.ambiguousEmail);
      await consumeVerifyCode(deps, {
        channel: 'email',
        target: input.email,
        purpose: 'findPassword',
        code: input.code,
      });
      return issue(kind, chosen[0] ?? null, 'email');
    },

    /** Sets the new password with a ticket; every session of the account ends. */
    async reset(
      kind: TokenKind,
      resetToken: string,
      input: ResetModifyPwdInput,
      ctx: RequestContext,
    ): Promise<null> {
      const newHash = await hashPassword(input.password);
      const subjectId = await db.transaction(async (tx) => {
        const ticket = await useTicket(tx, sha256(resetToken), kind);
        if (!ticket) throw new BizError(BizCode.InvalidInput, recoveryMessages.ticketInvalid);
        await updatePassword(tx, kind, ticket.subjectId, newHash);
        await closeOpenTickets(tx, kind, ticket.subjectId);
        const revoked = await revokeAllForSubject(tx, kind, ticket.subjectId);
        // A staff account's recovery belongs to its node, whose admins read its log.
        const staff =
          kind === TokenKind.Org ? await findAccountWithDistrict(tx, ticket.subjectId) : null;
        await insertAudit(tx, {
          actorKind: kind,
          actorId: ticket.subjectId,
          action: 'password.recover',
          target: `${kind}:${ticket.subjectId}`,
          ip: ctx.ip,
          userAgent: ctx.userAgent,
          districtPath: staff?.district.path ?? null,
          detail: { channel: ticket.channel, sessionsRevoked: revoked },
        });
        return ticket.subjectId;
      });
      // The person proved ownership another way: a lockout from forgotten-password tries ends.
      await throttle.resetAccount(`${kind}:${subjectId}`);
      return null;
    },
  };
}
