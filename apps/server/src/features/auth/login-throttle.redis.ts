import type { Redis } from 'ioredis';
import {
  accountCounterKey,
  blockFrom,
  ipCounterKey,
  maxAccountFailures,
  maxIpFailures,
  throttleWindowSeconds,
  type LoginThrottle,
} from './login-throttle';

const prefix = 'zyz:login-fail:';

// One script so count, judge and take-back happen as one step on the Redis server: two
// instances cannot both see "4 failures" and both go on to verify.
const reserveScript = `
local a = redis.call('INCR', KEYS[1])
if a == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local i = redis.call('INCR', KEYS[2])
if i == 1 then redis.call('EXPIRE', KEYS[2], ARGV[1]) end
if i > tonumber(ARGV[3]) or a > tonumber(ARGV[2]) then
  redis.call('DECR', KEYS[1])
  redis.call('DECR', KEYS[2])
end
return {a, i}`;

// Never below zero, and never on a key that has expired meanwhile (DECR would recreate it
// without an expiry).
const releaseScript = `
for _, k in ipairs(KEYS) do
  local n = tonumber(redis.call('GET', k) or '0')
  if n > 0 then redis.call('DECR', k) end
end
return 0`;

/** Counters shared by every API instance; Redis expires each window on its own. */
export function createRedisLoginThrottle(redis: Redis): LoginThrottle {
  return {
    async reserve(accountKey, ip) {
      const [a, i] = (await redis.eval(
        reserveScript,
        2,
        prefix + accountCounterKey(accountKey),
        prefix + ipCounterKey(ip),
        throttleWindowSeconds,
        maxAccountFailures,
        maxIpFailures,
      )) as [number, number];
      return blockFrom(a, i);
    },
    async release(accountKey, ip) {
      await redis.eval(
        releaseScript,
        2,
        prefix + accountCounterKey(accountKey),
        prefix + ipCounterKey(ip),
      );
    },
    async resetAccount(accountKey) {
      await redis.del(prefix + accountCounterKey(accountKey));
    },
    async prune() {},
  };
}
