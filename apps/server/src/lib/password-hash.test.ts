import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash';

// Made by the C reference library this platform used before, with today's parameters and with
// weaker ones: accounts registered then must still sign in.
const earlierHash =
  '$argon2id$v=19$m=19456,p=1,t=2$F6LkF5Vc4Nkn2rA/GK1HxQ$cLZyXj0BvFUKoH9sRW4i2HifF0OpLLSCfdWjD7AG5a4';
const earlierWeakHash =
  '$argon2id$v=19$m=4096,p=1,t=3$4xxqrUzQae8IChkyPeRJWQ$k3SreXbNzFVYftW+8gZdJbLz7S9TE7ro656q85GvYfM';

describe('password hashing', () => {
  it('hashes with argon2id at 19 MiB and 2 passes, and checks the password against it', async () => {
    const stored = await hashPassword('Zyz@2024pass');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Zyz@2024pass')).toBe(true);
    expect(await verifyPassword(stored, 'Zyz@2024pasS')).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('accepts the hashes stored before, and asks to rehash only those with weaker settings', async () => {
    expect(await verifyPassword(earlierHash, 'Zyz@2024pass')).toBe(true);
    expect(await verifyPassword(earlierHash, 'wrong')).toBe(false);
    expect(needsRehash(earlierHash)).toBe(false);
    expect(await verifyPassword(earlierWeakHash, 'Zyz@2024pass')).toBe(true);
    expect(needsRehash(earlierWeakHash)).toBe(true);
    expect(needsRehash(earlierHash.replace('$argon2id$', '$argon2i$'))).toBe(true);
  });

  it('refuses a damaged stored hash instead of failing', async () => {
    expect(await verifyPassword('not-a-hash', 'Zyz@2024pass')).toBe(false);
    expect(await verifyPassword(earlierHash.slice(0, 40), 'Zyz@2024pass')).toBe(false);
    expect(needsRehash('not-a-hash')).toBe(true);
    expect(await verifyAgainstDummy('Zyz@2024pass')).toBe(false);
  });
});
