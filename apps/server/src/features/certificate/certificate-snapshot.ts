import { createHash, randomInt } from 'node:crypto';
import {
  chinaMidnight,
  verifyCodeAlphabet,
  verifyCodeLength,
  type CertificateRow,
} from '@zyz/domain';

const dayMs = 24 * 60 * 60 * 1000;

/** The instants a China-date range covers: from the first day's midnight to after the last day. */
export function chinaRangeInstants(beginDate: string, endDate: string) {
  const from = chinaMidnight(beginDate);
  const to = new Date(chinaMidnight(endDate).getTime() + dayMs);
  return { from, to };
}

/**
 * About 99 bits of randomness at the default length: the code, not the number, is what proves
 * possession. Shorter codes (a one-time grant typed by hand) rely on expiry and rate limits.
 */
export function newVerifyCode(length: number = verifyCodeLength): string {
  return Array.from(
    { length },
    () => verifyCodeAlphabet[randomInt(verifyCodeAlphabet.length)],
  ).join('');
}

export interface CertificateContent {
  number: string;
  verifyCode: string;
  volunteerName: string;
  idCardMasked: string;
  beginDate: string;
  endDate: string;
  totalMinutes: number;
  rows: CertificateRow[];
  issuer: string;
  issuedAt: Date;
}

/** SHA-256 of frozen values in a fixed order (any certificate's snapshot). */
export function hashFrozenFields(values: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/** SHA-256 over the frozen content, fields in a fixed order; verification recomputes it. */
export function hashCertificateContent(c: CertificateContent): string {
  return hashFrozenFields([
    c.number,
    c.verifyCode,
    c.volunteerName,
    c.idCardMasked,
    c.beginDate,
    c.endDate,
    c.totalMinutes,
    c.rows.map((r) => [r.subject, r.organisation, r.minutes]),
    c.issuer,
    c.issuedAt.toISOString(),
  ]);
}
