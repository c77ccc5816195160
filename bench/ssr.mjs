// Server-rendered portal pages: Home from the page cache against an empty Fastify route in the
// same run, the cost of an uncached render, and whether rendering holds up other requests.
// Not part of `npm test`: figures go to docs/performance.md.
//
//   npm run build && node bench/ssr.mjs [--runs 3] [--duration 10] [--connections 50] [--pglite]
//
// The server runs with the demo data on a fresh PostgreSQL database, zyz_bench_ssr (BENCH_PG
// points at another server), or with --pglite on a temporary embedded one: there the page
// cache's refresh every few seconds runs its queries on the server's own thread. Cached pages
// are measured with wrk (Debian package): see bench/lib/wrk.mjs for why not autocannon.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { browserHeaders, cpuSeconds, measure } from './lib/measure.mjs';
import { startDemoServer, startEmptyRoute } from './lib/processes.mjs';
import { measureWithWrk } from './lib/wrk.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const runs = arg('runs', 3);
const load = { duration: arg('duration', 10), connections: arg('connections', 50), warmup: 2 };
const port = Number(process.env.BENCH_PORT ?? 8872);
const emptyPort = Number(process.env.BENCH_EMPTY_PORT ?? 8873);
const base = `http://127.0.0.1:${port}`;
const adminUrl = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'zyz_bench_ssr';

/** A database holding only what the demo seed writes, made afresh for each run of the bench. */
async function freshDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  return adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Wall time of `count` renders one after another, each for a URL the cache has never seen. */
async function uncachedRenders(pathname, count, serverPid) {
  const times = [];
  const cpuBefore = cpuSeconds(serverPid);
  for (let i = 0; i < count; i++) {
    const url = `${base}${pathname}${pathname.includes('?') ? '&' : '?'}bench=${Date.now()}-${i}`;
    const started = performance.now();
    const res = await fetch(url, { headers: browserHeaders });
    const text = await res.text();
    times.push(performance.now() - started);
    if (!text.includes('id="zyz-ssr"')) throw new Error(`${pathname} 未在服务端渲染`);
  }
  // The server's CPU over the renders (every thread: the render worker, the page's API calls
  // answered in-process, compression), per page.
  const cpuMs = ((cpuSeconds(serverPid) - cpuBefore) * 1000) / count;
  times.sort((a, b) => a - b);
  const ms = (v) => Math.round(v);
  return {
    page: pathname,
    renders: count,
    'p50 ms': ms(percentile(times, 0.5)),
    'p90 ms': ms(percentile(times, 0.9)),
    'max ms': ms(times.at(-1)),
    'server CPU ms/page': ms(cpuMs),
  };
}

async function main() {
  const dbUrl = process.argv.includes('--pglite') ? undefined : await freshDatabase();
  const server = await startDemoServer({ port, dbUrl });
  const empty = await startEmptyRoute(emptyPort);
  try {
    const list = await (
      await fetch(`${base}/v2/api/gdzyz/home/mission/list?pageIndex=1&pageSize=1`)
    ).json();
    const detail = `/mission/detail-${list.data.list[0].missionId}`;

    const rows = [];
    const html = (title, url, serverPid) =>
      measureWithWrk(title, { url, headers: browserHeaders, serverPid, ...load });
    for (let run = 1; run <= runs; run++) {
      rows.push({
        run,
        ...(await html('空路由（参照）', `http://127.0.0.1:${emptyPort}/empty`, empty.pid)),
      });
      rows.push({ run, ...(await html('首页 HTML（缓存，br）', `${base}/`, server.pid)) });
      rows.push({
        run,
        ...(await html('活动列表 HTML（缓存，br）', `${base}/mission`, server.pid)),
      });
    }
    console.table(rows);
    // Throughput against the empty route of the same run, and the server's CPU per answer
    // against the empty route's (every thread, user and kernel).
    const of = (run, call) => rows.find((r) => r.run === run && r.call === call);
    const share = (run, page, key, inverse) => {
      const [ref, it] = [of(run, '空路由（参照）')[key], of(run, page)[key]];
      return `${Math.round(100 * (inverse ? ref / it : it / ref))} %`;
    };
    console.table(
      Array.from({ length: runs }, (_, i) => ({
        run: i + 1,
        '首页：空路由的 req/s 占比': share(i + 1, '首页 HTML（缓存，br）', 'req/s'),
        '活动列表：空路由的 req/s 占比': share(i + 1, '活动列表 HTML（缓存，br）', 'req/s'),
        '首页：空路由的 CPU 占比': share(i + 1, '首页 HTML（缓存，br）', 'CPU µs/req', true),
      })),
    );

    // Renders that miss the cache, one at a time: the cost a page adds when it is first asked for.
    const costs = [];
    for (const page of ['/', '/mission', detail])
      costs.push(await uncachedRenders(page, 20, server.pid));
    console.table(costs);

    // An API call's latency alone, then while pages that miss the cache are rendered nonstop.
    const apiCall = '/v2/api/gdzyz/home/index/districtDomain';
    const quiet = await measure('API（无渲染）', {
      base,
      paths: [apiCall],
      connections: 10,
      duration: load.duration,
    });
    let rendering = true;
    const renderLoop = (async () => {
      let i = 0;
      while (rendering) await fetch(`${base}/mission?busy=${i++}`).then((r) => r.text());
    })();
    const busy = await measure('API（同时不断渲染未缓存页面）', {
      base,
      paths: [apiCall],
      connections: 10,
      duration: load.duration,
    });
    rendering = false;
    await renderLoop;
    console.table([quiet, busy]);
  } finally {
    await server.stop();
    empty.kill();
  }
}

await main();
process.exit(0);
