import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import server from './apps/server/vitest.config';
import { calendarServerTests, instants, projectAt } from './scripts/calendar-instants.mjs';

// The server's time-sensitive tests run again "as of" each calendar instant, each instant a project
// with a database of its own seeded at that instant (apps/server/test/global-setup.ts reads the
// project's TEST_NOW): on the run's PostgreSQL when it has one, a database per instant beside the
// main project's, else embedded. Redis stays with the main server project.
const sharedPostgres = process.env.TEST_DATABASE_URL;
function databaseOfInstant(index: number): string {
  if (!sharedPostgres) return '';
  const url = new URL(sharedPostgres);
  url.pathname = `${url.pathname}_at_${index}`;
  return url.toString();
}

const atInstants = instants.map(({ at }, index) => ({
  ...server,
  root: './apps/server',
  test: {
    ...server.test,
    name: projectAt(at),
    include: calendarServerTests,
    env: { TEST_NOW: at, TEST_DATABASE_URL: databaseOfInstant(index), TEST_REDIS_URL: '' },
  },
}));

export default defineConfig({
  test: {
    // One worker per core: vitest's default leaves one of two cores to its own process, which the
    // suite keeps only a third busy. Server files on PostgreSQL get a database copy per worker
    // (apps/server/test/global-setup.ts), so two of them never meet each other's rows.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/domain',
      'packages/client',
      'apps/server',
      'apps/web',
      'apps/admin',
      ...atInstants,
    ],
  },
});
