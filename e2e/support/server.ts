import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// The built server on a fresh database with demo data, as `npm start` runs it. The
// shared one is started by global-setup.ts; a journey that needs other settings (a notice
// period of seconds) starts its own.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Migrating and seeding a fresh database takes seconds, or minutes on a busy machine.
async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/v2/api/gdzyz/home/index/districtDomain`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not start within 180 s');
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A server a journey talks to: its address, and where its development outbox writes in full. */
export interface ServerUnderTest {
  url: string;
  /** DEV_INBOX_FILE: every SMS and e-mail as its recipient reads it (support/inbox.ts). */
  inboxFile: string;
}

/**
 * With TEST_DATABASE_URL (CI's PostgreSQL) each server gets a database of its own there, named by
 * its port, instead of an embedded one: migrating and seeding it takes the server about 3 s of CPU
 * instead of 10, and its queries run in PostgreSQL's processes rather than as WebAssembly inside
 * the server's. Without it (a developer's `npm test`, and the calendar matrix's rows, which strip
 * it so that journeys also run on what `npm start` runs) the server embeds its database.
 */
const sharedPostgres = process.env.TEST_DATABASE_URL || null;

/**
 * Runs `sql` on the server's maintenance database, not on TEST_DATABASE_URL's own: the unit run
 * beside the journeys copies that one as a template, which PostgreSQL refuses while anyone is
 * connected to it.
 */
async function onPostgres(sql: string): Promise<void> {
  const maintenance = new URL(sharedPostgres!);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database for the server on `port`; a copy left by an earlier run is dropped first. */
async function freshDatabase(port: number): Promise<string> {
  const name = `zyz_e2e_${port}`;
  await onPostgres(`drop database if exists ${name} with (force)`);
  await onPostgres(`create database ${name}`);
  const url = new URL(sharedPostgres!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `now`: the instant the server's clock starts at (the run's clock, support/clock.ts). */
export async function startServer(
  port: number,
  env: Record<string, string>,
  now: number,
): Promise<ServerUnderTest & { stop: () => Promise<void> }> {
  const main = path.resolve(root, process.env.E2E_SERVER_MAIN ?? 'apps/server/dist/main.js');
  if (!existsSync(main))
    throw new Error('apps/server/dist/main.js missing: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zyz-e2e-'));
  const inboxFile = path.join(dataDir, 'dev-inbox.jsonl');
  const databaseUrl = sharedPostgres ? await freshDatabase(port) : '';
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      // Codes reach the journeys as they reach a person: the console's outbox blanks them.
      DEV_INBOX_FILE: inboxFile,
      SEED_DEMO: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every journey asks for its verification codes from this one address.
      VERIFY_CODE_IP_PER_HOUR: '1000',
      TEST_NOW: new Date(now).toISOString(),
      // Journeys run several servers side by side; none of them is scraped.
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl)
      await onPostgres(`drop database if exists zyz_e2e_${port} with (force)`).catch(() => {});
  };
  try {
    await waitForServer(url, child);
  } catch (err) {
    stop();
    throw err;
  }
  return { url, inboxFile, stop };
}
