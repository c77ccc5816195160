import { z } from 'zod';
import { parseDateOnly } from './certificate';
import { pageQuerySchema } from './envelope';
import { idSchema, optionalField, textField } from './schema-helpers';

// Donations an organisation records for a registered volunteer, and their certificates:
// numbered, frozen at first issue, verifiable by code like the time certificate.

export const donationKinds = ['money', 'goods'] as const;
export type DonationKind = (typeof donationKinds)[number];
export const donationKindLabels: Record<DonationKind, string> = { money: '资金', goods: '物资' };

/** Yuan as people type it ('200', '99.5', '1,000.00') → fen; null when not a positive amount. */
export function parseYuanToFen(text: string): number | null {
  const clean = text.replace(/[,，\s]/g, '');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return fen > 0 ? fen : null;
}

/** 123456 → '1,234.56' */
export function formatFen(fen: number): string {
  const yuan = Math.floor(fen / 100).toLocaleString('en-US');
  return `${yuan}.${String(fen % 100).padStart(2, '0')}`;
}

/** What a donation is, in words for lists and the certificate: '人民币 1,000.00 元' or '大米 20袋'. */
export function describeDonation(d: {
  kind: DonationKind;
  amountFen: number | null;
  goodsName: string | null;
  goodsQuantity: string | null;
}): string {
  if (d.kind === 'money') return `人民币 ${formatFen(d.amountFen ?? 0)} 元`;
  const goods = [d.goodsName, d.goodsQuantity].filter(Boolean).join(' ');
  return d.amountFen ? `${goods}（折合人民币 ${formatFen(d.amountFen)} 元）` : goods;
}

const amountField = z
  .string({ error: '金额格式不正确' })
  .trim()
  .refine((v) => parseYuanToFen(v) !== null, '金额应为大于0的数字，最多两位小数')
  .transform((v) => parseYuanToFen(v)!);

export const donationSaveInputSchema = z
  .object({
    volunteerNo: textField('捐赠志愿者编号', 32).transform((v) => v.toUpperCase()),
    donorName: textField('捐赠人姓名', 64),
    kind: z.enum(donationKinds, { error: '请选择捐赠类型' }),
    amount: optionalField(
      z.preprocess((v) => (typeof v === 'number' ? String(v) : v), amountField),
    ),
    goodsName: optionalField(textField('物资名称', 100)),
    goodsQuantity: optionalField(textField('物资数量', 50)),
    donatedOn: z
      .string({ error: '请选择捐赠日期' })
      .trim()
      .refine((v) => parseDateOnly(v) !== null, '捐赠日期格式不正确，应为 YYYY-MM-DD'),
    purpose: textField('捐赠用途', 200),
  })
  .refine((v) => v.kind !== 'money' || v.amount !== undefined, {
    message: '请填写捐赠金额',
    path: ['amount'],
  })
  .refine((v) => v.kind !== 'goods' || v.goodsName !== undefined, {
    message: '请填写物资名称',
    path: ['goodsName'],
  });
export type DonationSaveInput = z.infer<typeof donationSaveInputSchema>;

export const donationVoidInputSchema = z.object({
  donationId: idSchema('捐赠记录编号'),
  reason: textField('作废原因', 200),
});
export type DonationVoidInput = z.infer<typeof donationVoidInputSchema>;

export const donationIdQuerySchema = z.object({ donationId: idSchema('捐赠记录编号') });

export const donationListQuerySchema = pageQuerySchema.extend({
  keyword: optionalField(z.string().trim().max(50, '关键字不能超过50个字')),
  kind: optionalField(z.enum(donationKinds, { error: '捐赠类型不正确' })),
});
export type DonationListQuery = z.infer<typeof donationListQuerySchema>;

export const donationSchema = z.object({
  donationId: z.string(),
  kind: z.enum(donationKinds),
  amountFen: z.number().int().nullable(),
  goodsName: z.string().nullable(),
  goodsQuantity: z.string().nullable(),
  description: z.string(),
  donatedOn: z.string(),
  purpose: z.string(),
  organisation: z.string(),
  state: z.enum(['valid', 'void']),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
  /** Certificate number and verification code once issued; null before. */
  certNumber: z.string().nullable(),
  certVerifyCode: z.string().nullable(),
  certIssuedAt: z.string().nullable(),
});
export type Donation = z.infer<typeof donationSchema>;

/** The console's row adds the donor, masked as staff need no more to find the entry. */
export const donationManageRowSchema = donationSchema.extend({
  donorName: z.string(),
  volunteerNo: z.string(),
});
export type DonationManageRow = z.infer<typeof donationManageRowSchema>;

export const donationVerifySchema = z.object({
  genuine: z.boolean(),
  /** The donation was voided after the certificate was issued. */
  isVoid: z.boolean(),
  number: z.string().nullable(),
  donorName: z.string().nullable(),
  description: z.string().nullable(),
  donatedOn: z.string().nullable(),
  purpose: z.string().nullable(),
  organisation: z.string().nullable(),
  issuer: z.string().nullable(),
  issuedAt: z.string().nullable(),
});
export type DonationVerify = z.infer<typeof donationVerifySchema>;

/** 'GDJZ-2026-000123': donation certificates run their own numbers. */
export function formatDonationCertificateNumber(year: number, sequence: number): string {
  return `GDJZ-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The portal page a donation certificate's QR code opens. */
export const donationVerifyPagePath = (code: string) => `/donation?code=${code}`;
