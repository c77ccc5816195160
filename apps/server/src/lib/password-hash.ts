import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, one lane). The Rust implementation checks a
// password in about 10 ms on one core where the C reference build took 25 ms: the same hashes
// (PHC strings, interchangeable), more logins per core. Both run in libuv's thread pool, off the
// event loop.
const params = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
// Algorithm.Argon2id: the package declares its enum `const`, which isolated modules cannot read
// (password-hash.test.ts checks the stored hashes say argon2id).
const argon2id = 2 as Algorithm;
const options = { algorithm: argon2id, ...params };

export const hashPassword = (plain: string) => hash(plain, options);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    // A malformed stored hash is a refusal, not a fault the caller could act on.
    return false;
  }
}

// $argon2id$v=19$m=19456,t=2,p=1$salt$hash; the C library wrote the parameters as m, p, t.
const phcHead = /^\$(argon2(?:id|i|d))\$v=(\d+)\$([a-z]=\d+(?:,[a-z]=\d+)*)\$/;

/** True when the stored hash was made with other parameters than today's; rehash at login. */
export function needsRehash(stored: string): boolean {
  const [, type, version, list = ''] = stored.match(phcHead) ?? [];
  const given = new Map(list.split(',').map((pair) => pair.split('=') as [string, string]));
  return !(
    type === 'argon2id' &&
    version === '19' &&
    given.get('m') === String(params.memoryCost) &&
    given.get('t') === String(params.timeCost) &&
    given.get('p') === String(params.parallelism)
  );
}

let dummyHash: Promise<string> | null = null;

/**
 * Unknown accounts are checked against this hash so the answer takes as long as for a real
 * account: response time must not reveal which login names, mobiles or IDs are registered.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, plain);
  return false;
}
