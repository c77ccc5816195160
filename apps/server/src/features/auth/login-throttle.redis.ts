import type { Redis } from 'ioredis';
import {
  accountCounterKey,
  blockFrom,
  ipCounterKey,
  throttleWindowSeconds,
  type LoginThrottle,
} from './login-throttle';

const prefix = 'zyz:login-fail:';

/** Counters shared by every API instance; Redis expires each window on its own. */
export function createRedisLoginThrottle(redis: Redis): LoginThrottle {
  const bump = (key: string) =>
    redis
      .multi()
      // SET NX opens the window with its expiry once; INCR never touches the expiry.
      .set(prefix + key, 0, 'EX', throttleWindowSeconds, 'NX')
      .incr(prefix + key)
      .exec();
  return {
    async check(accountKey, ip) {
      const [acct, ipCount] = await redis.mget(
        prefix + accountCounterKey(accountKey),
        prefix + ipCounterKey(ip),
      );
      return blockFrom(Number(acct ?? 0), Number(ipCount ?? 0));
    },
    async recordFailure(accountKey, ip) {
      await Promise.all([bump(accountCounterKey(accountKey)), bump(ipCounterKey(ip))]);
    },
    async resetAccount(accountKey) {
      await redis.del(prefix + accountCounterKey(accountKey));
    },
    async prune() {},
  };
}
