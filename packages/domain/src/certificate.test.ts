import { describe, expect, it } from 'vitest';
import {
  certificateIssueInputSchema,
  formatCertificateNumber,
  isWellFormedVerifyCode,
} from './certificate';

const issue = (beginDate: unknown, endDate: unknown) =>
  certificateIssueInputSchema.safeParse({ beginDate, endDate });
const firstMessage = (r: ReturnType<typeof issue>) => r.error?.issues[0]?.message;

describe('certificateIssueInputSchema', () => {
  it('accepts a range of real dates, one day included', () => {
    expect(issue('2026-01-01', '2026-11-20').success).toBe(true);
    expect(issue('2026-02-28', '2026-02-28').success).toBe(true);
  });

  it('refuses impossible dates and other formats with the field named', () => {
    expect(firstMessage(issue('2026-02-30', '2026-03-01'))).toBe(
      '开始日期格式不正确，应为 YYYY-MM-DD',
    );
    expect(firstMessage(issue('2026-01-01', '2026/03/01'))).toBe(
      '结束日期格式不正确，应为 YYYY-MM-DD',
    );
    expect(firstMessage(issue('', '2026-03-01'))).toBe('请选择开始日期');
    expect(firstMessage(issue(undefined, '2026-03-01'))).toBe('请选择开始日期');
  });

  it('refuses a range that ends before it begins or starts before 2000', () => {
    expect(firstMessage(issue('2026-03-02', '2026-03-01'))).toBe('开始日期不能晚于结束日期');
    expect(firstMessage(issue('1999-12-31', '2026-03-01'))).toBe('开始日期不能早于2000-01-01');
  });
});

describe('certificate numbers and codes', () => {
  it('pads the running number to six digits after the year', () => {
    expect(formatCertificateNumber(2026, 123)).toBe('GDZYZ-2026-000123');
    expect(formatCertificateNumber(2026, 1234567)).toBe('GDZYZ-2026-1234567');
  });

  it('knows a well-formed verification code from anything else', () => {
    expect(isWellFormedVerifyCode('ABCDEFGHJK23456789MN')).toBe(true);
    expect(isWellFormedVerifyCode('ABCDEFGHJK23456789M0')).toBe(false);
    expect(isWellFormedVerifyCode('abc')).toBe(false);
    expect(isWellFormedVerifyCode("' or 1=1 --")).toBe(false);
  });
});
