import fs from 'node:fs';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPgUrl, pgliteExtensions } from '../src/db/client';
import { seedDemo } from '../src/db/seed/seed';
import { createDataCipher } from '../src/lib/crypto';
import { onServerOf, quoted } from './maintenance-db';
import { seededDatabaseName, testConfig, testDataKey, workerDatabaseName } from './test-env';
import { clock } from '../src/kernel';

/**
 * Creates, migrates and seeds one database for the whole run. PGlite: dumped once to a gzip
 * file that each test file loads (~0.3 s instead of ~3 s for a fresh instance). PostgreSQL
 * (TEST_DATABASE_URL): the schema is rebuilt once and copied for each worker; a worker's files
 * share its copy in turn and isolate by data, as they did when one worker ran them all.
 */
/**
 * The platform's keys (all under `zyz:`) in the test Redis start empty too: the schema above
 * restarts its id sequences, so a counter a previous run left for `volunteer:123` (a login
 * lock, say) would otherwise fall on this run's volunteer 123.
 */
async function clearTestRedis(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', 'zyz:*', 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}

/** How long before a TEST_NOW instant a database of the instant's own is seeded. */
const seedLeadMs = 60_000;

/** Creates the database `url` names on its server when it is not there yet. */
async function ensureDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  await onServerOf(url, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${quoted(name)}`);
  });
}

/**
 * A copy of the seeded database for each of `workers` (databaseOfWorker in test-env.ts): two
 * files running at once must not meet each other's rows, which the suite's counts and
 * idempotence checks assume. A copy by file is a fraction of a second; migrating and seeding
 * one is seconds. One more copy stays as seeded, for files that need the demo untouched
 * (seededDatabaseName): PostgreSQL copies only a database nobody is connected to, and the run's
 * own is where other tests and the browser journeys' set-up connect.
 */
async function copyForWorkers(url: string, workers: number) {
  const name = new URL(url).pathname.slice(1);
  const copies = [
    ...Array.from({ length: workers }, (_, i) => workerDatabaseName(name, i + 1)),
    seededDatabaseName(name),
  ];
  await onServerOf(url, async (client) => {
    for (const copy of copies) {
      await client.query(`drop database if exists ${quoted(copy)} with (force)`);
      await client.query(
        `create database ${quoted(copy)} template ${quoted(name)} strategy file_copy`,
      );
    }
  });
}

export default async function setup(project: TestProject) {
  // A project's own env (the calendar instants of vitest.config.ts) over the run's.
  const own = project.config.env ?? {};
  const env = (name: string): string | undefined =>
    name in own ? String(own[name]) : process.env[name];
  // One instant for the seed and every test file: TEST_NOW when the run asks for one. Projects
  // are set up one after another in this one process, so each sets the clock it seeds at.
  const { testNow } = testConfig({}, env('TEST_NOW'));
  if (testNow) clock.startAt(testNow);
  else clock.setOffsetMs(0);
  // Where each test app's development outbox writes its messages in full (test/codes.ts).
  const inboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zyz-server-inbox-'));
  project.provide('devInboxDir', inboxDir);
  const removeInboxes = () => fs.rmSync(inboxDir, { recursive: true, force: true });
  project.provide('clockOffsetMs', clock.offsetMs());
  const cipher = createDataCipher(testDataKey);
  const redisUrl = env('TEST_REDIS_URL');
  if (redisUrl) await clearTestRedis(redisUrl);
  const url = env('TEST_DATABASE_URL');
  // A calendar instant's project (vitest.config.ts) has the database to itself: each file starts
  // at the instant, a minute after the seed, however far into the run it comes. The main
  // project's files share the run's clock, which only runs forward.
  const atOwnInstant = testNow !== null && 'TEST_NOW' in own;
  if (url) {
    if (atOwnInstant) {
      await ensureDatabase(url);
      clock.startAt(new Date(testNow.getTime() - seedLeadMs));
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;',
    );
    await client.end();
    const database = fromPgUrl(url, 2);
    await database.migrate();
    const seededAt = clock.now();
    await seedDemo(database.db, cipher, testConfig().uploadDir, seededAt);
    await database.close();
    // Run as a project of the root config, maxWorkers is set there; run from apps/server alone
    // it is not, and no copy was made: each worker met the rows of earlier runs in its copy.
    await copyForWorkers(url, project.globalConfig.maxWorkers ?? availableParallelism());
    project.provide('testDb', { mode: 'postgres', url });
    project.provide('clockStartsAt', atOwnInstant ? testNow.getTime() : null);
    project.provide('demoAsOf', atOwnInstant ? testNow.getTime() : seededAt.getTime());
    return removeInboxes;
  }
  // Each file loads its own copy of the database, so each can start at the instant itself: the
  // seed is written a minute before it, and a file that runs minutes into the run still meets
  // 23:55 at 23:55, not past midnight (test/clock-setup.ts).
  if (testNow) clock.startAt(new Date(testNow.getTime() - seedLeadMs));
  project.provide('clockStartsAt', testNow?.getTime() ?? null);
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = fromPglite(client);
  await database.migrate();
  const seededAt = clock.now();
  await seedDemo(database.db, cipher, testConfig().uploadDir, seededAt);
  project.provide('demoAsOf', testNow?.getTime() ?? seededAt.getTime());
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  const snapshotFile = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'zyz-server-test-')),
    'db.tar.gz',
  );
  fs.writeFileSync(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDb', { mode: 'pglite', snapshotFile });
  return () => {
    fs.rmSync(path.dirname(snapshotFile), { recursive: true, force: true });
    removeInboxes();
  };
}
