import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Migrates one database once; every test file then opens a copy (PGlite) or shares it (PostgreSQL).
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/clock-setup.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
