import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { qrWindowSeconds } from '@zyz/domain';

/**
 * The rotating attendance QR code. A token names one shift and one 30-second window and is
 * signed with a key derived from DATA_KEY (so every instance agrees without sharing state).
 * The current and the previous window are accepted: a code read at the last second of its
 * window still works, and a screenshot older than about a minute does not.
 * The six-digit code is derived from the same window (TOTP-like, per shift).
 */
export interface QrSigner {
  issue(timeId: number, now: Date): { token: string; code: string; expiresAt: Date };
  /** The shift a token names, or null when it is forged, malformed or out of its window. */
  verifyToken(token: string, now: Date): number | null;
  verifyCode(timeId: number, code: string, now: Date): boolean;
  /**
   * The shift and window a genuine token was issued for, whenever that was: an offline scan is
   * judged by the time it was made, not by when it arrives. Null when forged or malformed.
   */
  readToken(token: string): { timeId: number; window: number } | null;
  /** Which of these windows the six-digit code belongs to, if any. */
  windowOfCode(timeId: number, code: string, windows: number[]): number | null;
}

export const windowMs = qrWindowSeconds * 1000;

/** The 30-second window an instant falls in. */
export const qrWindowOf = (at: number) => Math.floor(at / windowMs);

/** The first instant of a window, in epoch milliseconds. */
export const qrWindowStart = (window: number) => window * windowMs;

const tokenPattern = /^a1\.([1-9]\d{0,14})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

export function createQrSigner(dataKey: string): QrSigner {
  const key = Buffer.from(
    hkdfSync('sha256', Buffer.from(dataKey, 'utf8'), 'zyz-salt', 'zyz-attendance-qr', 32),
  );
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  const signature = (timeId: number, window: number) =>
    mac(`token|${timeId}|${window}`).subarray(0, 16).toString('base64url');
  const codeOf = (timeId: number, window: number) => {
    const digest = mac(`code|${timeId}|${window}`);
    // RFC 4226 dynamic truncation, so every digit is evenly spread.
    const offset = digest[digest.length - 1]! & 0x0f;
    const n = digest.readUInt32BE(offset) & 0x7fffffff;
    return String(n % 1_000_000).padStart(6, '0');
  };
  const windowOf = (now: Date) => qrWindowOf(now.getTime());
  const isLive = (window: number, now: Date) => {
    const current = windowOf(now);
    return window === current || window === current - 1;
  };
  const same = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    issue(timeId, now) {
      const window = windowOf(now);
      return {
        token: `a1.${timeId}.${window}.${signature(timeId, window)}`,
        code: codeOf(timeId, window),
        expiresAt: new Date((window + 1) * windowMs),
      };
    },
    verifyToken(token, now) {
      const m = tokenPattern.exec(token);
      if (!m) return null;
      const timeId = Number(m[1]);
      const window = Number(m[2]);
      if (!isLive(window, now) || !same(m[3]!, signature(timeId, window))) return null;
      return timeId;
    },
    verifyCode(timeId, code, now) {
      const current = windowOf(now);
      return same(code, codeOf(timeId, current)) || same(code, codeOf(timeId, current - 1));
    },
    readToken(token) {
      const m = tokenPattern.exec(token);
      if (!m) return null;
      const timeId = Number(m[1]);
      const window = Number(m[2]);
      return same(m[3]!, signature(timeId, window)) ? { timeId, window } : null;
    },
    windowOfCode(timeId, code, windows) {
      return windows.find((w) => same(code, codeOf(timeId, w))) ?? null;
    },
  };
}
