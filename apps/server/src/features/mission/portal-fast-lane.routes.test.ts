import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';

// Over real HTTP: a kept list page is sent by the HTTP server before the framework routes it
// (lib/fast-lane.ts); app.inject never passes there.

let app: App;
let base: string;
// The answers that went through the framework, counted from its request log.
let framed = 0;
const requestLog = {
  write(line: string) {
    if (line.includes('request completed')) framed++;
  },
};
beforeAll(async () => {
  app = await createTestApp({}, { level: 'info', stream: requestLog });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

// The log line is written when the answer has finished, which may be just after it arrived.
const loggedSoFar = async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return framed;
};
const listUrl = (query: string) => `${base}${api(`/home/mission/list?${query}`)}`;
const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)));

describe('kept list pages answered before routing', () => {
  it('sends the same bytes and headers as the framework did, without passing it', async () => {
    const url = listUrl('pageIndex=1&pageSize=10&sort=newest&keyword=敬老');
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    // A page is kept from its second request.
    await fetch(url, { headers: browser });
    const first = await fetch(url, { headers: browser });
    const firstBody = Buffer.from(await first.arrayBuffer());
    const before = await loggedSoFar();
    const second = await fetch(url, { headers: browser });
    expect(await loggedSoFar()).toBe(before);
    expect(second.status).toBe(200);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(Buffer.from(await second.arrayBuffer())).toEqual(firstBody);
    expect(firstBody.toString()).toContain('"code":"1"');
  });

  it('sends the encoding each client accepts, and the request id a client traces by', async () => {
    const url = listUrl('sort=start');
    await fetch(url);
    await fetch(url);
    // fetch always asks for compression and unpacks it: node:http shows what was sent.
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers = { 'accept-encoding': encoding, 'x-request-id': 'trace-0001-abc' };
        http
          .get(url, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const before = await loggedSoFar();
    const br = await raw('br');
    const gzip = await raw('gzip');
    const plain = await raw('identity');
    expect(await loggedSoFar()).toBe(before);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body.toString();
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(json);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(json);
    expect(br.headers['x-request-id']).toBe('trace-0001-abc');
    expect(br.headers['vary']).toBe('Accept-Encoding');
  });

  it('leaves other methods, new filters and bad filters to the framework', async () => {
    const url = listUrl('sort=newest&missionType=02');
    await fetch(url);
    let before = await loggedSoFar();
    const post = await fetch(url, { method: 'POST' });
    expect(post.status).not.toBe(200);
    expect(await loggedSoFar()).toBe(before + 1);
    before = await loggedSoFar();
    const fresh = await fetch(listUrl('sort=newest&missionType=03'));
    expect((await fresh.json()).code).toBe('1');
    expect(await loggedSoFar()).toBe(before + 1);
    const bad = await fetch(listUrl('sort=distance'));
    expect((await bad.json()).msg).toContain('当前位置');
    expect(await loggedSoFar()).toBe(before + 2);
  });
});
