import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { emailSchema, mobileSchema } from './validate/fields';
import { optionalField } from './schema-helpers';

// Verification codes (/open/...) and the outbox console page (/manage/pc/outbox/list).

export const verifyPurposes = [
  'register',
  'changeMobile',
  'changeEmail',
  'findPassword',
  'orgRegister',
  'bind',
] as const;
export type VerifyPurpose = (typeof verifyPurposes)[number];

/** What each purpose is called in the message text and in the console. */
export const verifyPurposeLabels: Record<VerifyPurpose, string> = {
  register: '注册志愿者',
  changeMobile: '更换手机号码',
  changeEmail: '更换邮箱',
  findPassword: '找回密码',
  orgRegister: '注册组织',
  bind: '绑定手机或邮箱',
};

/** Purposes a caller may ask for without signing in; the others need a token. */
export const openVerifyPurposes: readonly VerifyPurpose[] = [
  'register',
  'findPassword',
  'orgRegister',
];

export const verifyCodeLimits = {
  digits: 6,
  validMinutes: 5,
  resendSeconds: 60,
  dailyPerTarget: 10,
  wrongTries: 5,
} as const;

export const verifyCodeMessages = {
  empty: '验证码不能为空',
  format: '验证码应为6位数字',
  wrongOrExpired: '验证码错误或已失效',
  burned: '验证码错误次数过多，请重新获取验证码',
  tooSoon: (seconds: number) => `验证码已发送，请${seconds}秒后再试`,
  dailyCap: '今日获取验证码次数已达上限，请明天再试',
  ipCap: '当前网络获取验证码过于频繁，请稍后再试',
  sent: (maskedTarget: string) => `验证码已发送至${maskedTarget}，5分钟内有效`,
  needsLogin: '请先登录后再获取该验证码',
} as const;

export const verifyCodeSchema = z
  .string({ error: verifyCodeMessages.empty })
  .trim()
  .min(1, { error: verifyCodeMessages.empty, abort: true })
  .regex(/^\d{6}$/, verifyCodeMessages.format);

const purposeSchema = z.enum(verifyPurposes, { error: '验证码用途不正确' });

export const sendMobileCodeBodySchema = z.object({
  mobile: mobileSchema,
  /** Blank means 'register', the portal's registration form. */
  type: z.preprocess((v) => (v === undefined || v === '' ? 'register' : v), purposeSchema),
});
export type SendMobileCodeBody = z.infer<typeof sendMobileCodeBodySchema>;

export const sendEmailCodeQuerySchema = z.object({
  email: emailSchema,
  type: z.preprocess((v) => (v === undefined || v === '' ? 'register' : v), purposeSchema),
});
export type SendEmailCodeQuery = z.infer<typeof sendEmailCodeQuerySchema>;

export const sendModifyMobileCodeQuerySchema = z.object({ mobile: mobileSchema });

/** Where the code went, masked, and when another may be asked for. */
export const sentCodeSchema = z.object({
  target: z.string(),
  resendAfterSeconds: z.number().int(),
  validMinutes: z.number().int(),
});
export type SentCode = z.infer<typeof sentCodeSchema>;

export const outboxChannelLabels = { sms: '短信', email: '邮件' } as const;
export const outboxStatusLabels: Record<string, string> = {
  logged: '仅记录（开发发件箱）',
  queued: '待发送',
  sending: '发送中',
  sent: '已发送',
  failed: '发送失败',
};

export const outboxListQuerySchema = pageQuerySchema.extend({
  channel: optionalField(z.enum(['sms', 'email'], { error: '渠道应为 sms 或 email' })),
  /** A whole recipient: a mobile number or an e-mail address (the list shows them masked). */
  keyword: optionalField(z.string().trim().max(120, '关键字最多120个字符')),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export const outboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export const outboxPageSchema = pageSchema(outboxItemSchema);
