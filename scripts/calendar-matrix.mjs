// npm run test:calendar: the platform's time-sensitive tests (unit, integration and browser) run
// "as of" the instants where calendars break (scripts/calendar-instants.mjs), each through
// TEST_NOW, so a rule that assumes the server's zone, UTC's date or a month's length fails here on
// any day the suite runs.
//
//   node scripts/calendar-matrix.mjs                    every instant, unit and browser
//   node scripts/calendar-matrix.mjs --only unit        unit and integration tests only
//   node scripts/calendar-matrix.mjs --only browser     browser journeys only
//   node scripts/calendar-matrix.mjs --at 2028-02-29T12:00:00+08:00   one instant's journeys
//   node scripts/calendar-matrix.mjs --with-today       also the journeys at the run's own time
//                                                       (TEST_NOW if set, else the machine's)
//   node scripts/calendar-matrix.mjs --journeys tests/date-pickers.e2e.ts,tests/certificate.e2e.ts
//                                                       only these journeys at the instants
//   CALENDAR_JOBS=2 node scripts/calendar-matrix.mjs    two instants side by side (default 1: a
//                                                       journey keeps both cores busy, so two
//                                                       at once only take twice as long each)
//
// The unit half is the unit run's `server@<instant>` projects (vitest.config.ts), which
// `npm run test:unit` runs anyway; `npm test` therefore asks this script for the browser half.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { instants } from './calendar-instants.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Each instant's server on a port of its own (CALENDAR_PORT_BASE, 8880 on).
const portBase = Number(process.env.CALENDAR_PORT_BASE ?? 8880);

const { calendarFiles } = await import('../e2e/calendar-files.mjs');

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

/** Runs a command and answers its exit code with the whole seconds it took. */
async function timed(label, cmd, args, opts) {
  const started = Date.now();
  const code = await run(label, cmd, args, opts);
  return { code, seconds: ((Date.now() - started) / 1000).toFixed(0) };
}

/**
 * The instant whose journeys run on the embedded database even when the run has PostgreSQL, so
 * that they also run on what `npm start` runs. The other rows take the run's PostgreSQL when it
 * has one: a server seeds it in about 3 s of CPU instead of 10, and its queries run natively
 * instead of as WebAssembly inside the server.
 */
const embeddedInstant = instants[0].at;

async function runJourneys({ at, why }, index, files) {
  // One browser worker per row.
  const { TEST_DATABASE_URL: pg, TEST_REDIS_URL: _redis, ...inherited } = process.env;
  const env = { ...inherited, E2E_PORT: String(portBase + index), E2E_CALENDAR_IN_MATRIX: '' };
  if (pg && at !== embeddedInstant) env.TEST_DATABASE_URL = pg;
  if (at) {
    env.TEST_NOW = at;
    // The widths are checked in today's row: at the instants the dates decide.
    env.E2E_PICKERS_ONE_WIDTH = '1';
  }
  // Today's row keeps the run's own instant: TEST_NOW when the whole run was given one.
  const label = at ?? 'today';
  console.log(`[${label}] ${why}`);
  const { code, seconds } = await timed(label, 'npx', ['vitest', 'run', ...files], {
    cwd: path.join(root, 'e2e'),
    env,
  });
  console.log(`[${label}] ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  return { at, code, seconds };
}

function option(name) {
  const at = process.argv.indexOf(name);
  return at === -1 ? null : process.argv[at + 1];
}

async function main() {
  const only = option('--only');
  const results = [];
  if (only !== 'browser') {
    const unit = await timed('unit', 'npx', ['vitest', 'run', '--project', 'server@*'], {
      cwd: root,
      env: process.env,
    });
    results.push({ at: 'unit, every instant', ...unit });
  }
  if (only !== 'unit') {
    if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) {
      const code = await run('build', 'npm', ['run', 'build'], { cwd: root, env: process.env });
      if (code !== 0) process.exit(code);
    }
    const journeys = option('--journeys')?.split(',') ?? calendarFiles;
    const at = option('--at');
    const rows = at
      ? [{ instant: { at, why: 'chosen' }, files: journeys }]
      : instants.map((instant) => ({ instant, files: journeys }));
    // Today's row is every calendar journey at every width: the main browser run leaves them here.
    if (process.argv.includes('--with-today'))
      rows.unshift({ instant: { at: null, why: "the run's own time" }, files: calendarFiles });
    const queue = rows.map((row, index) => ({ ...row, index }));
    const jobs = Math.max(1, Number(process.env.CALENDAR_JOBS ?? 1));
    await Promise.all(
      Array.from({ length: jobs }, async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          results.push(await runJourneys(next.instant, next.index, next.files));
      }),
    );
  }
  console.log('\nCalendar matrix:');
  for (const r of results)
    console.log(`  ${r.at ?? 'today'}  ${r.code === 0 ? 'passed' : 'FAILED'}  ${r.seconds} s`);
  process.exit(results.every((r) => r.code === 0) ? 0 : 1);
}

await main();
