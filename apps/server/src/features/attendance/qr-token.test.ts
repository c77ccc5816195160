import { describe, expect, it } from 'vitest';
import { createQrSigner } from './qr-token';

const signer = createQrSigner('test-only-data-key-0123456789abcdef-zyz');
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 8, 0, 0) + seconds * 1000);

describe('attendance QR token', () => {
  it('accepts its own window and the next one, then expires', () => {
    const { token, code, expiresAt } = signer.issue(42, at(5));
    expect(expiresAt).toEqual(at(30));
    expect(signer.verifyToken(token, at(5))).toBe(42);
    expect(signer.verifyToken(token, at(59))).toBe(42);
    expect(signer.verifyToken(token, at(60))).toBeNull();
    expect(signer.verifyCode(42, code, at(59))).toBe(true);
    expect(signer.verifyCode(42, code, at(61))).toBe(false);
  });

  it('refuses a token from the future, for another shift, or with a forged signature', () => {
    const { token, code } = signer.issue(42, at(65));
    expect(signer.verifyToken(token, at(5))).toBeNull();
    expect(signer.verifyCode(43, code, at(65))).toBe(false);
    const forged = token.replace(/^a1\.42\./, 'a1.43.');
    expect(signer.verifyToken(forged, at(65))).toBeNull();
    expect(signer.verifyToken('a1.42.1.AAAAAAAAAAAAAAAAAAAAAA', at(65))).toBeNull();
    expect(signer.verifyToken('<script>', at(65))).toBeNull();
  });

  it('gives six digits that differ between windows and keys', () => {
    const a = signer.issue(42, at(0)).code;
    const b = signer.issue(42, at(30)).code;
    const other = createQrSigner('another-data-key-0123456789abcdef-zyz').issue(42, at(0)).code;
    expect(a).toMatch(/^\d{6}$/);
    expect(new Set([a, b, other]).size).toBe(3);
  });
});
