// The browser half of `npm test`: the main journeys and the calendar matrix's journeys (today's
// row and each instant's) side by side, after one build.
//
// They share nothing but the machine: the calendar rows start servers of their own, on ports of
// their own, with databases of their own. The main suite leaves a core idle for about a fifth of
// its run (a page waiting on its server, a journey waiting for an animation to end, a timed wait),
// and the rows fill that time instead of running after it.
//
//   node scripts/test-browser.mjs              what `npm test` runs
//   BROWSER_SIDE_BY_SIDE=0 node scripts/...    one after the other, as before (to compare)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The calendar journeys at the instants; today's row runs all three at every width.
const calendarJourneys = 'tests/date-pickers.e2e.ts,tests/certificate.e2e.ts';

function run(cmd, args, env = process.env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    child.on('close', (code) =>
      resolve({ code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

const build = await run('npm', ['run', 'build']);
if (build.code !== 0) process.exit(build.code);

const main = () =>
  run('npm', ['run', 'test', '-w', '@zyz/e2e'], { ...process.env, E2E_CALENDAR_IN_MATRIX: '1' });
const calendar = () =>
  run('node', [
    'scripts/calendar-matrix.mjs',
    '--only',
    'browser',
    '--with-today',
    '--journeys',
    calendarJourneys,
  ]);

const started = Date.now();
const [mainResult, calendarResult] =
  process.env.BROWSER_SIDE_BY_SIDE === '0'
    ? [await main(), await calendar()]
    : await Promise.all([main(), calendar()]);
console.log(
  `\nBrowser tests: main journeys ${mainResult.code === 0 ? 'passed' : 'FAILED'} in ${mainResult.seconds} s, ` +
    `calendar journeys ${calendarResult.code === 0 ? 'passed' : 'FAILED'} in ${calendarResult.seconds} s, ` +
    `${Math.round((Date.now() - started) / 1000)} s in all`,
);
process.exit(mainResult.code !== 0 ? mainResult.code : calendarResult.code);
