import { defineConfig } from 'vitest/config';
import { calendarFiles } from './calendar-files.mjs';

// Browser journeys share one server and one Chromium; files run one after another.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    // `npm test` runs the calendar journeys once, in the matrix, at its instants and today's.
    exclude: process.env.E2E_CALENDAR_IN_MATRIX === '1' ? calendarFiles : [],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/clock-setup.ts'],
    fileParallelism: false,
    // Above the sum of a journey's own waits (each Playwright step gives up after 30 s and says
    // which step): on a loaded machine a long journey's total can pass a minute, and a bare
    // "test timed out" names no step.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
