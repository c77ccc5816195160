import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../../test/test-app';

// A page that navigates away while its scripts load aborts those downloads. That is normal
// traffic, not a server fault: nothing may be logged as a failed request (level 50).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zyz-abort-'));
const logged: { level: number; msg: string }[] = [];
let app: App;
let port: number;

beforeAll(async () => {
  const root = path.join(dir, 'web');
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<html>web</html>');
  fs.writeFileSync(path.join(root, 'assets', 'big-1a2b3c.js'), 'x'.repeat(8 * 1024 * 1024));
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logged.push(JSON.parse(line));
      done();
    },
  });
  app = await createTestApp({ webDist: root, adminDist: root }, { level: 'info', stream: sink });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('logs no failure when the browser abandons a script download half-way', async () => {
  for (let i = 0; i < 5; i++) {
    await new Promise<void>((resolve) => {
      const req = http.get({ port, host: '127.0.0.1', path: '/assets/big-1a2b3c.js' }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => resolve());
    });
  }
  await new Promise((r) => setTimeout(r, 300));
  expect(logged.filter((l) => l.msg === 'incoming request').length).toBe(5);
  expect(logged.filter((l) => l.level >= 50)).toEqual([]);
});
