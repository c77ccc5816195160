import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): about 20–40 ms per check on one core, slow
// enough to make offline guessing costly, cheap enough for a login burst.
const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => argon2.hash(plain, options);

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    // A malformed stored hash is a refusal, not a fault the caller could act on.
    return false;
  }
}

/** True when the stored hash was made with weaker parameters than today's; rehash at login. */
export const needsRehash = (hash: string) => argon2.needsRehash(hash, options);

let dummyHash: Promise<string> | null = null;

/**
 * Unknown accounts are checked against this hash so the answer takes as long as for a real
 * account: response time must not reveal which login names, mobiles or IDs are registered.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= argon2.hash('dummy-password-for-timing', options);
  await verifyPassword(await dummyHash, plain);
  return false;
}
