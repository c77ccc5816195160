import { describe, expect, it } from 'vitest';
import { createDataCipher } from './crypto';

const cipher = createDataCipher('unit-test-key-0123456789abcdef0123456789');

describe('personal data cipher', () => {
  it('round-trips and never repeats a ciphertext', () => {
    const a = cipher.encrypt('440106199508151237');
    expect(a).not.toBe(cipher.encrypt('440106199508151237'));
    expect(cipher.decrypt(a)).toBe('440106199508151237');
  });

  it('rejects a tampered ciphertext', () => {
    const stored = cipher.encrypt('13800138000');
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => cipher.decrypt(`v1:${raw.toString('base64')}`)).toThrow();
  });

  it('hashes deterministically per key', () => {
    expect(cipher.hash('13800138000')).toBe(cipher.hash('13800138000'));
    expect(createDataCipher('another-key-0123456789abcdef0123456789').hash('13800138000')).not.toBe(
      cipher.hash('13800138000'),
    );
  });
});
