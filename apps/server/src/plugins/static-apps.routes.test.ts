import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { api, createTestApp } from '../../test/test-app';

let app: App;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zyz-static-'));

function fakeDist(name: string) {
  const root = path.join(dir, name);
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), `<html>${name}</html>`);
  fs.writeFileSync(path.join(root, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  return root;
}

beforeAll(async () => {
  app = await createTestApp({ webDist: fakeDist('web'), adminDist: fakeDist('admin') });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('serving the built apps', () => {
  it('serves each app’s index.html for its client routes, never cached', async () => {
    for (const [url, body] of [
      ['/', 'web'],
      ['/personalCenter/personalInfo', 'web'],
      ['/admin/', 'admin'],
      ['/admin/mission/list', 'admin'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(body);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/app-1a2b3c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await get('/admin/assets/app-1a2b3c.js')).statusCode).toBe(200);
  });

  it('answers a missing asset and an unknown API path with JSON 404s', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const res = await get(api('/missing'));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('40400');
  });
});
