import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fromPgUrl, type Database, type Db } from './client';
import { withReadReplica, type ReplicaLog } from './read-replica';
import { rowsOf } from '../kernel';
import { closedPort } from '../../test/closed-port';
import { workerDatabaseUrl } from '../../test/test-env';

/**
 * A TCP relay in front of the test PostgreSQL that plays the standby: `cut()` drops every
 * connection and closes the port, as a stopped or unplugged standby would; `restore()` opens it
 * again on the same port.
 */
function standbyRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    open,
    url: (appName: string) => {
      const u = new URL(target);
      u.host = `127.0.0.1:${port}`;
      u.searchParams.set('application_name', appName);
      return u.toString();
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server!.close(() => resolve());
      }),
    restore: open,
  };
}

function recordingLog() {
  const lines: { level: 'warn' | 'info'; msg: string }[] = [];
  const log: ReplicaLog = {
    warn: (_obj, msg) => lines.push({ level: 'warn', msg }),
    info: (msg) => lines.push({ level: 'info', msg }),
  };
  return { log, lines };
}

const whoAnswers = async (db: Db) => {
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`select current_setting('application_name') as name`,
  );
  return row!.name;
};

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Needs real connections to drop; PGlite has none.
describe.runIf(process.env.TEST_DATABASE_URL)('reads on a standby that falls back', () => {
  let opened: Database[] = [];

  const open = (replicaUrl: string, log: ReplicaLog) => {
    const primaryUrl = new URL(workerDatabaseUrl()!);
    primaryUrl.searchParams.set('application_name', 'zyz-primary-test');
    const database = withReadReplica(fromPgUrl(primaryUrl.toString(), 3), replicaUrl, log, {
      downForMs: 300,
      connectTimeoutMs: 1_000,
      max: 3,
    });
    opened.push(database);
    return database;
  };

  afterEach(async () => {
    await Promise.all(opened.map((d) => d.close()));
    opened = [];
  });

  it('answers from the primary when nothing listens on the standby port, and says so once', async () => {
    const { log, lines } = recordingLog();
    const port = await closedPort();
    const database = open(`postgres://postgres@127.0.0.1:${port}/test`, log);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => whoAnswers(database.readDb)),
    );
    for (let i = 0; i < 10; i++) answers.push(await whoAnswers(database.readDb));
    expect(new Set(answers)).toEqual(new Set(['zyz-primary-test']));
    expect(lines).toEqual([
      { level: 'warn', msg: '只读副本无法连接，公开查询暂改由主库执行，0.3 秒后再试副本' },
    ]);
    expect(database.replica.isReplicaDown).toBe(true);
  });

  describe('with a standby that goes away and comes back', () => {
    const relay = standbyRelay(new URL(workerDatabaseUrl() || 'postgres://x'));
    beforeAll(() => relay.open());
    afterAll(() => relay.cut());

    it('reads on the standby, moves to the primary when its connections drop, returns after the pause', async () => {
      const { log, lines } = recordingLog();
      const database = open(relay.url('zyz-standby-test'), log);
      expect(await whoAnswers(database.readDb)).toBe('zyz-standby-test');

      // A query in flight when the standby goes: its connection is cut under it.
      const inFlight = rowsOf<{ name: string }>(
        database.readDb,
        sql`select current_setting('application_name') as name, pg_sleep(0.3)`,
      );
      await pause(100);
      await relay.cut();
      expect((await inFlight)[0]!.name).toBe('zyz-primary-test');
      expect(await whoAnswers(database.readDb)).toBe('zyz-primary-test');

      await relay.restore();
      // Within the pause reads stay on the primary without trying the standby.
      expect(await whoAnswers(database.readDb)).toBe('zyz-primary-test');
      await pause(350);
      expect(await whoAnswers(database.readDb)).toBe('zyz-standby-test');
      expect(database.replica.isReplicaDown).toBe(false);
      expect(lines.map((l) => l.level)).toEqual(['warn', 'info']);
      expect(lines[1]!.msg).toBe('只读副本已恢复，公开查询重新由副本执行');
    });

    it('runs a transaction opened on the read handle on the primary', async () => {
      const { log } = recordingLog();
      const database = open(relay.url('zyz-standby-test'), log);
      const inside = await database.readDb.transaction((tx) => whoAnswers(tx as unknown as Db));
      expect(inside).toBe('zyz-primary-test');
    });

    it('passes a wrong query’s own error through and keeps using the standby', async () => {
      const { log, lines } = recordingLog();
      const database = open(relay.url('zyz-standby-test'), log);
      await expect(database.readDb.execute(sql`select * from no_such_table`)).rejects.toThrow(
        /no_such_table/,
      );
      expect(database.replica.isReplicaDown).toBe(false);
      expect(lines).toEqual([]);
      expect(await whoAnswers(database.readDb)).toBe('zyz-standby-test');
    });
  });
});
