import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The cluster test drives one topology from start to stop: one file, one process, long timeouts.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['scripts/cluster/**/*.test.mjs'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
