import { loadConfig, type Config } from '../src/config';

/** A fixed key so the snapshot's encrypted demo rows decrypt in every test file. */
export const testDataKey = 'test-only-data-key-0123456789abcdef-zyz';

export type TestDbInfo =
  { mode: 'pglite'; snapshotFile: string } | { mode: 'postgres'; url: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbInfo;
    /** The platform clock's distance from the machine's (TEST_NOW), the same in every file. */
    clockOffsetMs: number;
    /**
     * With TEST_NOW on the embedded database, the instant every file starts at (each file has a
     * fresh copy of the database); null where files share a database and a running clock.
     */
    clockStartsAt: number | null;
    /**
     * The instant the seeded demo is "now" for: the seed's, or the calendar instant a minute
     * after it. A file on the untouched demo (pristineDemoApp) starts its clock there.
     */
    demoAsOf: number;
    /** A folder for the test apps' development inboxes (DEV_INBOX_FILE), removed after the run. */
    devInboxDir: string;
  }
}

/** The name of worker `worker`'s copy of the run's PostgreSQL database `name` (global-setup.ts). */
export const workerDatabaseName = (name: string, worker: number) => `${name}_w${worker}`;

/**
 * The run's seeded database as the seed left it (global-setup.ts): no test connects to it, so a
 * file that needs the demo untouched by other files copies it (test-app.ts, pristineDemoApp).
 */
export const seededDatabaseName = (name: string) => `${name}_seeded`;

/** This worker's copy of the run's PostgreSQL database (VITEST_POOL_ID counts workers from 1). */
export function databaseOfWorker(url: string): string {
  const own = new URL(url);
  own.pathname = `/${workerDatabaseName(own.pathname.slice(1), Number(process.env.VITEST_POOL_ID ?? 1))}`;
  return own.toString();
}

/**
 * This worker's copy of TEST_DATABASE_URL, for a test that opens PostgreSQL itself (a pool of
 * its own size, a second thread); undefined on the embedded database.
 */
export const workerDatabaseUrl = (): string | undefined =>
  process.env.TEST_DATABASE_URL ? databaseOfWorker(process.env.TEST_DATABASE_URL) : undefined;

/** `testNow`: the TEST_NOW to read (a calendar project's own, in global-setup.ts). */
export function testConfig(
  overrides: Partial<Config> = {},
  testNow: string | undefined = process.env.TEST_NOW,
): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_KEY: testDataKey,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    // A test that writes a mission straight to the database lists it on its next request.
    LIST_LAG_MS: '0',
    TEST_NOW: testNow,
  });
  // Missing dist folders keep the suite independent of whether the web apps were built.
  return { ...base, webDist: '/nonexistent/web', adminDist: '/nonexistent/admin', ...overrides };
}
