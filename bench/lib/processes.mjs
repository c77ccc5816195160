import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../../scripts/server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The built server (`main`, resolved from the repository root) on the bench database, with the
 * per-IP limit lifted (one IP drives all load).
 */
export function startServer({ port, dbUrl, main, args = [], nodeFlags = [] }) {
  const node = [...serverNodeFlags, ...nodeFlags];
  const child = spawn(process.execPath, [...node, path.resolve(root, main), ...args], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // Benchmarks start servers side by side; none of them is scraped.
      METRICS_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Read always (see catalogLoaded): a pipe nobody reads would stall the server's writes.
  child.stdout.on('data', () => {});
  return child;
}

/**
 * Resolves when the server says its public-list catalog is in memory (until then lists are
 * answered by the database alone, which is not what a running instance measures), or after
 * `timeoutMs` with false.
 */
export function catalogLoaded(child, timeoutMs = 900_000) {
  return new Promise((resolve) => {
    let seen = '';
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.stdout.on('data', (chunk) => {
      seen = (seen + chunk).slice(-4_096);
      if (seen.includes('公开活动目录已载入内存')) {
        clearTimeout(timer);
        process.stdout.write(seen.slice(seen.indexOf('公开活动目录')).split('\n')[0] + '\n');
        resolve(true);
        seen = '';
      }
    });
  });
}

/**
 * Migrates and seeds the tree and demo accounts, then exits: the server's jobs (mission status,
 * reminders) must not run while the generator drops and rebuilds indexes under them.
 */
export function migrateOnly({ dbUrl, main }) {
  // Port 1 is never opened: the server only checks that one is given.
  const child = startServer({ port: 1, dbUrl, main, args: ['--migrate-only'] });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`数据库迁移失败（退出码 ${code}）`)),
    );
  });
}

/**
 * The built server with the demo data, as `npm start` runs it (SERVER_MAIN, WEB_DIST,
 * ADMIN_DIST as the server reads them), on `dbUrl` or else a temporary embedded database;
 * answers once it is ready.
 */
export async function startDemoServer({ port, dbUrl }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zyz-bench-demo-'));
  const child = spawn(
    process.execPath,
    [...serverNodeFlags, path.resolve(root, process.env.SERVER_MAIN ?? 'apps/server/dist/main.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        ...(dbUrl ? { DATABASE_URL: dbUrl } : { PGLITE_DIR: path.join(dir, 'pg') }),
        UPLOAD_DIR: path.join(dir, 'up'),
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000000',
        METRICS_PORT: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitReady(`${base}/v2/api/gdzyz/home/index/districtDomain`);
  return {
    base,
    pid: child.pid,
    // The data directory goes once the server has exited: removed under a running PGlite, it
    // was written to again and the removal failed (ENOTEMPTY).
    stop: () =>
      new Promise((resolve) => {
        const remove = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return remove();
        child.once('exit', remove);
        child.kill();
      }),
  };
}

export async function waitReady(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`服务未能启动：${url}`);
}

/** A reference server in its own process, so it competes for the same two cores. */
async function startReference(script, args, name) {
  const child = fork(path.join(root, script), args, {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${name}进程退出：${code}`)));
  });
  return child;
}

/** The empty-route reference. */
export const startEmptyRoute = (port) =>
  startReference('bench/lib/empty-route.mjs', [String(port)], '空路由');

/**
 * The replay reference (replay-route.mjs): `paths`' answers as `origin` sent them to a client
 * sending `headers`, from a server that does nothing else.
 */
export const startReplayRoute = (port, { origin, paths, headers }) =>
  startReference(
    'bench/lib/replay-route.mjs',
    [String(port), origin, JSON.stringify(paths), JSON.stringify(headers)],
    '回放',
  );
