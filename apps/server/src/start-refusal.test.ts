import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The server process itself, as `npm start` runs it, given a TEST_NOW it must refuse: it stops
// before the database opens, so a folder for the embedded database is never created.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'zyz-start-refusal-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Compiling the server's sources on start takes seconds, and many more on a loaded CI machine:
// the limits are for a start that hangs, not a measure of speed.
const startLimitMs = 120_000;
const testLimitMs = startLimitMs + 30_000;

/** Starts the server as `npm start` does and answers how it ended, without blocking the run. */
function start(name: string, env: Record<string, string>) {
  const dataDir = path.join(scratch, name);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: '',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      // Never listened on: the start stops first.
      PORT: '18999',
      SEED_DEMO: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // A start that does not stop would be the defect itself: it is killed, and its status is null.
  const guard = setTimeout(() => child.kill('SIGKILL'), startLimitMs);
  return new Promise<{ status: number | null; stderr: string; wroteData: boolean }>((resolve) =>
    child.on('close', (status) => {
      clearTimeout(guard);
      resolve({ status, stderr, wroteData: existsSync(dataDir) });
    }),
  );
}

describe('a server given a TEST_NOW it must refuse', () => {
  it(
    'stops with a Chinese and English message on a malformed instant, writing nothing',
    async () => {
      const malformed = [
        ['no-offset', '2027-01-01T07:30:00'],
        ['not-a-date', '2027-02-30T09:00:00+08:00'],
        ['words', 'tomorrow'],
      ] as const;
      const runs = await Promise.all(
        malformed.map(([name, bad]) => start(name, { TEST_NOW: bad })),
      );
      for (const [index, [, bad]] of malformed.entries()) {
        const run = runs[index]!;
        expect(run.status, bad).toBe(1);
        expect(run.stderr, bad).toMatch(/启动失败：.*TEST_NOW/);
        expect(run.stderr, bad).toMatch(/TEST_NOW (must be|is not)/);
        expect(run.wroteData, bad).toBe(false);
      }
    },
    testLimitMs,
  );

  it(
    'refuses any TEST_NOW under production, writing nothing',
    async () => {
      const run = await start('production', {
        NODE_ENV: 'production',
        TEST_NOW: '2027-01-01T07:30:00+08:00',
        DATA_KEY: 'a-production-like-key-0123456789abcdef',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('生产环境不得设置 TEST_NOW');
      expect(run.stderr).toContain('refused in production');
      expect(run.wroteData).toBe(false);
    },
    testLimitMs,
  );
});
