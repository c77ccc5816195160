import { defineConfig } from 'vitest/config';

// Browser journeys share one server and one Chromium; files run one after another.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    // A journey that fails is run once more before the suite fails: on the shared 2-core CI
    // machine one click in a few hundred has been seen not to land (a different test each time,
    // never twice in a row, never reproduced alone; see the issue notes). A real failure fails
    // both times.
    retry: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
