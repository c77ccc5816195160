import { z } from 'zod';
import { idSchema, textField } from './schema-helpers';

// The volunteer's digital card, its public check, and one-time grants that let a third party
// (a school, an employer) read the volunteer's verified hours.

/** The portal page a card's QR code opens. */
export const cardCheckPagePath = (code: string) => `/card?check=${code}`;

/** The card as its owner sees it. */
export const volunteerCardSchema = z.object({
  name: z.string(),
  volunteerNo: z.string(),
  avatar: z.string().nullable(),
  starLevel: z.number().int().min(0).max(5),
  serviceMinutes: z.number().int().nonnegative(),
  organisation: z.string().nullable(),
  registeredAt: z.string(),
  /** The code behind the card's QR code; a renewed card gets a new one. */
  checkCode: z.string(),
});
export type VolunteerCard = z.infer<typeof volunteerCardSchema>;

export const cardCheckQuerySchema = z.object({
  code: z.string().trim().max(64, '查验码格式不正确').optional(),
});

/** What anyone holding the card learns: whether it is valid, and the public fields only. */
export const cardCheckSchema = z.object({
  valid: z.boolean(),
  /** Why not valid, in words for the checker; null when valid. */
  reason: z.string().nullable(),
  name: z.string().nullable(),
  volunteerNo: z.string().nullable(),
  starLevel: z.number().int().min(0).max(5).nullable(),
  organisation: z.string().nullable(),
  registeredYear: z.number().int().nullable(),
});
export type CardCheck = z.infer<typeof cardCheckSchema>;

/** Hours a grant may stay open: from one hour to thirty days. */
export const grantValidHoursChoices = [1, 24, 72, 168, 720] as const;

export const grantCreateInputSchema = z.object({
  grantee: textField('查询单位', 100),
  validHours: z.coerce
    .number({ error: '请选择有效期' })
    .refine((v) => (grantValidHoursChoices as readonly number[]).includes(v), '请选择有效期'),
});
export type GrantCreateInput = z.infer<typeof grantCreateInputSchema>;

/** 'unused' | 'used' | 'expired' | 'revoked' */
export const grantStateSchema = z.enum(['unused', 'used', 'expired', 'revoked']);
export type GrantState = z.infer<typeof grantStateSchema>;
export const grantStateLabels: Record<GrantState, string> = {
  unused: '未使用',
  used: '已查询',
  expired: '已过期',
  revoked: '已撤销',
};

export const grantSchema = z.object({
  grantId: z.string(),
  grantee: z.string(),
  state: grantStateSchema,
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Grant = z.infer<typeof grantSchema>;

/** Answered once, at creation: the code itself is never shown again. */
export const grantCreatedSchema = grantSchema.extend({ authCode: z.string() });
export type GrantCreated = z.infer<typeof grantCreatedSchema>;

export const grantIdInputSchema = z.object({ grantId: idSchema('授权编号') });

/** Authorisation codes: 10 characters of the look-alike-free alphabet of verification codes. */
export const authCodeLength = 10;

export const authByThirdQuerySchema = z.object({
  volunteerNo: textField('志愿者编号', 32),
  authCode: z
    .string({ error: '请填写授权码' })
    .trim()
    .min(1, { error: '请填写授权码', abort: true })
    .max(32, '授权码格式不正确')
    .transform((v) => v.toUpperCase()),
});
export type AuthByThirdQuery = z.infer<typeof authByThirdQuerySchema>;

export const authByThirdReportSchema = z.object({
  name: z.string(),
  volunteerNo: z.string(),
  idCardMasked: z.string(),
  grantee: z.string(),
  serviceMinutes: z.number().int().nonnegative(),
  trainingMinutes: z.number().int().nonnegative(),
  starLevel: z.number().int().min(0).max(5),
  rows: z.array(
    z.object({ subject: z.string(), organisation: z.string(), minutes: z.number().int() }),
  ),
  checkedAt: z.string(),
});
export type AuthByThirdReport = z.infer<typeof authByThirdReportSchema>;
