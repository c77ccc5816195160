import {
  accountNameSchema,
  BizCode,
  DistrictLevel,
  idCardSchema,
  mobileSchema,
  maskMobile,
  maskName,
  previewIdCard,
  registerMessages as m,
  type ProfileBody,
  type RegisterBody,
  type RegisterResult,
  type VerifyTip,
  type VerifyTipQuery,
  type VolunteerProfile,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { normaliseIdCard, normaliseMobile } from '../../lib/crypto';
import { hashPassword } from '../../lib/password-hash';
import type { RequestContext } from '../../lib/request-context';
import { violatedUniqueIndex } from '../../lib/unique-violation';
import { insertPendingJoin } from '../org-join';
import { consumeVerifyCode } from '../verify-code';
import {
  findActiveNode,
  findTakenIdentifiers,
  findVolunteerWithProfile,
  insertProfile,
  insertVolunteer,
  upsertProfileFields,
} from './register.repository';
import { clock, insertAudit, type Caller, unauthorized } from '../../kernel';

const tipFieldSchemas = {
  loginName: accountNameSchema,
  mobile: mobileSchema,
  idCard: idCardSchema,
} as const;

const invalid = (msg: string) => new BizError(BizCode.InvalidInput, msg);
const conflict = (msg: string) => new BizError(BizCode.Conflict, msg);

const takenMessageOfIndex: Record<string, string> = {
  volunteers_login_name_uq: m.loginNameTaken,
  volunteers_mobile_hash_uq: m.mobileTaken,
  volunteers_id_card_hash_uq: m.idCardTaken,
};

/** The guardian of a 14–18-year-old; refused for a younger person, ignored for an adult. */
function guardianOf(body: RegisterBody) {
  const self = previewIdCard(body.idCard);
  // idCardSchema has already accepted the number, so the preview exists.
  if (!self || self.ageGroup === 'tooYoung') throw invalid(m.tooYoung);
  if (self.ageGroup === 'adult') return null;
  if (!body.guardianName) throw invalid(m.guardianName);
  if (!body.guardianMobile) throw invalid(m.guardianMobile);
  if (!body.guardianIdCard) throw invalid(m.guardianIdCard);
  if (body.guardianIdCard === body.idCard) throw invalid(m.guardianSelf);
  const guardian = previewIdCard(body.guardianIdCard);
  if (!guardian || guardian.ageGroup !== 'adult') throw invalid(m.guardianNotAdult);
  return { name: body.guardianName, mobile: body.guardianMobile, idCard: body.guardianIdCard };
}

export function createRegisterService(deps: Deps) {
  const { db, cipher } = deps;
  const hashes = (b: { mobile: string; idCard: string }) => ({
    mobileHash: cipher.hash(normaliseMobile(b.mobile)),
    idCardHash: cipher.hash(normaliseIdCard(b.idCard)),
  });

  return {
    /**
     * Creates the volunteer. Everything that can refuse is checked before the SMS code is
     * consumed, so a typo elsewhere in the form does not cost the person their code.
     */
    async register(body: RegisterBody, ctx: RequestContext): Promise<RegisterResult> {
      const guardian = guardianOf(body);
      const region = await findActiveNode(db, body.regionId);
      if (!region || region.level >= DistrictLevel.Organization) throw invalid(m.regionInvalid);
      const join = body.districtId ? await findActiveNode(db, body.districtId) : null;
      if (body.districtId && !join) throw invalid(m.districtInvalid);
      const { mobileHash, idCardHash } = hashes(body);
      const taken = await findTakenIdentifiers(db, {
        loginName: body.loginName,
        mobileHash,
        idCardHash,
      });
      if (taken.idCard) throw conflict(m.idCardTaken);
      if (taken.mobile) throw conflict(m.mobileTaken);
      if (taken.loginName) throw conflict(m.loginNameTaken);
      const passwordHash = await hashPassword(body.password);
      const info = previewIdCard(body.idCard)!;
      await consumeVerifyCode(deps, {
        channel: 'sms',
        target: body.mobile,
        purpose: 'register',
        code: body.smsCode,
      });
      try {
        const created = await db.transaction(async (tx) => {
          const v = await insertVolunteer(tx, {
            loginName: body.loginName,
            name: body.name,
            idCardEnc: cipher.encrypt(normaliseIdCard(body.idCard)),
            idCardHash,
            mobileEnc: cipher.encrypt(normaliseMobile(body.mobile)),
            mobileHash,
            email: body.email?.toLowerCase() ?? null,
            gender: info.gender,
            birthday: info.birthDay,
            passwordHash,
          });
          await insertProfile(tx, {
            volunteerId: v.id,
            regionId: region.id,
            guardianName: guardian?.name ?? null,
            guardianMobileEnc: guardian ? cipher.encrypt(normaliseMobile(guardian.mobile)) : null,
            guardianIdCardEnc: guardian ? cipher.encrypt(guardian.idCard) : null,
            agreementsAcceptedAt: clock.now(),
          });
          if (join) await insertPendingJoin(tx, v.id, join.id);
          await insertAudit(tx, {
            actorKind: null,
            actorId: null,
            action: 'volunteer.register',
            target: `volunteer:${v.id}`,
            ip: ctx.ip,
            detail: { minor: guardian !== null, joinDistrictId: join?.id ?? null },
          });
          return v;
        });
        return {
          volunteerId: String(created.id),
          volunteerNo: created.volunteerNo,
          loginName: body.loginName,
          name: body.name,
          joinDistrictName: join?.name ?? null,
        };
      } catch (err) {
        // Two people submitting the same identifier at once: the unique index decides.
        const index = violatedUniqueIndex(err);
        if (index !== null) throw conflict(takenMessageOfIndex[index] ?? m.loginNameTaken);
        throw err;
      }
    },

    /** Whether a login name, mobile or ID number is still free, checked as the form is filled. */
    async verifyTip(q: VerifyTipQuery): Promise<VerifyTip> {
      const format = tipFieldSchemas[q.field].safeParse(q.value);
      if (!format.success) throw invalid(format.error.issues[0]?.message ?? '校验内容格式不正确');
      const { mobileHash, idCardHash } = hashes({ mobile: format.data, idCard: format.data });
      const taken = await findTakenIdentifiers(db, {
        loginName: q.field === 'loginName' ? format.data : '-',
        mobileHash: q.field === 'mobile' ? mobileHash : '-',
        idCardHash: q.field === 'idCard' ? idCardHash : '-',
      });
      const tips = {
        loginName: [taken.loginName, m.loginNameTaken, '该账号可以使用'],
        mobile: [taken.mobile, m.mobileTaken, '该手机号码可以注册'],
        idCard: [taken.idCard, m.idCardTaken, '该身份证号码可以注册'],
      } as const;
      const [isTaken, takenTip, freeTip] = tips[q.field];
      return { available: !isTaken, tip: isTaken ? takenTip : freeTip };
    },

    async getProfile(caller: Caller): Promise<VolunteerProfile> {
      const row = await findVolunteerWithProfile(db, caller.subjectId);
      if (!row) throw unauthorized();
      const p = row.profile;
      return {
        loginName: row.volunteer.loginName,
        name: row.volunteer.name,
        volunteerNo: row.volunteer.volunteerNo,
        regionName: row.regionName,
        politicalStatus: p?.politicalStatus ?? null,
        education: p?.education ?? null,
        profession: p?.profession ?? null,
        skills: p?.skills ?? [],
        serviceIntentions: p?.serviceIntentions ?? [],
        guardianName: p?.guardianName ? maskName(p.guardianName) : null,
        guardianMobile: p?.guardianMobileEnc
          ? maskMobile(cipher.decrypt(p.guardianMobileEnc))
          : null,
        profileCompleted: p?.profileCompletedAt != null,
        registeredAt: row.volunteer.createdAt.toISOString(),
      };
    },

    async saveProfile(caller: Caller, body: ProfileBody): Promise<VolunteerProfile> {
      const row = await findVolunteerWithProfile(db, caller.subjectId);
      if (!row) throw unauthorized();
      if (row.volunteer.logoffState !== 'none')
        throw new BizError(BizCode.Forbidden, '账号注销中，不能修改个人信息');
      await upsertProfileFields(db, caller.subjectId, body);
      return this.getProfile(caller);
    },
  };
}

export type RegisterService = ReturnType<typeof createRegisterService>;
