import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';
import { sessionOptions, type Database, type Db } from './client';

/** The two lines an operator needs: the standby went away, and it came back. */
export interface ReplicaLog {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

export interface ReplicaOptions {
  /** How long reads stay on the primary after the standby failed, before it is tried again. */
  downForMs?: number;
  /** How long a new connection to the standby may take before it counts as down. */
  connectTimeoutMs?: number;
  max?: number;
}

// Node's socket errors, and PostgreSQL's "connection exception" class (08) plus the states a
// server answers while it shuts down, crashes, starts up or is full: the standby cannot answer
// now, whatever the query. Anything else (a wrong query) would fail on the primary as well.
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// node-postgres reports a dropped connection, or one that could not be made in time
// ("Connection terminated due to connection timeout"), with a bare Error.
const unreachableMessages = /Connection terminated|is not queryable/i;

export function isUnreachable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (unreachableCodes.has(code) || code.startsWith('08')))
    return true;
  return err instanceof Error && unreachableMessages.test(err.message);
}

/**
 * The standby is up but cannot take this one read: it cancelled the query because replay had
 * to change its rows (40001, "conflict with recovery"), or every pooled connection stayed busy
 * past the connect timeout. The read goes to the primary; the standby is not marked down.
 */
const isBusyReplica = (err: unknown) =>
  (err as { code?: unknown } | null)?.code === '40001' ||
  (err instanceof Error && err.message === 'timeout exceeded when trying to connect');

/**
 * What drizzle's node-postgres session calls on a pool: `query` for statements, `connect` for a
 * transaction. Reads go to the standby; while it is down, to the primary. The class name holds
 * "Pool" because that is how drizzle recognises a pool, so a transaction opened on this handle
 * takes a connection from `connect()`, which is the primary's: no transaction runs on a standby.
 */
export class ReplicaFallbackPool {
  private isDown = false;
  private retryAt = 0;

  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly log: ReplicaLog,
    private readonly downForMs: number,
  ) {
    // An idle connection the standby drops is reported here; without a listener it would
    // crash the process.
    replica.on('error', (err) => this.markDown(err));
  }

  /** Whether reads are being sent to the primary because the standby failed. */
  get isReplicaDown(): boolean {
    return this.isDown;
  }

  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.isDown) {
      if (Date.now() < this.retryAt) return this.primary.query(config, values);
      // This read probes the standby; reads arriving meanwhile keep to the primary.
      this.retryAt = Date.now() + this.downForMs;
    }
    try {
      const result = await this.replica.query(config, values);
      if (this.isDown) {
        this.isDown = false;
        this.log.info('只读副本已恢复，公开查询重新由副本执行');
      }
      return result;
    } catch (err) {
      if (isBusyReplica(err)) return this.primary.query(config, values);
      if (!isUnreachable(err)) throw err;
      this.markDown(err);
      return this.primary.query(config, values);
    }
  }

  connect(): Promise<pg.PoolClient> {
    return this.primary.connect();
  }

  /** Closes the standby's connections; the primary's pool belongs to its Database. */
  end(): Promise<void> {
    return this.replica.end();
  }

  private markDown(err: unknown) {
    this.retryAt = Date.now() + this.downForMs;
    if (this.isDown) return;
    this.isDown = true;
    this.log.warn(
      { err },
      `只读副本无法连接，公开查询暂改由主库执行，${this.downForMs / 1000} 秒后再试副本`,
    );
  }
}

/**
 * The database with `readDb` on a streaming-replication standby that falls back to the primary.
 * `close` closes both. Only a PostgreSQL primary has a pool to fall back to.
 */
export function withReadReplica(
  database: Database,
  replicaUrl: string,
  log: ReplicaLog,
  opts: ReplicaOptions = {},
): Database & { replica: ReplicaFallbackPool } {
  if (!database.pool) throw new Error('只读副本（DATABASE_READ_URL）需要主库为 PostgreSQL');
  const replica = new pg.Pool({
    connectionString: replicaUrl,
    options: sessionOptions,
    max: opts.max ?? 10,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 2_000,
  });
  const reads = new ReplicaFallbackPool(replica, database.pool, log, opts.downForMs ?? 5_000);
  // drizzle types its client as pg's own classes; the session only calls query and connect.
  const readDb = drizzle({ client: reads as unknown as pg.Pool, schema }) as unknown as Db;
  return {
    ...database,
    readDb,
    replica: reads,
    standbyPool: replica,
    close: async () => {
      await reads.end();
      await database.close();
    },
  };
}
