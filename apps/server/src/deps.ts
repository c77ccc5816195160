import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { DataCipher } from './lib/crypto';
import type { FastLane } from './lib/fast-lane';
import type { Metrics } from './lib/metrics';
import type { LoginThrottle } from './features/auth/login-throttle';
import type { PdfRenderer } from './features/certificate/certificate-pdf-pool';

/** What services need from the outside world, built once in app.ts and passed down. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  /**
   * Public reads that tolerate a second of lag (mission lists and detail, Home, articles): the
   * standby of DATABASE_READ_URL, falling back to the primary, else `db` itself. Never for a
   * caller's own data, a read that must see a write just made, a transaction or a write.
   */
  readDb: Db;
  cipher: DataCipher;
  throttle: LoginThrottle;
  redis: Redis | null;
  /** Certificate PDFs on worker threads, shared by every kind of certificate. */
  pdf: PdfRenderer;
  /** The app's logger, so services and jobs log with the request-independent context. */
  log: FastifyBaseLogger;
  /** The operator's metrics of this app (its own registry), which features report into. */
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** Kept public answers sent before routing (lib/fast-lane.ts). */
    fastLane: FastLane;
  }
}
