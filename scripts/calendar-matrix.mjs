// npm run test:calendar: the platform's time-sensitive tests (unit, integration and browser) run
// "as of" the instants where calendars break, each through TEST_NOW, so a rule that assumes the
// server's zone, UTC's date or a month's length fails here on any day the suite runs.
//
//   node scripts/calendar-matrix.mjs                    every instant below
//   node scripts/calendar-matrix.mjs --only unit        unit and integration tests only
//   node scripts/calendar-matrix.mjs --at 2028-02-29T12:00:00+08:00   one instant
//   node scripts/calendar-matrix.mjs --with-today       also the machine's own time (npm test: the
//                                                       main browser run leaves these files to it)
//   CALENDAR_JOBS=1 node scripts/calendar-matrix.mjs    one instant at a time (default 2)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const instants = [
  // Two weeks back crosses into the previous month; China's morning is UTC's 1st, 01:30.
  { at: '2027-03-02T09:30:00+08:00', why: '2nd of a month, two weeks back in February' },
  // China's date is in the new year, UTC's is not.
  { at: '2027-01-01T07:30:00+08:00', why: "New Year's morning in China, 31 Dec in UTC" },
  { at: '2028-02-29T12:00:00+08:00', why: 'leap day' },
  // Five minutes to China's midnight: UTC's date is already the day's, the month turns mid-run.
  { at: '2027-04-30T23:55:00+08:00', why: 'last day of a month, 23:55' },
  // A 7-day notice ends on 1 June, a 15-day cooling-off on 9 June: both across the month end.
  { at: '2027-05-25T10:00:00+08:00', why: 'publicity and cooling-off end in the next month' },
];

// Unit and integration tests whose rules decide by the date or the hour: certificate ranges,
// monthly figures and rankings, reminders, the demo's dated history, shift windows, notice
// periods, cooling-off, ages, ended missions, card codes, picker limits.
const unitFiles = [
  'packages/domain/src',
  'apps/server/src/config.test.ts',
  'apps/server/src/plugins/test-clock.routes.test.ts',
  'apps/server/src/db/seed/history.test.ts',
  'apps/server/src/features/account/logoff.service.test.ts',
  'apps/server/src/features/attendance/attendance.routes.test.ts',
  'apps/server/src/features/bank-card/bank-card.routes.test.ts',
  'apps/server/src/features/calendar/reminder.job.test.ts',
  'apps/server/src/features/card/card.routes.test.ts',
  'apps/server/src/features/certificate/certificate.routes.test.ts',
  'apps/server/src/features/certificate/certificate-path.routes.test.ts',
  'apps/server/src/features/certificate/certificate.service.test.ts',
  'apps/server/src/features/mission/portal-ended.routes.test.ts',
  'apps/server/src/features/mission/my-mission.routes.test.ts',
  'apps/server/src/features/service-record/publicity.routes.test.ts',
  'apps/server/src/features/service-record/finalise.job.test.ts',
  'apps/server/src/features/statistics',
  'apps/server/src/features/volunteer-register/register.routes.test.ts',
  'apps/web/src/lib/china-time.test.ts',
  'apps/admin/src/lib/format.test.ts',
].filter((f) => existsSync(path.join(root, f)));

// Each instant's server on a port of its own (CALENDAR_PORT_BASE, 8880 on).
const portBase = Number(process.env.CALENDAR_PORT_BASE ?? 8880);

const { calendarFiles: browserFiles } = await import('../e2e/calendar-files.mjs');

function run(label, cmd, args, opts) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = (chunk) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => `[${label}] ${line}\n`)
        .join('');
    child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
    child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function runInstant({ at, why }, index, only) {
  const started = Date.now();
  // On the embedded database: instants run side by side, and a shared PostgreSQL schema would
  // be rebuilt under a neighbour's feet (the main unit run covers PostgreSQL).
  const { TEST_DATABASE_URL: _pg, TEST_REDIS_URL: _redis, ...inherited } = process.env;
  const env = { ...inherited, E2E_PORT: String(portBase + index), E2E_CALENDAR_IN_MATRIX: '' };
  if (at) {
    env.TEST_NOW = at;
    env.E2E_PICKERS_ONE_WIDTH = '1';
  } else delete env.TEST_NOW;
  const label = at ?? 'today';
  console.log(`[${label}] ${why}`);
  let code = 0;
  // Today's row is the browser journeys only: the main unit run already ran at today's time.
  if (only !== 'browser' && at)
    code ||= await run(label, 'npx', ['vitest', 'run', ...unitFiles], { cwd: root, env });
  if (only !== 'unit' && code === 0)
    code ||= await run(label, 'npx', ['vitest', 'run', ...browserFiles], {
      cwd: path.join(root, 'e2e'),
      env,
    });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`[${label}] ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  return { at, code, seconds };
}

async function main() {
  const onlyAt = process.argv.indexOf('--only');
  const only = onlyAt === -1 ? null : process.argv[onlyAt + 1];
  if (only !== 'unit' && !existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    const code = await run('build', 'npm', ['run', 'build'], { cwd: root, env: process.env });
    if (code !== 0) process.exit(code);
  }
  const jobs = Math.max(1, Number(process.env.CALENDAR_JOBS ?? 2));
  const results = [];
  const atArg = process.argv.indexOf('--at');
  const today = { at: null, why: "the machine's own time" };
  const chosen =
    atArg !== -1
      ? [{ at: process.argv[atArg + 1], why: 'chosen' }]
      : process.argv.includes('--with-today')
        ? [today, ...instants]
        : instants;
  const queue = chosen.map((instant, index) => ({ instant, index }));
  await Promise.all(
    Array.from({ length: jobs }, async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        results.push(await runInstant(next.instant, next.index, only));
    }),
  );
  console.log('\nCalendar matrix:');
  for (const r of results)
    console.log(`  ${r.at ?? 'today'}  ${r.code === 0 ? 'passed' : 'FAILED'}  ${r.seconds} s`);
  process.exit(results.every((r) => r.code === 0) ? 0 : 1);
}

await main();
