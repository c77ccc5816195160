import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { idSchema, optionalField } from './schema-helpers';
import { hasValidCreditCodeCheck } from './validate/credit-code';
import {
  accountNameSchema,
  creditCodeSchema,
  mobileSchema,
  passwordSchema,
  realNameSchema,
} from './validate/fields';

// Organisation registration and review, joins, staff and the console's audit log.

/** What kind of body the organisation is; the reviewer reads it beside the licence. */
export const orgTypeLabels = {
  social: '社会团体',
  nonprofit: '社会服务机构（民办非企业单位）',
  institution: '事业单位',
  government: '党政机关',
  enterprise: '企业',
  school: '学校',
  community: '城乡社区',
  other: '其他',
} as const;
export type OrgType = keyof typeof orgTypeLabels;
export const orgTypes = Object.keys(orgTypeLabels) as [OrgType, ...OrgType[]];

/** The prefecture-level divisions of Guangdong, in the official order. */
export const guangdongRegions = [
  { code: '440100', name: '广州市' },
  { code: '440300', name: '深圳市' },
  { code: '440400', name: '珠海市' },
  { code: '440500', name: '汕头市' },
  { code: '440600', name: '佛山市' },
  { code: '440200', name: '韶关市' },
  { code: '440800', name: '湛江市' },
  { code: '441200', name: '肇庆市' },
  { code: '440700', name: '江门市' },
  { code: '440900', name: '茂名市' },
  { code: '441300', name: '惠州市' },
  { code: '441400', name: '梅州市' },
  { code: '441500', name: '汕尾市' },
  { code: '441600', name: '河源市' },
  { code: '441700', name: '阳江市' },
  { code: '441800', name: '清远市' },
  { code: '441900', name: '东莞市' },
  { code: '442000', name: '中山市' },
  { code: '445100', name: '潮州市' },
  { code: '445200', name: '揭阳市' },
  { code: '445300', name: '云浮市' },
] as const;
/** Select options for the type and region pickers of the portal form and the console. */
export const orgTypeOptions = orgTypes.map((value) => ({ value, label: orgTypeLabels[value] }));
export const regionOptions = guangdongRegions.map((r) => ({ value: r.code, label: r.name }));

export const regionNameOf = (code: string) =>
  guangdongRegions.find((r) => r.code === code)?.name ?? code;

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .min(1, { error: `${field}不能为空`, abort: true })
    .min(min, { error: `${field}长度应为${min}到${max}个字符`, abort: true })
    .max(max, `${field}长度应为${min}到${max}个字符`);

export const orgRegisterMessages = {
  creditCheck: '统一社会信用代码校验位不正确，请核对',
  passwordMismatch: '两次输入的密码不一致',
  agree: '请阅读并同意《组织注册须知》',
  noLicence: '请上传登记证书或营业执照图片',
  creditTaken: '该统一社会信用代码已注册',
  loginTaken: '该账号已被使用',
  mobileTaken: '该手机号已绑定其他组织账号',
  parentInvalid: '上级组织须为志愿者联合会（省、市、区县）',
} as const;

/** POST /open/org/register: the text fields of the multipart form (the licence is the file `licence`). */
export const orgRegisterInputSchema = z
  .object({
    orgName: text('组织名称', 2, 50),
    creditCode: creditCodeSchema.refine(hasValidCreditCodeCheck, orgRegisterMessages.creditCheck),
    orgType: z.enum(orgTypes, { error: '请选择组织类型' }),
    parentId: idSchema('上级组织'),
    regionCode: z.enum(guangdongRegions.map((r) => r.code) as [string, ...string[]], {
      error: '请选择所在地区',
    }),
    address: text('详细地址', 5, 200),
    contactName: realNameSchema,
    contactMobile: mobileSchema,
    verifyCode: z
      .string({ error: '验证码不能为空' })
      .trim()
      .min(1, { error: '验证码不能为空', abort: true })
      .regex(/^\d{6}$/, '验证码为6位数字'),
    loginName: accountNameSchema,
    password: passwordSchema,
    passwordAgain: z.string({ error: '确认密码不能为空' }).min(1, '确认密码不能为空'),
    agree: z.literal('true', { error: orgRegisterMessages.agree }),
  })
  .refine((v) => v.password === v.passwordAgain, {
    message: orgRegisterMessages.passwordMismatch,
    path: ['passwordAgain'],
  });
export type OrgRegisterInput = z.infer<typeof orgRegisterInputSchema>;

export const orgRegisterResultSchema = z.object({
  districtId: z.string(),
  orgName: z.string(),
  parentName: z.string(),
  /**
   * Who reviews it: the nearest node from the parent up that has active console staff (the
   * parent itself when it has staff), so no application waits in a queue nobody reads.
   */
  reviewerName: z.string(),
});
export type OrgRegisterResult = z.infer<typeof orgRegisterResultSchema>;

export const reviewStates = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof reviewStates)[number];
export const reviewStateLabels: Record<ReviewState, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '未通过',
};

/** GET /manage/pc/org/review/list */
export const orgReviewListQuerySchema = pageQuerySchema.extend({
  state: optionalField(z.enum(reviewStates, { error: '审核状态不正确' })),
});
export type OrgReviewListQuery = z.infer<typeof orgReviewListQuerySchema>;

export const orgApplicationSchema = z.object({
  districtId: z.string(),
  orgName: z.string(),
  creditCode: z.string().nullable(),
  orgType: z.string(),
  orgTypeName: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  licenceImage: z.string(),
  loginName: z.string(),
  reviewState: z.enum(reviewStates),
  rejectReason: z.string().nullable(),
  appliedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The 上级组织 it registered under. */
  parentName: z.string(),
  /** The node that decides it: the nearest staffed one from the parent up. */
  reviewerName: z.string(),
  /** Whether the caller's node is that reviewer; federations above it see it without deciding. */
  canReview: z.boolean(),
});
export type OrgApplication = z.infer<typeof orgApplicationSchema>;

const reasonSchema = z
  .string({ error: '请填写不通过的原因' })
  .trim()
  .min(2, { error: '请填写不通过的原因（至少2个字）', abort: true })
  .max(200, '原因不能超过200个字');

/** POST /manage/pc/org/review/audit; a refusal must say why, the applicant reads it. */
export const orgReviewInputSchema = z
  .object({
    districtId: idSchema('组织编号'),
    approve: z.boolean({ error: '请选择通过或不通过' }),
    reason: optionalField(reasonSchema),
  })
  .refine((v) => v.approve || v.reason !== undefined, {
    message: '请填写不通过的原因',
    path: ['reason'],
  });
export type OrgReviewInput = z.infer<typeof orgReviewInputSchema>;

// Joins.

export const joinStates = ['pending', 'approved', 'rejected', 'cancelled', 'left'] as const;
export type JoinState = (typeof joinStates)[number];
export const joinStateLabels: Record<JoinState, string> = {
  pending: '待审核',
  approved: '已加入',
  rejected: '未通过',
  cancelled: '已撤回',
  left: '已退出',
};

export const districtIdQuerySchema = z.object({ districtId: idSchema('组织编号') });
export type DistrictIdQuery = z.infer<typeof districtIdQuerySchema>;

/** What the volunteer's join button shows for one node. */
export const joinStatusSchema = z.object({
  districtId: z.string(),
  districtName: z.string(),
  /** none: never asked (or withdrew/left); member: in the node now. */
  state: z.enum(['none', 'pending', 'member', 'rejected']),
  reason: z.string().nullable(),
  appliedAt: z.string().nullable(),
});
export type JoinStatus = z.infer<typeof joinStatusSchema>;

export const myJoinSchema = z.object({
  joinId: z.string(),
  districtId: z.string(),
  districtName: z.string(),
  state: z.enum(joinStates),
  reason: z.string().nullable(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyJoin = z.infer<typeof myJoinSchema>;

export const joinListQuerySchema = pageQuerySchema.extend({
  state: optionalField(z.enum(joinStates, { error: '申请状态不正确' })),
});
export type JoinListQuery = z.infer<typeof joinListQuerySchema>;

/** A join request as the organisation sees it: name and mobile masked until approved. */
export const joinRequestSchema = z.object({
  joinId: z.string(),
  volunteerNo: z.string(),
  name: z.string(),
  gender: z.string().nullable(),
  mobile: z.string(),
  serviceHours: z.number(),
  state: z.enum(joinStates),
  reason: z.string().nullable(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const joinAuditInputSchema = z
  .object({
    joinIds: z
      .array(idSchema('申请编号'), { error: '请选择申请' })
      .min(1, '请选择申请')
      .max(100, '一次最多处理100条'),
    approve: z.boolean({ error: '请选择通过或不通过' }),
    reason: optionalField(reasonSchema),
  })
  .refine((v) => v.approve || v.reason !== undefined, {
    message: '请填写不通过的原因',
    path: ['reason'],
  });
export type JoinAuditInput = z.infer<typeof joinAuditInputSchema>;

export const memberListQuerySchema = pageQuerySchema.extend({
  keyword: optionalField(z.string().trim().max(30, '关键词不能超过30个字')),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const memberSchema = z.object({
  volunteerNo: z.string(),
  name: z.string(),
  gender: z.string().nullable(),
  mobile: z.string(),
  serviceHours: z.number(),
  isMain: z.boolean(),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

// Profile, staff and audit log.

export const staffRoles = ['admin', 'operator'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleLabels: Record<StaffRole, string> = {
  admin: '组织管理员',
  operator: '操作员',
};

export const orgProfileSchema = z.object({
  districtId: z.string(),
  orgName: z.string(),
  creditCode: z.string().nullable(),
  level: z.number().int(),
  parentName: z.string().nullable(),
  orgType: z.string().nullable(),
  regionCode: z.string().nullable(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
  intro: z.string().nullable(),
  licenceImage: z.string().nullable(),
  servicePhone: z.string().nullable(),
  mailbox: z.string().nullable(),
  memberCount: z.number().int(),
  /** The caller's role here: an operator reads the profile but changes nothing of it. */
  myRole: z.enum(staffRoles),
  /** A federation node reviews the organisations registering under it. */
  isFederation: z.boolean(),
});
export type OrgProfile = z.infer<typeof orgProfileSchema>;

const optionalText = (field: string, max: number) =>
  optionalField(z.string().trim().max(max, `${field}不能超过${max}个字`));

export const orgProfileInputSchema = z.object({
  orgType: z.enum(orgTypes, { error: '请选择组织类型' }),
  regionCode: z.enum(guangdongRegions.map((r) => r.code) as [string, ...string[]], {
    error: '请选择所在地区',
  }),
  address: text('详细地址', 5, 200),
  contactName: realNameSchema,
  contactMobile: mobileSchema,
  intro: optionalText('组织简介', 1000),
  servicePhone: optionalField(
    z
      .string()
      .trim()
      .regex(/^[\d-]{5,20}$/, '服务电话格式不正确'),
  ),
  mailbox: optionalField(z.string().trim().max(120, '邮箱过长').email('邮箱格式不正确')),
  licenceImage: optionalField(
    z.string().regex(/^\/uploads\/[0-9a-f]{32}\.(jpg|png|webp)$/, '执照图片地址不正确'),
  ),
});
export type OrgProfileInput = z.infer<typeof orgProfileInputSchema>;

export const staffSchema = z.object({
  staffId: z.string(),
  loginName: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(staffRoles),
  status: z.enum(['active', 'disabled']),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  isMe: z.boolean(),
  /** 两步验证 is on: only then has an admin a second factor to reset. */
  hasSecondFactor: z.boolean(),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffCreateInputSchema = z.object({
  loginName: accountNameSchema,
  name: realNameSchema,
  mobile: mobileSchema,
  email: optionalField(z.string().trim().max(120, '邮箱过长').email('邮箱格式不正确')),
  role: z.enum(staffRoles, { error: '请选择角色' }),
});
export type StaffCreateInput = z.infer<typeof staffCreateInputSchema>;

export const staffIdInputSchema = z.object({ staffId: idSchema('账号编号') });

export const staffUpdateInputSchema = staffIdInputSchema.extend({
  role: optionalField(z.enum(staffRoles, { error: '角色不正确' })),
  status: optionalField(z.enum(['active', 'disabled'], { error: '状态不正确' })),
});
export type StaffUpdateInput = z.infer<typeof staffUpdateInputSchema>;

/** A new account or a reset gets a one-time password, shown once to the admin. */
export const staffPasswordResultSchema = z.object({
  staffId: z.string(),
  loginName: z.string(),
  tempPassword: z.string(),
});
export type StaffPasswordResult = z.infer<typeof staffPasswordResultSchema>;

export const orgAuditActions = {
  'org.register': '提交组织注册',
  'org.approve': '审核通过组织注册',
  'org.reject': '驳回组织注册',
  'org.profile.update': '修改组织资料',
  'org.staff.create': '新增工作人员',
  'org.staff.role': '修改工作人员角色',
  'org.staff.disable': '停用工作人员',
  'org.staff.enable': '启用工作人员',
  'org.staff.resetPassword': '重置工作人员密码',
  'org.join.approve': '同意加入组织',
  'org.join.reject': '拒绝加入组织',
  'org.applicant.mobile': '查看报名人员手机号',
} as const;
export type OrgAuditAction = keyof typeof orgAuditActions;

export const auditLogQuerySchema = pageQuerySchema.extend({
  action: optionalField(
    z.enum(Object.keys(orgAuditActions) as [OrgAuditAction, ...OrgAuditAction[]], {
      error: '操作类型不正确',
    }),
  ),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorName: z.string(),
  actorLoginName: z.string(),
  action: z.string(),
  actionName: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;
