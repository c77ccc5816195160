import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createRedisLoginThrottle } from './login-throttle.redis';

// Runs where a Redis is at hand: TEST_REDIS_URL=redis://127.0.0.1:6379
const url = process.env.TEST_REDIS_URL;

describe.skipIf(!url)('Redis login throttle', () => {
  const redis = url ? new Redis(url) : null;
  afterAll(async () => {
    await redis?.quit();
  });

  it('blocks an account after 5 failures and forgives it on reset', async () => {
    const throttle = createRedisLoginThrottle(redis!);
    const account = `test:${randomBytes(6).toString('hex')}`;
    const ip = `test-ip-${randomBytes(6).toString('hex')}`;
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure(account, ip);
    expect(await throttle.check(account, ip)).toBe('account');
    await throttle.resetAccount(account);
    expect(await throttle.check(account, ip)).toBeNull();
    const ttl = await redis!.ttl(`zyz:login-fail:ip:${ip}`);
    expect(ttl).toBeGreaterThan(800);
  });
});
