/**
 * Failed-login counting. Two limits, both over a 15-minute window opened by the first failure:
 * per account (stops guessing one password) and per IP (stops spraying many accounts).
 * A database implementation serves one or many instances without Redis; with REDIS_URL the
 * counters move to Redis so they cost no database writes.
 */
export const throttleWindowSeconds = 15 * 60;
export const maxAccountFailures = 5;
export const maxIpFailures = 20;

export type ThrottleBlock = 'account' | 'ip' | null;

export interface LoginThrottle {
  /** Which limit, if any, refuses this attempt before the password is even checked. */
  check(accountKey: string, ip: string): Promise<ThrottleBlock>;
  recordFailure(accountKey: string, ip: string): Promise<void>;
  /** A successful login forgives the account's failures (not the IP's). */
  resetAccount(accountKey: string): Promise<void>;
  /** Drops expired counters; a no-op where the store expires them itself. */
  prune(): Promise<void>;
}

export const accountCounterKey = (accountKey: string) => `acct:${accountKey}`;
export const ipCounterKey = (ip: string) => `ip:${ip}`;

export function blockFrom(accountFailures: number, ipFailures: number): ThrottleBlock {
  if (ipFailures >= maxIpFailures) return 'ip';
  if (accountFailures >= maxAccountFailures) return 'account';
  return null;
}
