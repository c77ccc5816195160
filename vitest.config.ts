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
