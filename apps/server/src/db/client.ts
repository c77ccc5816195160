import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { migrationsDir } from '../config';

export type Schema = typeof schema;
/** The database handle every repository takes; both drivers share this PostgreSQL surface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository function accepts the database or an open transaction, so services can compose. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  /**
   * Lag-tolerant public reads: a standby when one is attached (read-replica.ts), otherwise
   * `db` itself.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** The primary's pool (PostgreSQL only), for attaching a read replica that falls back to it. */
  pool: pg.Pool | null;
  /** The standby's pool, when DATABASE_READ_URL attached one (read-replica.ts). */
  standbyPool?: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Extensions the migrations create (pg_trgm: contains-search indexes); PGlite must load them. */
export const pgliteExtensions = { pg_trgm };

/** Wraps an open PGlite (the server's single shared instance, or a test snapshot). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    readDb: db as unknown as Db,
    kind: 'pglite',
    pool: null,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

// Any constant distinct from the other advisory locks (the seed's, verify-code's hashes).
const migrationLockKey = 7_391_002_417;

/**
 * Drizzle's migrator reads the last applied migration and then applies the rest without a lock:
 * instances starting together could both apply the same migration. A session-level advisory
 * lock on one connection makes the others wait, then find nothing left to do.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsDir });
  } finally {
    // Closing the session releases the lock, also when a migration failed half-way.
    client.release(true);
  }
}

/**
 * Session settings of every connection the server opens. JIT compilation pays off for long
 * reports, not for the millisecond queries of a request; at province volumes the planner's
 * cost estimates crossed its threshold and compiling added tens of milliseconds to list calls.
 */
// work_mem: a keyword's posting list of 150 k missions overflowed the default 4 MB bitmap, which
// turned lossy and rechecked every row of 60 k pages.
export const sessionOptions = '-c jit=off -c work_mem=32MB';

export function fromPgUrl(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, options: sessionOptions });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    readDb: db as unknown as Db,
    kind: 'postgres',
    pool,
    migrate: () => migrateLocked(pool),
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite opened once. */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  pgliteDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) return fromPgUrl(opts.databaseUrl);
  fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir, { extensions: pgliteExtensions });
  return fromPglite(client);
}
