import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

const counter = () => {
  let n = 0;
  return { load: async () => `answer ${++n}`, calls: () => n };
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('TtlCache', () => {
  it('loads once for callers arriving together, and again after the lifetime', async () => {
    const cache = new TtlCache<string>(5_000, 10);
    const c = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', c.load)));
    expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1']);
    vi.advanceTimersByTime(4_999);
    expect(await cache.getOrLoad('k', c.load)).toBe('answer 1');
    vi.advanceTimersByTime(2);
    expect(await cache.getOrLoad('k', c.load)).toBe('answer 2');
  });

  it('serves the expired answer within the grace while one reload runs behind it', async () => {
    const cache = new TtlCache<string>(5_000, 10, 5_000);
    const c = counter();
    await cache.getOrLoad('k', c.load);
    vi.advanceTimersByTime(6_000);
    const stale = await Promise.all([1, 2].map(() => cache.getOrLoad('k', c.load)));
    expect(stale).toEqual(['answer 1', 'answer 1']);
    await vi.waitFor(() => expect(c.calls()).toBe(2));
    expect(await cache.getOrLoad('k', c.load)).toBe('answer 2');
    vi.advanceTimersByTime(10_001);
    expect(await cache.getOrLoad('k', c.load)).toBe('answer 3');
  });

  it('peeks at what is kept without loading, and starts the reload of a stale answer', async () => {
    const cache = new TtlCache<string>(5_000, 10, 5_000);
    const c = counter();
    expect(cache.peek('k', c.load)).toBeUndefined();
    expect(c.calls()).toBe(0);
    await cache.getOrLoad('k', c.load);
    expect(cache.peek('k', c.load)).toBe('answer 1');
    vi.advanceTimersByTime(6_000);
    expect(cache.peek('k', c.load)).toBe('answer 1');
    await vi.waitFor(() => expect(cache.peek('k', c.load)).toBe('answer 2'));
    vi.advanceTimersByTime(10_001);
    expect(cache.peek('k', c.load)).toBeUndefined();
    expect(c.calls()).toBe(2);
  });

  it('keeps a load that found nothing, as it keeps any other answer', async () => {
    const cache = new TtlCache<string | null>(5_000, 10);
    let calls = 0;
    const load = async () => {
      calls++;
      return null;
    };
    expect(await cache.getOrLoad('missing', load)).toBeNull();
    expect(await cache.getOrLoad('missing', load)).toBeNull();
    expect(calls).toBe(1);
  });

  it('does not keep what a load read before the key was deleted', async () => {
    const cache = new TtlCache<string>(5_000, 10);
    let release!: () => void;
    const slow = cache.getOrLoad(
      'k',
      () => new Promise<string>((resolve) => (release = () => resolve('old'))),
    );
    cache.delete('k');
    release();
    expect(await slow).toBe('old');
    expect(await cache.getOrLoad('k', async () => 'new')).toBe('new');
  });

  it('drops the oldest key when full', async () => {
    const cache = new TtlCache<string>(5_000, 2);
    const c = counter();
    await cache.getOrLoad('a', c.load);
    await cache.getOrLoad('b', c.load);
    await cache.getOrLoad('c', c.load);
    expect(await cache.getOrLoad('b', c.load)).toBe('answer 2');
    expect(await cache.getOrLoad('a', c.load)).toBe('answer 4');
  });

  it('keeps a key from its second request when asked to, and never lets one-off keys evict it', async () => {
    const cache = new TtlCache<string>(5_000, 2, 0, { keepFromSecondRequest: true });
    const c = counter();
    expect(await cache.getOrLoad('hot', c.load)).toBe('answer 1');
    expect(await cache.getOrLoad('hot', c.load)).toBe('answer 2');
    expect(await cache.getOrLoad('hot', c.load)).toBe('answer 2');
    // Keys asked for once are answered and forgotten: the kept one stays.
    for (let i = 0; i < 10; i++) await cache.getOrLoad(`once-${i}`, c.load);
    expect(c.calls()).toBe(12);
    expect(await cache.getOrLoad('hot', c.load)).toBe('answer 2');
    expect(cache.peek('once-3', c.load)).toBeUndefined();
  });

  it("keeps a value set by its caller only from the key's second request, when asked to", () => {
    const cache = new TtlCache<string>(5_000, 2, 0, { keepFromSecondRequest: true });
    const load = () => Promise.resolve('loaded');
    cache.set('detail', 'first read');
    expect(cache.peek('detail', load)).toBeUndefined();
    cache.set('detail', 'second read');
    expect(cache.peek('detail', load)).toBe('second read');
    // A key already kept takes a newer value at once.
    cache.set('detail', 'third read');
    expect(cache.peek('detail', load)).toBe('third read');
  });
});
