import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createViewDedupe } from './view-dedupe';

// The Redis variant runs where a Redis is at hand: TEST_REDIS_URL=redis://127.0.0.1:6379
const url = process.env.TEST_REDIS_URL;
const redis = url ? new Redis(url) : null;
afterAll(async () => {
  await redis?.quit();
});

const stores = [['in memory', null] as const, ...(redis ? [['in Redis', redis] as const] : [])];

describe.each(stores)('article view dedupe %s', (_name, store) => {
  it('counts a reader once per article, each other reader and article once more', async () => {
    const views = createViewDedupe(store);
    const article = randomInt(1_000_000_000);
    expect(await views.isFirstView(article, '10.0.0.1', 'Chrome')).toBe(true);
    expect(await views.isFirstView(article, '10.0.0.1', 'Chrome')).toBe(false);
    expect(await views.isFirstView(article, '10.0.0.1', 'Safari')).toBe(true);
    expect(await views.isFirstView(article, '10.0.0.2', 'Chrome')).toBe(true);
    expect(await views.isFirstView(article + 1, '10.0.0.1', 'Chrome')).toBe(true);
  });
});

describe('article view dedupe with Redis unreachable', () => {
  it('still answers, remembering readers in memory', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    try {
      const views = createViewDedupe(down);
      const article = randomInt(1_000_000_000);
      expect(await views.isFirstView(article, '10.0.0.9', 'Chrome')).toBe(true);
      expect(await views.isFirstView(article, '10.0.0.9', 'Chrome')).toBe(false);
    } finally {
      down.disconnect();
    }
  });
});
