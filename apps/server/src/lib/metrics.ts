import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { createJobMetrics } from './job-metrics';

/** What a counting cache (TtlCache) reports: lookups since it was made, and its size now. */
export interface CacheStats {
  hits: number;
  misses: number;
  entries: number;
}

// From a millisecond (a kept answer) to ten seconds (an export): the API's answers sit in
// the low milliseconds, so the fine buckets are at that end.
const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Why a password sign-in was refused (login.service.ts), as the refusal counter labels it. */
export type LoginRefusal = 'ipLimited' | 'locked' | 'unknownAccount' | 'wrongPassword' | 'disabled';

/**
 * The operator's metrics of one app, in a registry of its own: test apps built in one process
 * must not count into each other's, as they would in prom-client's global registry. Features
 * report through the methods here; what is only read at a scrape (pools, the catalog) is
 * collected by plugins/metrics.ts.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP answers by route pattern (unmatched: no route) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: durationBuckets,
    registers,
  });
  // One bound child per label set: the hot path then skips prom-client's label hashing.
  const httpChildren = new Map<string, Histogram.Internal<'method' | 'route' | 'status_code'>>();

  const loginRefusals = new Counter({
    name: 'login_refusals_total',
    help: 'Password sign-ins refused, by account kind and reason',
    labelNames: ['kind', 'reason'] as const,
    registers,
  });

  const caches = new Map<string, Array<{ stats(): CacheStats }>>();
  new Counter({
    name: 'cache_requests_total',
    help: 'Lookups of the in-process caches by result (hit or miss), since the process started',
    labelNames: ['cache', 'result'] as const,
    registers,
    // The caches count with plain numbers (their hot path stays free of labels); the counter
    // is set from them at each scrape.
    collect() {
      this.reset();
      for (const [name, stats] of sumCaches(caches)) {
        this.inc({ cache: name, result: 'hit' }, stats.hits);
        this.inc({ cache: name, result: 'miss' }, stats.misses);
      }
    },
  });
  new Gauge({
    name: 'cache_entries',
    help: 'Entries kept by each in-process cache',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      this.reset();
      for (const [name, stats] of sumCaches(caches)) this.set({ cache: name }, stats.entries);
    },
  });

  return {
    registry,
    /** One answer sent; `route` is the route's pattern, never the URL (one series per route). */
    observeHttp(method: string, route: string, statusCode: number, seconds: number) {
      const key = `${method} ${statusCode} ${route}`;
      let child = httpChildren.get(key);
      if (!child) {
        child = httpDuration.labels(method, route, String(statusCode));
        httpChildren.set(key, child);
      }
      child.observe(seconds);
    },
    loginRefused(kind: string, reason: LoginRefusal) {
      loginRefusals.inc({ kind, reason });
    },
    /** Reports `cache` under `name`; caches made under one name (one per service) add up. */
    trackCache(name: string, cache: { stats(): CacheStats }) {
      caches.set(name, [...(caches.get(name) ?? []), cache]);
    },
    job: createJobMetrics(registers),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function sumCaches(caches: Map<string, Array<{ stats(): CacheStats }>>) {
  return [...caches].map(([name, list]) => {
    const sum: CacheStats = { hits: 0, misses: 0, entries: 0 };
    for (const cache of list) {
      const s = cache.stats();
      sum.hits += s.hits;
      sum.misses += s.misses;
      sum.entries += s.entries;
    }
    return [name, sum] as const;
  });
}
