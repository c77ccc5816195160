import {
  accountMessages as m,
  BizCode,
  identityFields,
  identityLockedMessage,
  maskEmail,
  maskMobile,
  TokenKind,
  type BoundDistrict,
  type ChangeEmailInput,
  type ChangeLoginNameInput,
  type ChangeMobileInput,
  type MyDetail,
  type UnbindResult,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { findNamePaths } from '../../db/district-names';
import type { VolunteerRow } from '../../db/schema/index';
import { BizError } from '../../lib/biz-error';
import { normaliseMobile } from '../../lib/crypto';
import { verifyPassword } from '../../lib/password-hash';
import type { RequestContext } from '../../lib/request-context';
import type { Outbox, SmsTemplate } from '../outbox';
import { consumeVerifyCode } from '../verify-code';
import { findMemberships, findVolunteerById } from '../volunteer';
import type { VolunteerService } from '../volunteer';
import {
  emailTaken,
  findPendingJoins,
  findProfileRow,
  isUniqueViolation,
  loginNameTaken,
  mobileTaken,
  updateVolunteer,
} from './profile.repository';
import { unauthorized, type Caller, insertAudit } from '../../kernel';

/** The owner's profile and the calls that change the account's own identifiers. */
export function createProfileService(
  deps: Deps,
  needs: { volunteers: VolunteerService; outbox: Outbox },
) {
  const { db, cipher } = deps;
  const { volunteers: volunteerService, outbox } = needs;

  /** The caller's row; changes are refused during the logoff cooling-off period. */
  async function loadForChange(caller: Caller): Promise<VolunteerRow> {
    const row = await findVolunteerById(db, caller.subjectId);
    if (!row || row.logoffState === 'anonymised') throw unauthorized();
    if (row.logoffState !== 'none') throw new BizError(BizCode.Forbidden, m.loggedOff);
    return row;
  }

  const audit = (caller: Caller, action: string, ctx: RequestContext, detail?: object) =>
    insertAudit(db, {
      actorKind: TokenKind.Volunteer,
      actorId: caller.subjectId,
      action,
      target: `volunteer:${caller.subjectId}`,
      ip: ctx.ip,
      ...(detail ? { detail: detail as Record<string, unknown> } : {}),
    });

  /** Tells the old address the account moved away from it, so a takeover does not go unseen. */
  async function noticeOld(
    to: string | null,
    what: string,
    via: { channel: 'sms'; template: SmsTemplate } | { channel: 'email' },
  ) {
    if (!to) return;
    const text = `【广东志愿者】您的志愿者账号已${what}。如非本人操作，请立即找回密码或拨打12355。`;
    try {
      await outbox.send(
        via.channel === 'sms'
          ? { channel: 'sms', to, text, template: via.template }
          : { channel: 'email', to, text, subject: '账号安全提醒' },
      );
    } catch (err) {
      deps.log.warn({ err }, '账号变更提醒发送失败');
    }
  }

  const decrypt = (v: string | null) => (v ? cipher.decrypt(v) : null);

  return {
    async myDetail(caller: Caller): Promise<MyDetail> {
      const users = await volunteerService.getCurrentUser(caller);
      const p = await findProfileRow(db, caller.subjectId);
      return {
        users,
        profile: p
          ? {
              politicalStatus: p.politicalStatus,
              education: p.education,
              profession: p.profession,
              skills: p.skills ?? [],
              serviceIntentions: p.serviceIntentions ?? [],
            }
          : null,
        lockedFields: [...identityFields],
      };
    },

    /** Identity fields in a request are refused by name rather than silently dropped. */
    assertNoIdentityFields(body: unknown) {
      const b = (body ?? {}) as Record<string, unknown>;
      const sent = identityFields.filter((f) => typeof b[f] === 'string' && b[f] !== '');
      if (sent.length > 0) throw new BizError(BizCode.Forbidden, identityLockedMessage);
    },

    async changeLoginName(caller: Caller, input: ChangeLoginNameInput, ctx: RequestContext) {
      const row = await loadForChange(caller);
      if (!(await verifyPassword(row.passwordHash, input.password)))
        throw new BizError(BizCode.WrongCredentials, '当前密码错误');
      if (input.loginName === row.loginName)
        throw new BizError(BizCode.InvalidInput, m.loginNameSame);
      if (await loginNameTaken(db, input.loginName, row.id))
        throw new BizError(BizCode.Conflict, m.loginNameTaken);
      try {
        await updateVolunteer(db, row.id, { loginName: input.loginName });
      } catch (err) {
        if (isUniqueViolation(err)) throw new BizError(BizCode.Conflict, m.loginNameTaken);
        throw err;
      }
      await audit(caller, 'account.loginName.change', ctx, { from: row.loginName });
      return volunteerService.getCurrentUser(caller);
    },

    async changeMobile(caller: Caller, input: ChangeMobileInput, ctx: RequestContext) {
      const row = await loadForChange(caller);
      const mobile = normaliseMobile(input.mobile);
      const hash = cipher.hash(mobile);
      if (hash === row.mobileHash) throw new BizError(BizCode.InvalidInput, m.mobileSame);
      if (await mobileTaken(db, hash, row.id)) throw new BizError(BizCode.Conflict, m.mobileTaken);
      await consumeVerifyCode(deps, {
        channel: 'sms',
        target: mobile,
        purpose: 'changeMobile',
        code: input.code,
      });
      try {
        await updateVolunteer(db, row.id, { mobileEnc: cipher.encrypt(mobile), mobileHash: hash });
      } catch (err) {
        if (isUniqueViolation(err)) throw new BizError(BizCode.Conflict, m.mobileTaken);
        throw err;
      }
      await audit(caller, 'account.mobile.change', ctx);
      const old = decrypt(row.mobileEnc);
      const masked = maskMobile(mobile);
      await noticeOld(old, `更换绑定手机号为${masked}`, {
        channel: 'sms',
        template: { kind: 'mobileChanged', params: { mobile: masked } },
      });
      return volunteerService.getCurrentUser(caller);
    },

    async changeEmail(caller: Caller, input: ChangeEmailInput, ctx: RequestContext) {
      const row = await loadForChange(caller);
      const email = input.email.trim();
      if (row.email && row.email.toLowerCase() === email.toLowerCase())
        throw new BizError(BizCode.InvalidInput, m.emailSame);
      if (await emailTaken(db, email, row.id)) throw new BizError(BizCode.Conflict, m.emailTaken);
      await consumeVerifyCode(deps, {
        channel: 'email',
        target: email,
        purpose: 'changeEmail',
        code: input.code,
      });
      await updateVolunteer(db, row.id, { email });
      await audit(caller, 'account.email.change', ctx);
      await noticeOld(row.email, `更换绑定邮箱为${maskEmail(email)}`, { channel: 'email' });
      return volunteerService.getCurrentUser(caller);
    },

    async unbindMobile(caller: Caller, ctx: RequestContext): Promise<UnbindResult> {
      const row = await loadForChange(caller);
      if (!row.mobileHash) throw new BizError(BizCode.Conflict, m.noMobile);
      if (!row.email) throw new BizError(BizCode.Conflict, m.keepOneContact);
      await updateVolunteer(db, row.id, { mobileEnc: null, mobileHash: null });
      await audit(caller, 'account.mobile.unbind', ctx);
      await noticeOld(decrypt(row.mobileEnc), '解除绑定本手机号', {
        channel: 'sms',
        template: { kind: 'mobileUnbound', params: {} },
      });
      return { mobile: null, email: row.email };
    },

    async unbindEmail(caller: Caller, ctx: RequestContext): Promise<UnbindResult> {
      const row = await loadForChange(caller);
      if (!row.email) throw new BizError(BizCode.Conflict, m.noEmail);
      if (!row.mobileHash) throw new BizError(BizCode.Conflict, m.keepOneContact);
      await updateVolunteer(db, row.id, { email: null });
      await audit(caller, 'account.email.unbind', ctx);
      await noticeOld(row.email, '解除绑定本邮箱', { channel: 'email' });
      return { mobile: decrypt(row.mobileEnc), email: null };
    },

    async bindDistrictList(caller: Caller): Promise<BoundDistrict[]> {
      const [joined, pending] = await Promise.all([
        findMemberships(db, caller.subjectId),
        findPendingJoins(db, caller.subjectId),
      ]);
      const names = await findNamePaths(
        db,
        [...joined, ...pending].map((d) => d.path),
      );
      return [
        ...joined.map((d) => ({
          districtId: String(d.districtId),
          districtName: d.districtName,
          districtPath: names.get(d.path) ?? d.districtName,
          isMain: d.isMain,
          state: 'joined' as const,
          since: d.joinedAt.toISOString(),
        })),
        ...pending.map((d) => ({
          districtId: String(d.districtId),
          districtName: d.districtName,
          districtPath: names.get(d.path) ?? d.districtName,
          isMain: false,
          state: 'pending' as const,
          since: d.appliedAt.toISOString(),
        })),
      ];
    },
  };
}
