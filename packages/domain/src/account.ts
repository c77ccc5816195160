import { z } from 'zod';
import { idSchema, optionalField } from './schema-helpers';
import { currentUserSchema } from './user';
import { passwordMessages } from './validate/password';
import { accountNameSchema, emailSchema, mobileSchema, passwordSchema } from './validate/fields';
import { verifyCodeSchema } from './verify-code';

// Account and security of the personal center (personalInfo, subtract), password recovery,
// account logoff and the site messages that ask the volunteer to confirm something.

const currentPasswordSchema = z
  .string({ error: '原密码不能为空' })
  .min(1, { error: '原密码不能为空', abort: true })
  .max(64, '原密码过长');

const passwordAgainSchema = z
  .string({ error: passwordMessages.againEmpty })
  .min(1, passwordMessages.againEmpty);

/** POST /volunteer/center/security/changePassword (JSON). */
export const changePasswordInputSchema = z
  .object({
    oldPassword: currentPasswordSchema,
    password: passwordSchema,
    passwordAgain: passwordAgainSchema,
  })
  .refine((v) => v.password === v.passwordAgain, {
    message: passwordMessages.mismatch,
    path: ['passwordAgain'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** Answer of changePassword: how many other sign-ins were ended. */
export const changePasswordResultSchema = z.object({ otherSessionsEnded: z.number().int() });
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;

/** POST (form) /volunteer/center/userInfo/changeLoginName; the password confirms the owner. */
export const changeLoginNameInputSchema = z.object({
  loginName: accountNameSchema,
  password: currentPasswordSchema.describe('当前密码'),
});
export type ChangeLoginNameInput = z.infer<typeof changeLoginNameInputSchema>;

/** POST (form) /volunteer/center/userInfo/changeMobile; the code went to the NEW number. */
export const changeMobileInputSchema = z.object({ mobile: mobileSchema, code: verifyCodeSchema });
export type ChangeMobileInput = z.infer<typeof changeMobileInputSchema>;

/** POST (form) /volunteer/center/userInfo/changeEmail; the code went to the NEW address. */
export const changeEmailInputSchema = z.object({ email: emailSchema, code: verifyCodeSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

/** Fields fixed by real-name registration: shown, never changed by the volunteer. */
export const identityFields = ['name', 'idCardCode', 'gender', 'birthDay'] as const;
export const identityLockedMessage = '姓名、身份证号、性别和出生日期以实名登记为准，不能自行修改';

export const accountMessages = {
  wrongCurrentPassword: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  loginNameTaken: '该账号名已被使用',
  loginNameSame: '新账号名与当前账号名相同',
  mobileTaken: '该手机号码已绑定其他账号',
  mobileSame: '新手机号码与当前绑定的号码相同',
  emailTaken: '该邮箱已绑定其他账号',
  emailSame: '新邮箱与当前绑定的邮箱相同',
  noMobile: '当前账号未绑定手机号码',
  noEmail: '当前账号未绑定邮箱',
  keepOneContact: '手机号码和邮箱至少保留一个，以便找回密码',
  loggedOff: '账号处于注销冷静期，不能修改资料，请先撤销注销申请',
} as const;

// Password recovery: /change-password/1 (volunteer) and /change-password/2 (organiser).

export const recoveryKinds = ['user', 'admin'] as const;
export type RecoveryKind = (typeof recoveryKinds)[number];

/** POST /auth/findpwd/checkMobile/{user|admin}: the code sent with type=findPassword. */
export const findPwdCheckMobileInputSchema = z.object({
  mobile: mobileSchema,
  code: verifyCodeSchema,
});
export type FindPwdCheckMobileInput = z.infer<typeof findPwdCheckMobileInputSchema>;

/**
 * POST /auth/findpwd/checkEmail/{user|admin}. An address may be bound to several accounts;
 * then the account name tells them apart.
 */
export const findPwdCheckEmailInputSchema = z.object({
  email: emailSchema,
  code: verifyCodeSchema,
  loginName: optionalField(z.string().trim().max(64, '账号过长')),
});
export type FindPwdCheckEmailInput = z.infer<typeof findPwdCheckEmailInputSchema>;

/** Answer of both checks: the single-use ticket for the reset call, and whose account it is. */
export const findPwdTicketSchema = z.object({
  resetToken: z.string(),
  /** The account name, masked, so the person sees which account they are resetting. */
  loginName: z.string(),
  expiresInSeconds: z.number().int(),
});
export type FindPwdTicket = z.infer<typeof findPwdTicketSchema>;

export const recoveryMessages = {
  noVolunteer: '该手机号码未绑定志愿者账号',
  noVolunteerEmail: '该邮箱未绑定志愿者账号',
  noOrg: '该手机号码未绑定组织账号',
  noOrgEmail: '该邮箱未绑定组织账号',
  ambiguousEmail: '该邮箱绑定了多个账号，请同时填写要找回的账号名',
  ticketInvalid: '找回密码的验证已失效，请重新获取验证码',
  anonymised: '该账号已注销',
  disabled: '账号已停用，请联系上级管理员',
} as const;

export const recoveryTicketMinutes = 15;

// Account logoff.

export const logoffStates = ['none', 'cooling', 'anonymised'] as const;
export type LogoffState = (typeof logoffStates)[number];

/** GET /volunteer/securityCenter/logoff/logoffState (and the answer of apply and cancel). */
export const logoffStateSchema = z.object({
  state: z.enum(logoffStates),
  /** Spec §3 spelling, as in the user info: 'true' while logged off. */
  logoffSate: z.enum(['true', 'false']),
  appliedAt: z.string().nullable(),
  /** When the personal data will be anonymised; the volunteer can cancel until then. */
  anonymiseAt: z.string().nullable(),
  coolingDays: z.number().int(),
});
export type LogoffStateInfo = z.infer<typeof logoffStateSchema>;

export const logoffMessages = {
  alreadyApplied: '已提交注销申请，正在冷静期中',
  notApplied: '当前没有注销申请',
  openApplications: '您有尚未结束的活动报名，请先取消报名或等活动结束后再申请注销',
} as const;

// Site messages that ask for a decision: an organisation's invitation to become its operator.

/** POST (form) /volunteer/sitemsgbiz/confirm4Operator. agree: 1 accept, 0 decline. */
export const confirm4OperatorInputSchema = z.object({
  siteMsgId: idSchema('消息编号'),
  agree: z.preprocess(
    (v) => (v === undefined || v === '' ? '1' : v),
    z.enum(['0', '1'], { error: '参数 agree 只能为0（拒绝）或1（同意）' }),
  ),
});
export type Confirm4OperatorInput = z.infer<typeof confirm4OperatorInputSchema>;

/** The `?siteMsgId=` of an action link `GET {token}?siteMsgId={id}`. */
export const actionLinkQuerySchema = z.object({ siteMsgId: idSchema('消息编号') });

export const actionLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, '链接无效');

export const siteMsgActionStates = [
  'pending',
  'accepted',
  'declined',
  'revoked',
  'expired',
] as const;
export type SiteMsgActionState = (typeof siteMsgActionStates)[number];

export const siteMsgActionStateLabels: Record<SiteMsgActionState, string> = {
  pending: '待确认',
  accepted: '已同意',
  declined: '已拒绝',
  revoked: '已撤回',
  expired: '已过期',
};

/** The decision a site message asks for, shown with it in the message list. */
export const siteMsgActionSchema = z.object({
  kind: z.literal('operatorInvite'),
  state: z.enum(siteMsgActionStates),
  orgName: z.string(),
  /** The action link (path under the API prefix), while the invitation is open. */
  link: z.string().nullable(),
  expiresAt: z.string(),
});
export type SiteMsgAction = z.infer<typeof siteMsgActionSchema>;

/** Answer of confirm4Operator and of the action link. */
export const operatorConfirmResultSchema = z.object({
  state: z.enum(siteMsgActionStates),
  orgName: z.string(),
  /** The console login name of the new operator account, after an acceptance. */
  consoleLoginName: z.string().nullable(),
});
export type OperatorConfirmResult = z.infer<typeof operatorConfirmResultSchema>;

/** POST /manage/pc/usersAdmin/inviteOperator (organisation admin): whom to invite. */
export const inviteOperatorInputSchema = z.object({
  /** The volunteer's account name, mobile or volunteer number. */
  volunteer: z
    .string({ error: '请填写志愿者账号、手机号码或志愿者编号' })
    .trim()
    .min(1, { error: '请填写志愿者账号、手机号码或志愿者编号', abort: true })
    .max(64, '志愿者账号过长'),
});
export type InviteOperatorInput = z.infer<typeof inviteOperatorInputSchema>;

export const inviteOperatorResultSchema = z.object({
  siteMsgId: z.string(),
  volunteerName: z.string(),
  expiresAt: z.string(),
});
export type InviteOperatorResult = z.infer<typeof inviteOperatorResultSchema>;

export const operatorInviteDays = 7;

export const operatorInviteMessages = {
  notFound: '邀请不存在',
  expired: '邀请已过期，请联系组织重新邀请',
  decided: '该邀请已处理',
  revoked: '该邀请已被组织撤回',
  linkInvalid: '链接无效或已失效',
  volunteerNotFound: '未找到该志愿者，请核对账号、手机号码或志愿者编号',
  volunteerLoggedOff: '该志愿者账号已注销或正在注销，不能邀请',
  alreadyOperator: '该志愿者已是本组织的工作人员',
  orgOnlyAdmin: '只有组织管理员可以邀请操作员',
} as const;

// Profile reads.

/** What the volunteer filled in after registering (codes of the registration labels). */
export const volunteerProfileFieldsSchema = z.object({
  politicalStatus: z.string().nullable(),
  education: z.string().nullable(),
  profession: z.string().nullable(),
  skills: z.array(z.string()),
  serviceIntentions: z.array(z.string()),
});
export type VolunteerProfileFields = z.infer<typeof volunteerProfileFieldsSchema>;

/** GET /volunteer/center/userInfo/myDetail: the owner's full record. */
export const myDetailSchema = z.object({
  users: currentUserSchema,
  profile: volunteerProfileFieldsSchema.nullable(),
  /** Fields fixed by real-name registration, which the page shows read-only. */
  lockedFields: z.array(z.enum(identityFields)),
});
export type MyDetail = z.infer<typeof myDetailSchema>;

/** GET /volunteer/center/userInfo/bindDistrictList: joined organisations and open requests. */
export const boundDistrictSchema = z.object({
  districtId: z.string(),
  districtName: z.string(),
  districtPath: z.string(),
  isMain: z.boolean(),
  /** joined: a member; pending: the join request awaits the organisation's decision. */
  state: z.enum(['joined', 'pending']),
  /** When the person joined, or asked to. */
  since: z.string(),
});
export type BoundDistrict = z.infer<typeof boundDistrictSchema>;
export const boundDistrictListSchema = z.array(boundDistrictSchema);

export const unbindResultSchema = z.object({
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export type UnbindResult = z.infer<typeof unbindResultSchema>;

/** POST /volunteer/center/userInfo/careMode: 关怀模式 on or off for the account. */
export const careModeInputSchema = z.object({
  // A form sends the words; JSON the boolean.
  careMode: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: '请选择开启或关闭关怀模式' }),
  ),
});
export type CareModeInput = z.infer<typeof careModeInputSchema>;

/** The account's 关怀模式 as saved. */
export const careModeSchema = z.object({ careMode: z.boolean() });

// GET /manage/weixin/usersAdmin/getDetectStatus: the organiser's identity-verification state.

export const detectStatuses = ['passed', 'incomplete', 'pending', 'rejected'] as const;
export type DetectStatus = (typeof detectStatuses)[number];

export const detectStatusSchema = z.object({
  /**
   * passed: the organisation passed the federation's review and this staff account has a bound
   * mobile (its real-name contact); incomplete: no mobile bound; pending / rejected: the
   * organisation's registration review.
   */
  detectStatus: z.enum(detectStatuses),
  orgName: z.string(),
  mobileBound: z.boolean(),
  tip: z.string(),
});
export type DetectStatusInfo = z.infer<typeof detectStatusSchema>;
