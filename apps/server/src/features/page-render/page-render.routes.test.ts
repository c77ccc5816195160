import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { createTestApp, type App } from '../../../test/test-app';

// The portal's renderer is a worker the web build ships (apps/web/dist-ssr/render-worker.js);
// its React side is driven in the browser tests. Here a worker speaking the same protocol
// stands in for it, so the server's side is checked on its own: the page's API calls answered
// in-process, the cache, compression, redirects, and the shell when rendering fails.
const worker = `
import { parentPort } from 'node:worker_threads';
let renders = 0;
parentPort.postMessage({ type: 'shared-styles', file: 'antd-abc123.css', css: '.ant-btn{color:red}' });
const calls = new Map();
let next = 0;
const callApi = (url, renderId) => new Promise((resolve) => {
  const id = ++next;
  calls.set(id, resolve);
  parentPort.postMessage({ type: 'api', id, url, renderId });
});
parentPort.on('message', async (m) => {
  if (m.type === 'api-answer') return calls.get(m.id)(m);
  if (m.url.startsWith('/slow')) return;
  if (m.url.startsWith('/boom')) return parentPort.postMessage({ type: 'rendered', id: m.id, error: 'boom' });
  if (m.url === '/go') return parentPort.postMessage({ type: 'rendered', id: m.id, outcome: { kind: 'redirect', status: 302, location: '/mission' } });
  if (m.url.startsWith('/personalCenter')) return parentPort.postMessage({ type: 'rendered', id: m.id, outcome: { kind: 'client' } });
  // A page of the notice period reads it; any other reads the banners.
  const read = m.url.startsWith('/publicity') ? '/home/publicity/list' : '/home/banner/list/1';
  const answer = await callApi('/v2/api/gdzyz' + read, m.id);
  renders++;
  const display = m.url.startsWith('/display') ? ' display ' + JSON.stringify(m.display) : '';
  parentPort.postMessage({ type: 'rendered', id: m.id, tracksReads: true, outcome: {
    kind: 'page', status: 200, title: '首页 <志愿>', head: '<style>.x{}</style>', problems: [],
    body: '<main>render ' + renders + ' api ' + answer.status + ' ' + JSON.parse(answer.body).code + ' sheet ' + m.sharedStyles + display + '</main>',
    payload: '<script type="application/json" id="zyz-ssr">{}</script>',
  } });
});
`;

let app: App;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zyz-ssr-'));

beforeAll(async () => {
  const web = path.join(dir, 'web', 'dist');
  fs.mkdirSync(web, { recursive: true });
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<html><head><title>志愿服务平台</title>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-a1.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/big-b2.css">' +
      '</head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'assets', 'index-a1.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(web, 'assets', 'big-b2.css'), `.b{color:red}${' '.repeat(9_000)}`);
  fs.mkdirSync(path.join(dir, 'web', 'dist-ssr'));
  fs.writeFileSync(path.join(dir, 'web', 'dist-ssr', 'render-worker.js'), worker);
  app = await createTestApp({ webDist: web, adminDist: path.join(dir, 'none') });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('server-rendered portal pages', () => {
  it('composes the rendered page into index.html, its API calls answered in-process', async () => {
    const res = await get('/?first');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>首页 &lt;志愿&gt;</title>');
    expect(res.body).toContain('<style>.x{}</style></head>');
    expect(res.body).toMatch(
      /<div id="root"><main>render \d+ api 200 1 sheet false<\/main><\/div><script type="application\/json" id="zyz-ssr">/,
    );
  });

  it('writes the small build stylesheet into a rendered page, so its first paint waits on nothing', async () => {
    const rendered = await get('/?sheets');
    expect(rendered.body).toContain('<style>body{margin:0}</style>');
    expect(rendered.body).not.toContain('index-a1.css');
    // A large sheet is worth its own cached request; personal pages keep the plain shell.
    expect(rendered.body).toContain('href="/assets/big-b2.css"');
    const personal = await get('/personalCenter/myMission');
    expect(personal.body).toContain('href="/assets/index-a1.css"');
  });

  it('sends one render to everyone for a few seconds, compressed as each browser accepts', async () => {
    const first = await get('/mission?k=1');
    const again = await get('/mission?k=1');
    expect(again.body).toBe(first.body);
    const br = await get('/mission?k=1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await get('/mission?k=1', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(first.body);
  });

  it('draws afresh the pages a write changed, and keeps the others', async () => {
    const notice = await get('/publicity?k=2');
    const home = await get('/?k=2');
    const write = await app.inject({
      method: 'POST',
      url: '/v2/api/gdzyz/home/publicity/objection',
      payload: {},
    });
    expect(write.statusCode).toBeLessThan(400);
    // An objection changes the notice period, which the first page was drawn from.
    expect((await get('/publicity?k=2')).body).not.toBe(notice.body);
    expect((await get('/?k=2')).body).toBe(home.body);
  });

  it('keeps every page through a person’s own change, and draws all again after an unknown write', async () => {
    const notice = await get('/publicity?k=3');
    const volunteer = await signedInVolunteer(app);
    const own = await app.inject({
      method: 'POST',
      url: '/v2/api/gdzyz/volunteer/center/security/changePassword',
      headers: volunteer.headers,
      payload: { oldPassword: 'wrong', newPassword: 'Abcdefg1234' },
    });
    expect(own.statusCode).toBeLessThan(400);
    expect((await get('/publicity?k=3')).body).toBe(notice.body);
    // A write the table does not name (site settings) may change what every page shows.
    const admin = await signedInOrganiser(app, '广东省志愿者联合会');
    const settings = await app.inject({
      method: 'POST',
      url: '/v2/api/gdzyz/manage/pc/site/saveSiteSettings',
      headers: admin.headers,
      payload: {},
    });
    expect(settings.statusCode).toBeLessThan(400);
    expect((await get('/publicity?k=3')).body).not.toBe(notice.body);
  });

  it('serves the shared stylesheet by its name for a year, and links it for a browser that holds it', async () => {
    const sheet = await get('/assets/ssr/antd-abc123.css');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('text/css');
    expect(sheet.headers['cache-control']).toContain('immutable');
    expect(sheet.body).toBe('.ant-btn{color:red}');
    // An older build's sheet, after a deploy: not this one.
    const old = await get('/assets/ssr/antd-000000.css');
    expect(old.statusCode).toBe(404);
    expect(old.body).toContain('样式表不存在');

    expect((await get('/article?k=4')).body).toContain('sheet false');
    const held = await get('/article?k=4', { cookie: 'zyz-styles=antd-abc123.css' });
    expect(held.body).toContain('sheet true');
    // The cookie of an older sheet gets the styles inline, as a first visit does.
    const stale = await get('/article?k=4', { cookie: 'zyz-styles=antd-000000.css' });
    expect(stale.body).toContain('sheet false');
  });

  it('answers the renderer’s redirect, and serves the plain shell for personal pages', async () => {
    const go = await get('/go');
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('/mission');
    const personal = await get('/personalCenter/myMission');
    expect(personal.statusCode).toBe(200);
    expect(personal.body).toContain('<div id="root"></div>');
  });

  it('sends the shell at once when renders pile up, instead of queueing visitors behind them', async () => {
    // inject() dispatches when its answer is first asked for.
    const stuck = Array.from({ length: 16 }, (_, i) => get(`/slow?${i}`).then((res) => res));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const extra = await get('/slow?extra');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(extra.statusCode).toBe(200);
    expect(extra.body).toContain('<div id="root"></div>');
    // The stuck renders give up after their time limit and their visitors get the shell too.
    for (const res of await Promise.all(stuck)) expect(res.body).toContain('<div id="root"></div>');
  }, 20_000);

  it('draws a page as the person asked: 关怀模式 by its cookie, reduced motion by the client hint', async () => {
    const plain = await get('/display');
    expect(plain.headers['accept-ch']).toBe('Sec-CH-Prefers-Reduced-Motion');
    expect(plain.headers.vary).toBe('Sec-CH-Prefers-Reduced-Motion, Accept-Encoding');
    expect(plain.body).toContain('<html><head>');
    expect(plain.body).toContain('display {"care":false,"reducedMotion":false}');

    const asked = { cookie: 'zyz-care=1', 'sec-ch-prefers-reduced-motion': 'reduce' };
    const care = await get('/display', asked);
    expect(care.body).toContain('<html class="care-mode reduced-motion"><head>');
    expect(care.body).toContain('display {"care":true,"reducedMotion":true}');
    // Kept apart in the cache: the next visitor without the cookie still gets the plain page.
    expect((await get('/display')).body).toContain('"care":false');
    expect((await get('/display', { cookie: 'zyz-care=0' })).body).toContain('"care":false');

    // A personal page, drawn in the browser, starts in care mode from its first paint too.
    const personal = await get('/personalCenter/personalInfo', { cookie: 'zyz-care=1' });
    expect(personal.body).toContain('<html class="care-mode"><head>');
  });

  it('serves the plain shell when rendering fails, never an error page', async () => {
    const res = await get('/boom');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('zyz-ssr');
  });
});
