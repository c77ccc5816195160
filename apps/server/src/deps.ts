import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { DataCipher } from './lib/crypto';
import type { LoginThrottle } from './features/auth/login-throttle';

/** What services need from the outside world, built once in app.ts and passed down. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  cipher: DataCipher;
  throttle: LoginThrottle;
  redis: Redis | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
