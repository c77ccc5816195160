import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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
  const big = `console.log(${JSON.stringify('志愿'.repeat(2000))})`;
  fs.writeFileSync(path.join(root, 'assets', 'big-4d5e6f.js'), big);
  fs.writeFileSync(path.join(root, 'assets', 'big-4d5e6f.js.br'), zlib.brotliCompressSync(big));
  fs.writeFileSync(path.join(root, 'assets', 'big-4d5e6f.js.gz'), zlib.gzipSync(big));
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

  it('sends pages and scripts the document set of security headers', async () => {
    for (const url of ['/', '/admin/mission/list', '/assets/app-1a2b3c.js']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/app-1a2b3c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await get('/admin/assets/app-1a2b3c.js')).statusCode).toBe(200);
  });

  it('serves every one of many simultaneous asset requests (a page loading its chunks)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        get(i % 2 ? '/assets/app-1a2b3c.js' : '/admin/assets/app-1a2b3c.js'),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.every((r) => r.body === 'console.log(1)')).toBe(true);
  });

  it('sends the build’s compressed twin of an asset to a browser that accepts it', async () => {
    const url = '/assets/big-4d5e6f.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.rawPayload.length).toBeLessThan(1000);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('志愿志愿');
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('志愿志愿');
  });

  it('answers a missing asset and an unknown API path with JSON 404s', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const res = await get(api('/missing'));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('40400');
  });
});
