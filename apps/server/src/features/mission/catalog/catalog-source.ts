import type { Db } from '../../../db/client';
import { CatalogFeed, type CatalogStats, type FeedOptions } from './catalog-feed';
import { catalogPage, type CatalogPage, type CatalogQuery } from './catalog-page';

/**
 * The public list's catalog as the list asks it: a page of ids, or undefined when the database
 * must answer (the catalog is still loading, or the keyword is one it leaves to PostgreSQL).
 * Kept on the request's own thread (inProcessCatalog) or on a thread of its own
 * (catalog-thread.ts); both hold the same feed and pages.
 */
export interface CatalogSource {
  page(q: CatalogQuery, now: number): Promise<CatalogPage | undefined>;
  /** A mission was saved on this instance: the next page reads the change log first. */
  changedHere(): void;
  /** Starts the first load; resolves with the number of missions listed once it is done. */
  start(): Promise<number>;
  /** For the operator's metrics; undefined when the catalog's thread is not running. */
  stats(): Promise<CatalogStats | undefined>;
  close(): Promise<void>;
}

/** The catalog in this thread's memory, kept current from `db` (catalog-feed.ts). */
export function inProcessCatalog(db: Db, options: FeedOptions = {}): CatalogSource {
  const feed = new CatalogFeed(db, options);
  return {
    async page(q, now) {
      const catalog = await feed.current();
      return catalog && catalogPage(catalog, q, now);
    },
    changedHere: () => feed.changedHere(),
    start: () => feed.start().then(() => feed.catalog.size),
    stats: async () => feed.stats(),
    close: async () => {},
  };
}
