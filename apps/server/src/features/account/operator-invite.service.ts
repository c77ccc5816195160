import { randomInt } from 'node:crypto';
import {
  BizCode,
  isValidMobile,
  operatorInviteDays,
  operatorInviteMessages as msg,
  TokenKind,
  type Confirm4OperatorInput,
  type InviteOperatorInput,
  type InviteOperatorResult,
  type OperatorConfirmResult,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { BizError } from '../../lib/biz-error';
import { newToken, normaliseMobile, sha256 } from '../../lib/crypto';
import type { RequestContext } from '../../lib/request-context';
import {
  decideInvite,
  expireStale,
  findDistrictNameAndPath,
  findInvitee,
  findInviter,
  findLiveInvite,
  findVolunteerForOperator,
  insertInvite,
  insertOperatorAccount,
  lockInvite,
  orgLoginNamesTaken,
  orgMobileTaken,
} from './operator-invite.repository';
import { clock, insertAudit, staffAuditOf, type Caller, unauthorized } from '../../kernel';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * An organisation invites a volunteer to become its operator through a site message that
 * carries a single-use link valid for `operatorInviteDays`. Accepting creates the console
 * account (role operator) that signs in with the volunteer's login name and password.
 */
export function createOperatorInviteService(deps: Deps) {
  const { db, cipher } = deps;

  function findVolunteer(who: string) {
    if (isValidMobile(who))
      return findInvitee(db, { column: 'mobileHash', value: cipher.hash(normaliseMobile(who)) });
    if (/^GD\d+$/i.test(who))
      return findInvitee(db, { column: 'volunteerNo', value: who.toUpperCase() });
    return findInvitee(db, { column: 'loginName', value: who });
  }

  /** Free console login names: the volunteer's own first, so there is one name to remember. */
  async function consoleLoginName(tx: Executor, base: string, districtId: number) {
    const candidates = [
      base,
      `${base}${districtId}`.slice(0, 20),
      `${base.slice(0, 14)}${randomInt(100000, 999999)}`,
    ];
    const taken = await orgLoginNamesTaken(tx, candidates);
    const free = candidates.find((c) => !taken.has(c));
    if (!free) throw new BizError(BizCode.Conflict, '生成管理后台账号失败，请稍后再试');
    return free;
  }

  async function decide(
    caller: Caller,
    siteMessageId: number,
    agree: boolean,
    ctx: RequestContext,
    tokenHash?: string,
  ): Promise<OperatorConfirmResult> {
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const invite = await lockInvite(tx, caller.subjectId, { siteMessageId, tokenHash });
      if (!invite) return { error: tokenHash ? msg.linkInvalid : msg.notFound } as const;
      const { name: orgName, path } = await findDistrictNameAndPath(tx, invite.districtId);
      if (invite.state === 'revoked') return { error: msg.revoked } as const;
      if (invite.state !== 'pending') return { error: msg.decided } as const;
      if (invite.expiresAt <= now) {
        await decideInvite(tx, siteMessageId, { state: 'expired', decidedAt: now });
        return { error: msg.expired, commit: true } as const;
      }
      if (!agree) {
        await decideInvite(tx, siteMessageId, { state: 'declined', decidedAt: now });
        return { result: { state: 'declined', orgName, consoleLoginName: null } } as const;
      }
      const v = await findVolunteerForOperator(tx, caller.subjectId);
      if (!v || v.logoffState === 'anonymised') throw unauthorized();
      if (v.logoffState !== 'none')
        return { error: '账号处于注销冷静期，不能成为组织操作员' } as const;
      const loginName = await consoleLoginName(tx, v.loginName, invite.districtId);
      const mobileFree = v.mobileHash ? !(await orgMobileTaken(tx, v.mobileHash)) : false;
      const accountId = await insertOperatorAccount(tx, {
        districtId: invite.districtId,
        loginName,
        name: v.name,
        mobileEnc: mobileFree ? v.mobileEnc : null,
        mobileHash: mobileFree ? v.mobileHash : null,
        email: v.email,
        role: 'operator',
        // The same password as the volunteer account, as the invitation promised.
        passwordHash: v.passwordHash,
        passwordWeak: v.passwordWeak,
      });
      await decideInvite(tx, siteMessageId, {
        state: 'accepted',
        decidedAt: now,
        resultAccountId: accountId,
      });
      await insertAudit(tx, {
        actorKind: TokenKind.Volunteer,
        actorId: caller.subjectId,
        action: 'org.staff.operatorAccept',
        target: `${v.name}（${loginName}）`,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        // The organisation's: its admins read who joined their staff.
        districtPath: path,
        detail: { districtId: invite.districtId, siteMessageId },
      });
      return { result: { state: 'accepted', orgName, consoleLoginName: loginName } } as const;
    });
    if ('error' in outcome) throw new BizError(BizCode.Conflict, outcome.error);
    return outcome.result;
  }

  return {
    async invite(
      caller: Caller,
      input: InviteOperatorInput,
      ctx: RequestContext,
    ): Promise<InviteOperatorResult> {
      const inviter = await findInviter(db, caller.subjectId);
      if (!inviter || inviter.status !== 'active') throw unauthorized();
      if (inviter.role === 'operator') throw new BizError(BizCode.Forbidden, msg.orgOnlyAdmin);
      const volunteer = await findVolunteer(input.volunteer);
      if (!volunteer || volunteer.logoffState === 'anonymised')
        throw new BizError(BizCode.NotFound, msg.volunteerNotFound);
      if (volunteer.logoffState !== 'none')
        throw new BizError(BizCode.Conflict, msg.volunteerLoggedOff);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + operatorInviteDays * dayMs);
      const token = newToken();
      const siteMessageId = await db.transaction(async (tx) => {
        await expireStale(tx, inviter.districtId, volunteer.id, now);
        const live = await findLiveInvite(tx, inviter.districtId, volunteer.id);
        if (live?.state === 'pending')
          throw new BizError(BizCode.Conflict, '已向该志愿者发出邀请，请等待对方确认');
        if (live) throw new BizError(BizCode.Conflict, msg.alreadyOperator);
        const id = await insertInvite(tx, {
          volunteerId: volunteer.id,
          districtId: inviter.districtId,
          invitedBy: inviter.id,
          title: `${inviter.orgName}邀请您成为操作员`,
          content:
            `${inviter.orgName}邀请您成为该组织的操作员，协助发布活动、管理报名和考勤。` +
            `同意后将开通组织管理后台账号，使用您的志愿者账号名和密码登录。` +
            `邀请${operatorInviteDays}天内有效，如不认识该组织，请拒绝。`,
          tokenHash: sha256(token),
          tokenEnc: cipher.encrypt(token),
          expiresAt,
        });
        await insertAudit(tx, {
          ...staffAuditOf({ accountId: inviter.id, path: inviter.path }, ctx),
          action: 'org.staff.operatorInvite',
          target: `${volunteer.name}（志愿者${volunteer.id}）`,
          detail: { districtId: inviter.districtId, siteMessageId: id },
        });
        return id;
      });
      return {
        siteMsgId: String(siteMessageId),
        volunteerName: volunteer.name,
        expiresAt: expiresAt.toISOString(),
      };
    },

    confirm: (caller: Caller, input: Confirm4OperatorInput, ctx: RequestContext) =>
      decide(caller, input.siteMsgId, input.agree === '1', ctx),

    /** `GET {token}?siteMsgId={id}`: following the link accepts, once, before it expires. */
    followLink: (caller: Caller, token: string, siteMessageId: number, ctx: RequestContext) =>
      decide(caller, siteMessageId, true, ctx, sha256(token)),
  };
}
