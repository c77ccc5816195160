import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { createDataCipher } from './lib/crypto';
import { createPdfRenderer } from './features/certificate/certificate-pdf-pool';
import { createDbLoginThrottle } from './features/auth/login-throttle.db';
import { createRedisLoginThrottle } from './features/auth/login-throttle.redis';

/**
 * What services are built from, made once per process by app.ts, and by service tests that
 * call services without HTTP.
 */
export function createDeps(config: Config, database: Database, log: FastifyBaseLogger): Deps {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  return {
    config,
    database,
    db: database.db,
    cipher: createDataCipher(config.dataKey),
    throttle: redis ? createRedisLoginThrottle(redis) : createDbLoginThrottle(database.db),
    redis,
    pdf: createPdfRenderer(),
    log,
  };
}

/** Stops the PDF workers and closes Redis and the database. */
export async function closeDeps(deps: Deps): Promise<void> {
  await deps.pdf.close();
  if (deps.redis) await deps.redis.quit();
  await deps.database.close();
}
