import type { PortalMissionListQuery } from '@zyz/domain';
import { compressedOnDemand } from '../../lib/compressed-body';
import type { KeptJson } from '../../lib/fast-lane';
import { TtlCache } from '../../lib/ttl-cache';
import { okEnvelopeJson } from '../../plugins/envelope';
import type { Deps } from '../../deps';
import type { CatalogSource } from './catalog/catalog-source';
import type { PortalService } from './portal.service';
import { type ListedPage, listedPageJson } from './listed-item.repository';

/**
 * The public mission list, answered as ready-made JSON from a cache of a few seconds. Every
 * visitor opening /mission asks for the same handful of first pages; serving them from memory
 * keeps the database for the calls that must be exact. The list carries no personal fields
 * (no token is read), so one answer fits every caller. A page is at most ttl + grace old
 * (10 s): enough for its counts (applied places) and a newly published mission; the detail
 * page and apply read places live. The hot pages are refreshed behind the answer, so their
 * visitors never wait for the count over all public missions.
 */
const ttlMs = 5_000;
const graceMs = 5_000;
const maxEntries = 500;

/** The encoded envelope and its compressed forms (each made when first asked for). */
export type ListAnswer = KeptJson;

/** One key per distinct filter set, whatever order or blanks the query string had. */
export function listCacheKey(q: PortalMissionListQuery): string {
  const parts = Object.entries(q)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(parts);
}

export function createPortalListCache(load: (q: PortalMissionListQuery) => Promise<ListedPage>) {
  // A page is kept from its second request: filters asked for once (most of them, at the
  // province's volumes) would only push the hot first pages out.
  const cache = new TtlCache<ListAnswer>(ttlMs, maxEntries, graceMs, {
    keepFromSecondRequest: true,
  });
  // Raw query strings already validated, with what they validated to and their cache key: a
  // hot page's visitors send the same URL, and its answer should not cost a schema pass or a
  // key each time. Bounded; when full, new URLs simply take the validating path.
  const validated = new Map<string, { query: PortalMissionListQuery; key: string }>();
  // The items come as JSON from the database; the envelope is written around them and kept as
  // UTF-8 bytes, so a hit neither re-encodes nor re-measures the Chinese text.
  const encode = async (q: PortalMissionListQuery) =>
    Buffer.from(okEnvelopeJson(listedPageJson(await load(q))));
  const answer = (plain: Buffer) => ({ plain, compressed: compressedOnDemand(plain) });
  const loader = (q: PortalMissionListQuery) => () => encode(q).then(answer);
  const cached = (q: PortalMissionListQuery, key: string) => cache.getOrLoad(key, loader(q));
  return {
    get: (q: PortalMissionListQuery): Promise<ListAnswer> =>
      // A visitor's own position makes the key unique: caching it would only evict hot pages.
      q.lat !== undefined || q.lng !== undefined
        ? encode(q).then(answer)
        : cached(q, listCacheKey(q)),
    /**
     * The kept answer for a query string seen before, without validating it again or waiting;
     * else undefined (the caller then takes the validating path, which loads it).
     */
    keptForUrl(url: string): ListAnswer | undefined {
      const known = validated.get(url);
      // A miss here is followed by `get`, which counts it.
      return known && cache.peek(known.key, loader(known.query), { countsMiss: false });
    },
    rememberValid(url: string, q: PortalMissionListQuery) {
      if (validated.size < maxEntries && q.lat === undefined && q.lng === undefined)
        validated.set(url, { query: q, key: listCacheKey(q) });
    },
    /** Forgets every kept page (a mission was saved, published, closed or cancelled here). */
    clear: () => cache.clear(),
    stats: () => cache.stats(),
  };
}

export type PortalListCache = ReturnType<typeof createPortalListCache>;

/**
 * The one public list of this app, built once by the composition root: the portal answers from
 * it, and mission management drops its pages on a change and has the catalog read the change,
 * so an organiser who has just published sees the mission listed on their next load (other
 * instances within the pages' 10 s).
 */
export function createPublicMissionList(
  deps: Deps,
  portal: PortalService,
  catalog: CatalogSource,
): PortalListCache {
  const cache = createPortalListCache((q) => portal.list(q));
  deps.metrics.trackCache('mission-list', cache);
  return {
    ...cache,
    clear() {
      cache.clear();
      catalog.changedHere();
    },
  };
}
