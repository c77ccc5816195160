import { defineProject } from 'vitest/config';

// Only pure logic is unit-tested here (node environment); pages are covered by e2e/.
export default defineProject({
  test: { name: 'web', environment: 'node', include: ['src/**/*.test.ts'] },
});
