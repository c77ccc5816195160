import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Migrates one database once; every test file then opens a copy (PGlite) or shares it (PostgreSQL).
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/clock-setup.ts'],
    environment: 'node',
    // Files share a worker's loaded modules instead of importing the server afresh each (the
    // suite ran in 165 s instead of 459 s). Every file builds its own app and database handle,
    // and test/clock-setup.ts sets the clock at each file's start, so no state crosses files.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
