import fs from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { fromPglite, fromPgUrl, pgliteExtensions, type Database } from '../src/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../src/config';
import { closeDeps, createDeps } from '../src/create-deps';
import { clock } from '../src/kernel';
import type { Deps } from '../src/deps';
import { onServerOf, quoted } from './maintenance-db';
import { databaseOfWorker, seededDatabaseName, testConfig } from './test-env';

// Tests under features/ take the app from here: only the composition root imports src/app.ts.
export { buildApp, loggerOptions, type App } from '../src/app';

export const api = (p: string) => `/v2/api/gdzyz${p}`;

async function openTestDatabase(): Promise<Database> {
  const info = inject('testDb');
  if (info.mode === 'postgres') return fromPgUrl(databaseOfWorker(info.url), 3);
  const loadDataDir = new Blob([fs.readFileSync(info.snapshotFile)]);
  return fromPglite(await PGlite.create({ loadDataDir, extensions: pgliteExtensions }));
}

/**
 * The real app on the demo database as the seed left it, for a file that reads the whole
 * database (its checks would meet rows other files wrote): on PostgreSQL a copy of the run's
 * untouched seeded database (a file copy, under a second, where seeding one took seconds),
 * dropped when the app closes; on the embedded database every file's copy is untouched already.
 */
export async function pristineDemoApp(overrides: Partial<Config> = {}): Promise<App> {
  // Its "this month" and "today" are the seed's: a run whose clock has passed a month's turn
  // since the seed (one started at 23:55 on a month's last day) would read the demo's monthly
  // ranking in a month the demo has no service in.
  clock.startAt(new Date(inject('demoAsOf')));
  const info = inject('testDb');
  if (info.mode === 'pglite') return createTestApp(overrides);
  const runDatabase = new URL(info.url).pathname.slice(1);
  const name = `${runDatabase}_own_${randomBytes(4).toString('hex')}`;
  await onServerOf(info.url, (client) =>
    client.query(
      `create database ${quoted(name)} template ${quoted(seededDatabaseName(runDatabase))} strategy file_copy`,
    ),
  );
  const own = new URL(info.url);
  own.pathname = `/${name}`;
  return readyApp(fromPgUrl(own.toString(), 3), overrides, false, async () => {
    await onServerOf(info.url, (client) =>
      client.query(`drop database if exists ${quoted(name)} with (force)`),
    );
  });
}

/**
 * The test config with a development inbox of its own: the outbox keeps codes blanked, and
 * test/codes.ts reads them where the development outbox also writes them in full.
 */
const withOwnInbox = (overrides: Partial<Config>): Config =>
  testConfig({
    devInboxFile: path.join(inject('devInboxDir'), `${randomUUID()}.jsonl`),
    ...overrides,
  });

/** The real app on this file's copy of the migrated, seeded database. Close it in afterAll. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  logger: BuildAppOptions['logger'] = false,
): Promise<App> {
  return readyApp(await openTestDatabase(), overrides, logger);
}

/** The real app on `database`, ready; `onClose` runs when it closes (Fastify takes hooks only before ready). */
async function readyApp(
  database: Database,
  overrides: Partial<Config>,
  logger: BuildAppOptions['logger'],
  onClose?: () => Promise<void>,
): Promise<App> {
  const app = await buildApp({ config: withOwnInbox(overrides), database, logger });
  if (onClose) app.addHook('onClose', onClose);
  await app.ready();
  return app;
}

const noop = () => {};
/** Service tests assert on data, not on log lines. */
const silentLogger: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
} as unknown as FastifyBaseLogger;

/**
 * What services are built from, on this file's copy of the database, with no Fastify and no
 * HTTP: service tests call services as routes do. `close` in afterAll.
 */
export async function createTestDeps(
  overrides: Partial<Config> = {},
): Promise<{ deps: Deps; close: () => Promise<void> }> {
  const deps = createDeps(withOwnInbox(overrides), await openTestDatabase(), silentLogger);
  return { deps, close: () => closeDeps(deps) };
}
