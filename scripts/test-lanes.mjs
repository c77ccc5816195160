// The parts of `npm test`, each a command that answers its exit code and how long it took, and
// what runs them side by side (scripts/test-all.mjs, scripts/test-browser.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The calendar journeys at the instants; today's row runs all of them at every width.
const calendarJourneys = 'tests/date-pickers.e2e.ts,tests/certificate.e2e.ts';

/**
 * Runs a command from the repository's root. With a `label` its lines are marked with it, so a
 * part that runs beside another can be read apart; without one it writes straight through.
 */
function run(cmd, args, { env = process.env, label = null } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env,
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (label) {
      const mark = (out) => {
        let partial = '';
        return (chunk) => {
          const lines = (partial + chunk.toString()).split('\n');
          partial = lines.pop() ?? '';
          for (const line of lines) out.write(`[${label}] ${line}\n`);
        };
      };
      child.stdout.on('data', mark(process.stdout));
      child.stderr.on('data', mark(process.stderr));
    }
    child.on('close', (code) =>
      resolve({ code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

/** The web apps and the server, which the journeys and the cluster test start. */
export const build = () => run('npm', ['run', 'build']);

/** Every unit and integration file, the server's time-sensitive ones at each instant too. */
export const unit = (opts) => run('npx', ['vitest', 'run'], opts);

/** The browser journeys but the calendar ones, on one server, one file after another. */
export const mainJourneys = (opts) =>
  run('npm', ['run', 'test', '-w', '@zyz/e2e'], {
    ...opts,
    env: { ...process.env, E2E_CALENDAR_IN_MATRIX: '1' },
  });

/** The calendar journeys today (every width) and at each instant, each row its own server. */
export const calendarRows = () =>
  run('node', [
    'scripts/calendar-matrix.mjs',
    '--only',
    'browser',
    '--with-today',
    '--journeys',
    calendarJourneys,
  ]);

/** The cluster's failure test: HAProxy, two instances, a primary and its standby. */
export const cluster = (opts) =>
  run('npx', ['vitest', 'run', '--config', 'scripts/cluster/vitest.config.mjs'], opts);

export const verdict = (r) => `${r.code === 0 ? 'passed' : 'FAILED'} in ${r.seconds} s`;
