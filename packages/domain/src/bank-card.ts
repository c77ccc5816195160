import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { optionalField } from './schema-helpers';
import { isValidMobile } from './validate/mobile';
import { isValidRealName } from './validate/real-name';

/** Bank co-branded volunteer card applications (志愿者联名卡申领). */
export const BankCardType = { Credit: 'credit', Debit: 'debit' } as const;
export type BankCardType = (typeof BankCardType)[keyof typeof BankCardType];

export const bankCardTypeLabels: Record<BankCardType, string> = {
  credit: '志愿者联名信用卡',
  debit: '志愿者联名借记卡',
};

/**
 * pending → approved → submitted (sent to the bank in an export batch); pending → photosRequested
 * (the volunteer re-uploads, back to pending); pending → rejected (the volunteer may apply again).
 */
export const BankCardState = {
  Pending: 'pending',
  PhotosRequested: 'photosRequested',
  Approved: 'approved',
  Submitted: 'submitted',
  Rejected: 'rejected',
} as const;
export type BankCardState = (typeof BankCardState)[keyof typeof BankCardState];
export const bankCardStates = Object.values(BankCardState) as [BankCardState, ...BankCardState[]];
/** States that block a new application. */
export const openBankCardStates: BankCardState[] = [
  'pending',
  'photosRequested',
  'approved',
  'submitted',
];

export const bankCardStateLabels: Record<BankCardState, string> = {
  pending: '审核中',
  photosRequested: '待重新上传证件照',
  approved: '审核通过',
  submitted: '已提交银行',
  rejected: '未通过',
};

/** Age limits the banks set for each card, checked against the birthday in the ID number. */
export const bankCardAgeLimits: Record<BankCardType, { min: number; max: number }> = {
  credit: { min: 18, max: 60 },
  debit: { min: 16, max: 70 },
};

export const bankCardProfessions = [
  '国家机关、党群组织、企事业单位负责人',
  '专业技术人员',
  '办事人员和有关人员',
  '商业、服务业人员',
  '农、林、牧、渔、水利业生产人员',
  '生产、运输设备操作人员及有关人员',
  '军人',
  '学生',
  '自由职业者',
  '离退休人员',
  '其他从业人员',
] as const;

export const educationOptions = [
  '初中及以下',
  '高中/中专',
  '大专',
  '本科',
  '硕士',
  '博士',
] as const;
export const contactRelations = ['父母', '配偶', '子女', '兄弟姐妹', '朋友', '同事'] as const;
export const debitGifts = ['志愿者纪念徽章', '志愿者环保袋', '不需要礼品'] as const;
export const annualIncomeOptions = [
  '5万元以下',
  '5万-10万元',
  '10万-20万元',
  '20万-50万元',
  '50万元以上',
] as const;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .min(1, { error: `${field}不能为空`, abort: true })
    .max(max, `${field}不能超过${max}个字`);

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `请选择${field}` });

const isoDate = (field: string) =>
  z.string({ error: `请选择${field}` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${field}格式应为YYYY-MM-DD`);

const idString = (field: string) =>
  z.coerce.string({ error: `请选择${field}` }).regex(/^\d{1,18}$/, `请选择${field}`);

/** Material every card asks for: ID validity, profession, education, residence. */
export const bankCardMaterialSchema = z
  .object({
    profession: oneOf('职业', bankCardProfessions as unknown as [string, ...string[]]),
    education: oneOf('学历', educationOptions as unknown as [string, ...string[]]),
    idValidFrom: isoDate('证件有效期起始日'),
    // 长期 for an ID that never expires (holders over 45).
    idValidTo: z.union([isoDate('证件有效期截止日'), z.literal('长期')]),
    districtId: idString('居住地区'),
    address: text('详细地址', 100),
    workUnit: text('工作单位或学校', 60),
  })
  .refine((m) => m.idValidTo === '长期' || m.idValidTo > m.idValidFrom, {
    message: '证件有效期截止日须晚于起始日',
    path: ['idValidTo'],
  });

export const bankCardContactSchema = z.object({
  annualIncome: oneOf('年收入', annualIncomeOptions as unknown as [string, ...string[]]),
  contactName: text('紧急联系人姓名', 30).refine(isValidRealName, '紧急联系人姓名格式不正确'),
  contactRelation: oneOf('与联系人关系', contactRelations as unknown as [string, ...string[]]),
  contactMobile: text('紧急联系人手机号', 11).refine(isValidMobile, '紧急联系人手机号格式不正确'),
});

export const bankCardGiftSchema = z.object({
  gift: oneOf('礼品', debitGifts as unknown as [string, ...string[]]),
  receiveDate: isoDate('领卡日期'),
});

export const bankCardApplyInputSchema = z.discriminatedUnion(
  'cardType',
  [
    z.object({
      cardType: z.literal('credit'),
      material: bankCardMaterialSchema,
      contact: bankCardContactSchema,
      acceptNotice: z.literal(true, { error: '请先阅读并同意申领须知' }),
    }),
    z.object({
      cardType: z.literal('debit'),
      material: bankCardMaterialSchema,
      gift: bankCardGiftSchema,
      acceptNotice: z.literal(true, { error: '请先阅读并同意申领须知' }),
    }),
  ],
  { error: '请选择卡种' },
);
export type BankCardApplyInput = z.infer<typeof bankCardApplyInputSchema>;
export type BankCardMaterial = z.infer<typeof bankCardMaterialSchema>;
export type BankCardContact = z.infer<typeof bankCardContactSchema>;
export type BankCardGift = z.infer<typeof bankCardGiftSchema>;

/** Prefill of IndividualInfo from the volunteer's own profile. */
export const bankCardUserDetailSchema = z.object({
  name: z.string(),
  gender: z.string().nullable(),
  genderName: z.string(),
  birthday: z.string().nullable(),
  age: z.number().int().nullable(),
  idCardMasked: z.string(),
  mobileMasked: z.string(),
  email: z.string().nullable(),
  volunteerNo: z.string().nullable(),
});
export type BankCardUserDetail = z.infer<typeof bankCardUserDetailSchema>;

// ---- answers ----
// What the server sends is described apart from what the applicant types: the input checks
// (a valid mobile, a real name, an option from today's list) would refuse a masked mobile or
// an option since renamed, and fail the whole answer.

/** The credit card's contact as the applicant gave it: the applicant's own view. */
export const bankCardContactViewSchema = z.object({
  annualIncome: z.string(),
  contactName: z.string(),
  contactRelation: z.string(),
  contactMobile: z.string(),
});
export const bankCardGiftViewSchema = z.object({ gift: z.string(), receiveDate: z.string() });

export const bankCardApplicationSchema = z.object({
  id: z.string(),
  cardType: z.enum(['credit', 'debit']),
  cardTypeName: z.string(),
  state: z.enum(bankCardStates),
  stateName: z.string(),
  name: z.string(),
  material: z.object({
    profession: z.string(),
    education: z.string(),
    idValidFrom: z.string(),
    idValidTo: z.string(),
    districtId: z.string(),
    districtName: z.string(),
    address: z.string(),
    workUnit: z.string(),
  }),
  contact: bankCardContactViewSchema.nullable(),
  gift: bankCardGiftViewSchema.nullable(),
  rejectReason: z.string().nullable(),
  redoReason: z.string().nullable(),
  batchNo: z.string().nullable(),
  appliedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type BankCardApplication = z.infer<typeof bankCardApplicationSchema>;

export const bankCardApplyStateSchema = z.object({
  /** null until the volunteer has applied once. */
  application: bankCardApplicationSchema.nullable(),
  /** Whether a new application can be made now, and in words why not. */
  canApply: z.boolean(),
  reason: z.string().nullable(),
  hasIdcardPic: z.object({ front: z.boolean(), back: z.boolean() }),
});
export type BankCardApplyState = z.infer<typeof bankCardApplyStateSchema>;

export const bankCardIdcardPicSchema = z.object({ front: z.boolean(), back: z.boolean() });

export const bankCardOptionsSchema = z.object({
  professions: z.array(z.string()),
  educations: z.array(z.string()),
  relations: z.array(z.string()),
  gifts: z.array(z.string()),
  annualIncomes: z.array(z.string()),
});

// ---- console ----

// Blank filters read as absent, as on every console list (tools send every filter, empty as "").
export const bankCardManageListQuerySchema = pageQuerySchema.extend({
  state: optionalField(z.enum(bankCardStates, { error: '状态不正确' })),
  keyword: optionalField(z.string().trim().max(30, '关键字不能超过30个字')),
});

export const bankCardManageRowSchema = z.object({
  id: z.string(),
  volunteerNo: z.string().nullable(),
  name: z.string(),
  idCardMasked: z.string(),
  cardType: z.enum(['credit', 'debit']),
  cardTypeName: z.string(),
  state: z.enum(bankCardStates),
  stateName: z.string(),
  appliedAt: z.string(),
  reviewedAt: z.string().nullable(),
  batchNo: z.string().nullable(),
});
export type BankCardManageRow = z.infer<typeof bankCardManageRowSchema>;

/** The contact as reviewers see it: the mobile masked, in full only through the reveal. */
export const bankCardReviewContactSchema = z.object({
  annualIncome: z.string(),
  contactName: z.string(),
  contactRelation: z.string(),
  contactMobileMasked: z.string(),
});

/** The review detail shows identity data masked; full values only through the audited reveal. */
export const bankCardManageDetailSchema = bankCardApplicationSchema.extend({
  contact: bankCardReviewContactSchema.nullable(),
  volunteerNo: z.string().nullable(),
  idCardMasked: z.string(),
  mobileMasked: z.string(),
  gender: z.string(),
  birthday: z.string().nullable(),
});
export type BankCardManageDetail = z.infer<typeof bankCardManageDetailSchema>;

/** POST /manage/pc/bankCard/reveal: the full values, written to the audit log. */
export const bankCardRevealSchema = z.object({
  idCard: z.string(),
  mobile: z.string(),
  contactMobile: z.string().nullable(),
});
export type BankCardReveal = z.infer<typeof bankCardRevealSchema>;

export const bankCardIdQuerySchema = z.object({
  id: z.coerce.number({ error: '申请编号不正确' }).int().positive('申请编号不正确'),
});
export const bankCardPicQuerySchema = bankCardIdQuerySchema.extend({
  side: z.enum(['front', 'back'], { error: '请指明正面或反面' }),
});

export const bankCardReviewInputSchema = z
  .object({
    id: z.coerce.number({ error: '申请编号不正确' }).int().positive('申请编号不正确'),
    action: z.enum(['approve', 'reject', 'redo'], { error: '审核操作不正确' }),
    reason: z.string().trim().max(200, '原因不能超过200个字').optional(),
  })
  .refine((r) => r.action === 'approve' || (r.reason ?? '').length > 0, {
    message: '请填写原因（驳回或要求重新上传时必填）',
    path: ['reason'],
  });
export type BankCardReviewInput = z.infer<typeof bankCardReviewInputSchema>;

export const bankCardExportQuerySchema = z.object({
  /** Download a batch again; without it, the approved applications not yet sent form a new one. */
  batchNo: z
    .string()
    .regex(/^\d{14}$/, '批次号不正确')
    .optional(),
});
