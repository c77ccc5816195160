import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { withReadReplica } from './db/read-replica';
import type { Deps } from './deps';
import { createDataCipher } from './lib/crypto';
import { createMetrics, type Metrics } from './lib/metrics';
import { createPdfRenderer } from './features/certificate/certificate-pdf-pool';
import { createDbLoginThrottle } from './features/auth/login-throttle.db';
import { createRedisLoginThrottle } from './features/auth/login-throttle.redis';

/**
 * What services are built from, made once per process by app.ts, and by service tests that
 * call services without HTTP.
 */
export function createDeps(
  config: Config,
  opened: Database,
  log: FastifyBaseLogger,
  metrics: Metrics = createMetrics(),
): Deps {
  const database = config.databaseReadUrl
    ? withReadReplica(opened, config.databaseReadUrl, log)
    : opened;
  // A connection the primary drops while idle (a restart, a failover) is replaced on the next
  // query; unheard, pg's pool would throw the error and end the process.
  database.pool?.on('error', (err) => log.error({ err }, '主库空闲连接已断开，将在下次查询时重连'));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  return {
    config,
    database,
    db: database.db,
    readDb: database.readDb,
    cipher: createDataCipher(config.dataKey),
    throttle: redis ? createRedisLoginThrottle(redis) : createDbLoginThrottle(database.db),
    redis,
    pdf: createPdfRenderer(),
    log,
    metrics,
  };
}

/** Stops the PDF threads and closes Redis and the database. */
export async function closeDeps(deps: Deps): Promise<void> {
  await deps.pdf.close();
  if (deps.redis) await deps.redis.quit();
  await deps.database.close();
}
