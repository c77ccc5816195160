import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { fromPglite, fromPgUrl, pgliteExtensions, type Database } from '../src/db/client';
import type { Config } from '../src/config';
import { testConfig } from './test-env';

export const api = (p: string) => `/v2/api/gdzyz${p}`;

async function openTestDatabase(): Promise<Database> {
  const info = inject('testDb');
  if (info.mode === 'postgres') return fromPgUrl(info.url, 3);
  const loadDataDir = new Blob([fs.readFileSync(info.snapshotFile)]);
  return fromPglite(await PGlite.create({ loadDataDir, extensions: pgliteExtensions }));
}

/** The real app on this file's copy of the migrated, seeded database. Close it in afterAll. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  logger: BuildAppOptions['logger'] = false,
): Promise<App> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, logger });
  await app.ready();
  return app;
}
