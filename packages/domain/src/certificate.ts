import { z } from 'zod';
import {
  compareCalendarDates,
  isRealCalendarDate,
  type CalendarDate,
} from './format/calendar-date';
import { idSchema } from './schema-helpers';

// Time certificates: a volunteer certifies the final service hours of a date range (China
// dates, both ends included). An issued certificate is a frozen snapshot, verifiable by code.

/** The body that signs every time certificate (the root of the organisation tree). */
export const certificateIssuerFallback = '广东省志愿者联合会';

/** Earliest date a range may start: the platform holds no records before it. */
export const certificateEarliestDate = '2000-01-01';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDateOnly(value: string): CalendarDate | null {
  const m = datePattern.exec(value);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isRealCalendarDate(date) ? date : null;
}

const dateField = (field: string) =>
  z
    .string({ error: `请选择${field}` })
    .trim()
    .min(1, { error: `请选择${field}`, abort: true })
    .refine((v) => parseDateOnly(v) !== null, `${field}格式不正确，应为 YYYY-MM-DD`);

export const certificateIssueInputSchema = z
  .object({ beginDate: dateField('开始日期'), endDate: dateField('结束日期') })
  .refine(
    (v) => {
      const [begin, end] = [parseDateOnly(v.beginDate), parseDateOnly(v.endDate)];
      return begin === null || end === null || compareCalendarDates(begin, end) <= 0;
    },
    { message: '开始日期不能晚于结束日期', path: ['endDate'] },
  )
  .refine((v) => v.beginDate >= certificateEarliestDate, {
    message: `开始日期不能早于${certificateEarliestDate}`,
    path: ['beginDate'],
  });
export type CertificateIssueInput = z.infer<typeof certificateIssueInputSchema>;

/** One line of a certificate: a mission and the organisation that credited it. */
export const certificateRowSchema = z.object({
  subject: z.string(),
  organisation: z.string(),
  minutes: z.number().int().nonnegative(),
});
export type CertificateRow = z.infer<typeof certificateRowSchema>;

/** A certificate as its owner sees it in the list. */
export const certificateSchema = z.object({
  certificateId: z.string(),
  number: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  totalMinutes: z.number().int().nonnegative(),
  missionCount: z.number().int().nonnegative(),
  issuer: z.string(),
  issuedAt: z.string(),
  /** Public verification code, also in the PDF's QR code. */
  verifyCode: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateIdQuerySchema = z.object({ certificateId: idSchema('证明编号') });
export type CertificateIdQuery = z.infer<typeof certificateIdQuerySchema>;

export const certificateVerifyQuerySchema = z.object({
  code: z
    .string({ error: '请填写验证码' })
    .trim()
    .min(1, { error: '请填写验证码', abort: true })
    .max(64, '验证码格式不正确'),
});
export type CertificateVerifyQuery = z.infer<typeof certificateVerifyQuerySchema>;

/** What anyone holding the code learns: exactly what the certificate itself shows, name masked. */
export const certificateVerifySchema = z.object({
  genuine: z.boolean(),
  number: z.string().nullable(),
  name: z.string().nullable(),
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
  totalMinutes: z.number().int().nonnegative().nullable(),
  issuedAt: z.string().nullable(),
  issuer: z.string().nullable(),
});
export type CertificateVerify = z.infer<typeof certificateVerifySchema>;

/** 'GDZYZ-2026-000123': the year of issue and a running number padded to six digits. */
export function formatCertificateNumber(year: number, sequence: number): string {
  return `GDZYZ-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Verification codes: 20 characters of an alphabet without look-alikes (0/O, 1/I/L). */
export const verifyCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const verifyCodeLength = 20;

export function isWellFormedVerifyCode(code: string): boolean {
  if (code.length !== verifyCodeLength) return false;
  return [...code].every((c) => verifyCodeAlphabet.includes(c));
}
