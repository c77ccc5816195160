import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A reader who opens the same article again within this window is not counted again. */
const windowMs = 30 * 60_000;
/** Bound on remembered (article, reader) pairs in memory; the oldest go first. */
const maxEntries = 100_000;

/**
 * Counts an article view once per reader (address + browser) per half hour, so a refresh or a
 * script reloading the page does not climb the hot-news list. Readers are kept only as a short
 * hash. With Redis the window holds across instances; in memory, per instance.
 */
export function createViewDedupe(redis: Redis | null) {
  const seen = new Map<string, number>();

  function firstInMemory(key: string, now: number): boolean {
    const until = seen.get(key);
    if (until !== undefined && until > now) return false;
    seen.delete(key);
    if (seen.size >= maxEntries) seen.delete(seen.keys().next().value!);
    seen.set(key, now + windowMs);
    return true;
  }

  return {
    async isFirstView(articleId: number, ip: string, userAgent: string | undefined) {
      const reader = createHash('sha256')
        .update(`${ip}|${userAgent ?? ''}`)
        .digest('base64url')
        .slice(0, 16);
      const key = `zyz:article-view:${articleId}:${reader}`;
      if (!redis) return firstInMemory(key, Date.now());
      try {
        return (await redis.set(key, '1', 'PX', windowMs, 'NX')) === 'OK';
      } catch {
        // A view count is not worth failing the article for: this instance remembers instead.
        return firstInMemory(key, Date.now());
      }
    },
  };
}
