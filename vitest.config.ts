import { defineConfig } from 'vitest/config';
import server from './apps/server/vitest.config';
import { calendarServerTests, instants, projectAt } from './scripts/calendar-instants.mjs';

// The server's time-sensitive tests run again "as of" each calendar instant, each instant a project
// with its own embedded database seeded at that instant (apps/server/test/global-setup.ts reads
// the project's TEST_NOW). The shared PostgreSQL and Redis stay with the main server project.
const atInstants = instants.map(({ at }) => ({
  ...server,
  root: './apps/server',
  test: {
    ...server.test,
    name: projectAt(at),
    include: calendarServerTests,
    env: { TEST_NOW: at, TEST_DATABASE_URL: '', TEST_REDIS_URL: '' },
  },
}));

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/client', 'apps/server', 'apps/web', 'apps/admin', ...atInstants],
  },
});
