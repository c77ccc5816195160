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

  it('blocks an account after 5 kept reservations and forgives it on reset', async () => {
    const throttle = createRedisLoginThrottle(redis!);
    const account = `test:${randomBytes(6).toString('hex')}`;
    const ip = `test-ip-${randomBytes(6).toString('hex')}`;
    for (let i = 0; i < 5; i += 1) expect(await throttle.reserve(account, ip)).toBeNull();
    expect(await throttle.reserve(account, ip)).toBe('account');
    // The refused attempt was not counted.
    expect(await redis!.get(`zyz:login-fail:acct:${account}`)).toBe('5');
    await throttle.resetAccount(account);
    expect(await throttle.reserve(account, ip)).toBeNull();
    await throttle.release(account, ip);
    expect(await redis!.get(`zyz:login-fail:ip:${ip}`)).toBe('5');
    const ttl = await redis!.ttl(`zyz:login-fail:ip:${ip}`);
    expect(ttl).toBeGreaterThan(800);
  });
});
