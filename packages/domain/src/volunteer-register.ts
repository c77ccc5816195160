import { z } from 'zod';
import { optionalField, idSchema } from './schema-helpers';
import { verifyCodeSchema } from './verify-code';
import {
  accountNameSchema,
  emailSchema,
  idCardSchema,
  mobileSchema,
  passwordSchema,
  realNameSchema,
} from './validate/fields';
import { guardianNameMessage, isValidRealName } from './validate/real-name';
import { isValidMobile } from './validate/mobile';
import { idCardInvalidReason, parseIdCard } from './validate/id-card';
import { passwordMessages } from './validate/password';

// Volunteer registration (/volunteer/register/*) and the later profile ("perfect information").

/** Age limits of spec issue 5: under 14 cannot register; under 18 needs a guardian. */
export const registerAge = { minimum: 14, adult: 18 } as const;

export const registerMessages = {
  tooYoung: '未满14周岁不能注册志愿者',
  guardianName: '未满18周岁须填写监护人姓名',
  guardianMobile: '未满18周岁须填写监护人手机号码',
  guardianIdCard: '未满18周岁须填写监护人身份证号码',
  guardianNotAdult: '监护人须年满18周岁',
  guardianSelf: '监护人不能是本人',
  notAgreed: '请阅读并同意注册须知和志愿服务协议',
  loginNameTaken: '该账号已被使用，请换一个',
  mobileTaken: '该手机号码已注册，请直接登录或找回密码',
  idCardTaken: '该身份证号码已注册志愿者，如非本人注册请前往注册问题反馈',
  regionInvalid: '所在地区不存在，请重新选择',
  districtInvalid: '选择的组织不存在或已停用，请重新选择',
} as const;

/** What the form shows as soon as a valid ID number is typed. */
export interface IdCardPreview {
  gender: 'M' | 'F';
  birthDay: string;
  age: number;
  /** 'tooYoung' | 'minor' (guardian needed) | 'adult' */
  ageGroup: 'tooYoung' | 'minor' | 'adult';
}

export function previewIdCard(idCard: string, today = new Date()): IdCardPreview | null {
  const info = parseIdCard(idCard.trim().toUpperCase(), today);
  if (!info) return null;
  const ageGroup =
    info.age < registerAge.minimum ? 'tooYoung' : info.age < registerAge.adult ? 'minor' : 'adult';
  return { ...info, ageGroup };
}

const guardianNameSchema = z.string().trim().refine(isValidRealName, guardianNameMessage);
const guardianMobileSchema = z.string().trim().refine(isValidMobile, '监护人手机号码格式不正确');
const guardianIdCardSchema = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((v, ctx) => {
    const reason = idCardInvalidReason(v);
    if (reason) ctx.addIssue({ code: 'custom', message: `监护人${reason}`, input: v });
  });

/** A form checkbox arrives as '1', 'true' or true. */
const acceptedSchema = z.preprocess(
  (v) => v === true || v === '1' || v === 'true',
  z.literal(true, { error: registerMessages.notAgreed }),
);

export const registerBodySchema = z
  .object({
    loginName: accountNameSchema,
    password: passwordSchema,
    passwordAgain: z
      .string({ error: passwordMessages.againEmpty })
      .min(1, { error: passwordMessages.againEmpty }),
    name: realNameSchema,
    idCard: idCardSchema,
    mobile: mobileSchema,
    smsCode: verifyCodeSchema,
    email: optionalField(emailSchema),
    regionId: idSchema('所在地区'),
    /** An organisation to ask to join; its staff approve in the console. */
    districtId: optionalField(idSchema('加入的组织')),
    guardianName: optionalField(guardianNameSchema),
    guardianMobile: optionalField(guardianMobileSchema),
    guardianIdCard: optionalField(guardianIdCardSchema),
    agreed: acceptedSchema,
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.passwordAgain)
      ctx.addIssue({ code: 'custom', path: ['passwordAgain'], message: passwordMessages.mismatch });
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type RegisterInput = z.input<typeof registerBodySchema>;

export const registerResultSchema = z.object({
  volunteerId: z.string(),
  volunteerNo: z.string(),
  loginName: z.string(),
  name: z.string(),
  /** The organisation asked to join, waiting for its approval; null when none was chosen. */
  joinDistrictName: z.string().nullable(),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const verifyTipFields = ['loginName', 'mobile', 'idCard'] as const;
export const verifyTipQuerySchema = z.object({
  field: z.enum(verifyTipFields, { error: '校验字段应为 loginName、mobile 或 idCard' }),
  value: z.string({ error: '校验内容不能为空' }).trim().min(1, '校验内容不能为空').max(64),
});
export type VerifyTipQuery = z.infer<typeof verifyTipQuerySchema>;
export const verifyTipSchema = z.object({ available: z.boolean(), tip: z.string() });
export type VerifyTip = z.infer<typeof verifyTipSchema>;

// Profile labels: codes stored, Chinese shown.
export const politicalStatusLabels = {
  party: '中共党员',
  probationary: '中共预备党员',
  league: '共青团员',
  democratic: '民主党派成员',
  independent: '无党派人士',
  masses: '群众',
} as const;
export const educationLabels = {
  primary: '小学',
  junior: '初中',
  senior: '高中/中专/技校',
  college: '大专',
  bachelor: '本科',
  master: '硕士研究生',
  doctor: '博士研究生',
} as const;
export const professionLabels = {
  student: '学生',
  teacher: '教师',
  medical: '医务人员',
  civilServant: '机关事业单位人员',
  enterprise: '企业职员',
  selfEmployed: '个体经营者',
  freelance: '自由职业者',
  farmer: '农民',
  soldier: '军人',
  retired: '离退休人员',
  other: '其他',
} as const;
export const skillLabels = {
  firstAid: '医疗急救',
  counselling: '心理咨询',
  language: '外语翻译',
  law: '法律咨询',
  teaching: '教育辅导',
  arts: '文艺表演',
  photo: '摄影摄像',
  computer: '计算机与网络',
  driving: '驾驶',
  signLanguage: '手语',
  sports: '体育健身',
  cooking: '烹饪',
} as const;
export const serviceIntentionLabels = {
  community: '社区服务',
  elderly: '助老助残',
  poverty: '扶贫济困',
  environment: '环境保护',
  education: '支教助学',
  health: '医疗卫生',
  emergency: '应急救援',
  events: '大型赛会',
  culture: '文化传播',
  safety: '平安建设',
  rural: '乡村振兴',
  civilisation: '文明实践',
} as const;

const keysOf = <T extends Record<string, string>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** A list sent as repeated fields, a JSON array, or one comma-separated form value. */
const codeList = <T extends Record<string, string>>(labels: T, field: string, max: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? []
        : typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
    z
      .array(z.enum(keysOf(labels), { error: `${field}包含无效选项` }))
      .max(max, `${field}最多选择${max}项`)
      .transform((a) => [...new Set(a)]),
  );

const required = <T extends Record<string, string>>(labels: T, field: string) =>
  z.enum(keysOf(labels), { error: `请选择${field}` });

export const profileBodySchema = z.object({
  politicalStatus: required(politicalStatusLabels, '政治面貌'),
  education: required(educationLabels, '学历'),
  profession: required(professionLabels, '职业'),
  skills: codeList(skillLabels, '个人技能', 8),
  serviceIntentions: codeList(serviceIntentionLabels, '服务意向', 6).refine(
    (a) => a.length > 0,
    '请至少选择一项服务意向',
  ),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;
export type ProfileInput = z.input<typeof profileBodySchema>;

export const volunteerProfileSchema = z.object({
  loginName: z.string(),
  name: z.string(),
  volunteerNo: z.string(),
  regionName: z.string().nullable(),
  politicalStatus: z.string().nullable(),
  education: z.string().nullable(),
  profession: z.string().nullable(),
  skills: z.array(z.string()),
  serviceIntentions: z.array(z.string()),
  /** Masked; null for an adult. */
  guardianName: z.string().nullable(),
  guardianMobile: z.string().nullable(),
  profileCompleted: z.boolean(),
  registeredAt: z.string(),
});
export type VolunteerProfile = z.infer<typeof volunteerProfileSchema>;
