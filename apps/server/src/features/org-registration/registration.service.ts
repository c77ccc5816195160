import {
  BizCode,
  DistrictLevel,
  orgRegisterInputSchema,
  orgRegisterMessages,
  type OrgRegisterResult,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { normaliseMobile } from '../../lib/crypto';
import { hashPassword } from '../../lib/password-hash';
import { storeImage } from '../upload';
import { consumeVerifyCode } from '../verify-code';
import {
  findRegistrationClashes,
  findReviewerOf,
  insertPendingOrg,
  releaseRejectedCreditCode,
} from './org-registration.repository';
import type { Outbox } from '../outbox';
import { notifyApplicant } from './notify';
import { insertAudit, findDistrictById } from '../../kernel';

const conflict = (msg: string) => new BizError(BizCode.Conflict, msg);

/**
 * A new organisation: checks everything that can be refused before the SMS code is spent and
 * the licence stored, then writes node, profile and admin account in one transaction, all
 * pending until the parent federation reviews them.
 */
/** 组织注册: the public sign-up of a new organisation, told by SMS how it stands. */
export function createRegistrationService(deps: Deps, outbox: Outbox) {
  return {
    register: (fields: Record<string, string>, licence: Buffer | null, ip: string) =>
      registerOrg(deps, outbox, fields, licence, ip),
  };
}

async function registerOrg(
  deps: Deps,
  outbox: Outbox,
  fields: Record<string, string>,
  licence: Buffer | null,
  ip: string,
): Promise<OrgRegisterResult> {
  const { db, cipher } = deps;
  const parsed = orgRegisterInputSchema.safeParse(fields);
  if (!parsed.success)
    throw new BizError(BizCode.InvalidInput, parsed.error.issues[0]?.message ?? '请求参数有误');
  const input = parsed.data;
  if (!licence || licence.length === 0)
    throw new BizError(BizCode.InvalidInput, orgRegisterMessages.noLicence);

  const parent = await findDistrictById(db, input.parentId);
  if (!parent || parent.status !== 'active' || parent.level >= DistrictLevel.Organization)
    throw new BizError(BizCode.InvalidInput, orgRegisterMessages.parentInvalid);
  // Told to the applicant; the console's queue works the same rule out again on every read.
  const reviewer = (await findReviewerOf(db, parent.path))?.name ?? parent.name;

  const mobile = normaliseMobile(input.contactMobile);
  const mobileHash = cipher.hash(mobile);
  const clashes = await findRegistrationClashes(db, {
    creditCode: input.creditCode,
    loginName: input.loginName,
    mobileHash,
  });
  if (clashes.credit && clashes.credit.status !== 'rejected')
    throw conflict(orgRegisterMessages.creditTaken);
  if (clashes.loginTaken) throw conflict(orgRegisterMessages.loginTaken);
  if (clashes.mobileTaken) throw conflict(orgRegisterMessages.mobileTaken);

  const { url: licenceImage } = await storeImage(deps.config.uploadDir, licence);
  await consumeVerifyCode(deps, {
    channel: 'sms',
    target: mobile,
    purpose: 'orgRegister',
    code: input.verifyCode,
  });
  const passwordHash = await hashPassword(input.password);

  const created = await db.transaction(async (tx) => {
    if (clashes.credit) await releaseRejectedCreditCode(tx, clashes.credit.id);
    const ids = await insertPendingOrg(tx, {
      parent,
      name: input.orgName,
      level: DistrictLevel.Organization,
      creditCode: input.creditCode,
      profile: {
        orgType: input.orgType,
        regionCode: input.regionCode,
        address: input.address,
        contactName: input.contactName,
        contactMobileEnc: cipher.encrypt(mobile),
        licenceImage,
      },
      account: {
        loginName: input.loginName,
        name: input.contactName,
        mobileEnc: cipher.encrypt(mobile),
        mobileHash,
        role: 'org',
        status: 'pending',
        passwordHash,
      },
    });
    // Another registration took the code, name or mobile between the check and now.
    if (!ids) throw conflict('组织信息与已注册的组织重复，请核对后重新提交');
    await insertAudit(tx, {
      actorKind: 'org',
      actorId: ids.accountId,
      action: 'org.register',
      target: input.orgName,
      ip,
      // The new node's: the federations above it, its reviewers, read the entry.
      districtPath: ids.path,
      detail: { districtId: ids.districtId, parentId: parent.id },
    });
    return ids;
  });

  await notifyApplicant(
    deps,
    outbox,
    mobile,
    `您的组织「${input.orgName}」注册申请已提交，正在等待${reviewer}审核。` +
      `审核结果将以短信通知，也可使用账号 ${input.loginName} 登录查看。`,
    {
      kind: 'orgSubmitted',
      params: { org: input.orgName, reviewer, login: input.loginName },
    },
  );
  return {
    districtId: String(created.districtId),
    orgName: input.orgName,
    parentName: parent.name,
    reviewerName: reviewer,
  };
}
