/**
 * Failed-login counting. Two limits, both over a 15-minute window opened by the first failure:
 * per account (stops guessing one password) and per IP (stops spraying many accounts).
 *
 * An attempt is counted as a failure *before* its password is checked (reserve), and handed
 * back only when it turns out not to be one (release). Reading the counters first and counting
 * after the slow argon2 verify let 30 parallel guesses all pass a check that saw 0 failures;
 * with the reservation, at most `maxAccountFailures` guesses per account and `maxIpFailures`
 * per address are ever verified, however many arrive at once and on however many instances.
 * A database implementation serves one or many instances without Redis; with REDIS_URL the
 * counters move to Redis so they cost no database writes.
 */
export const throttleWindowSeconds = 15 * 60;
export const maxAccountFailures = 5;
export const maxIpFailures = 20;

export type ThrottleBlock = 'account' | 'ip' | null;

export interface LoginThrottle {
  /**
   * Counts this attempt against both limits, atomically. When that goes over a limit the
   * attempt is refused (the block is returned) and not counted; otherwise it stays counted
   * until `release`.
   */
  reserve(accountKey: string, ip: string): Promise<ThrottleBlock>;
  /** The reserved attempt was not a failure (right password, or it never got checked). */
  release(accountKey: string, ip: string): Promise<void>;
  /** A successful login forgives the account's failures (not the IP's). */
  resetAccount(accountKey: string): Promise<void>;
  /** Drops expired counters; a no-op where the store expires them itself. */
  prune(): Promise<void>;
}

export const accountCounterKey = (accountKey: string) => `acct:${accountKey}`;
export const ipCounterKey = (ip: string) => `ip:${ip}`;

/** Counts include the attempt being judged, so a limit of 5 lets the 5th through. */
export function blockFrom(accountFailures: number, ipFailures: number): ThrottleBlock {
  if (ipFailures > maxIpFailures) return 'ip';
  if (accountFailures > maxAccountFailures) return 'account';
  return null;
}
