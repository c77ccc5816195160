// Server-rendered portal pages: Home from the page cache against an empty Fastify route in the
// same run, the cost of an uncached render, and whether rendering holds up other requests.
// Not part of `npm test`: figures go to docs/performance.md.
//
//   npm run build && node bench/ssr.mjs [--runs 3] [--duration 10] [--connections 50]
//
// The server runs on a temporary PGlite with the demo data (the cached page does not read the
// database; the uncached render reads what Home's calls read).
import { performance } from 'node:perf_hooks';
import { measure } from './lib/measure.mjs';
import { startDemoServer, startEmptyRoute } from './lib/processes.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const runs = arg('runs', 3);
const load = { duration: arg('duration', 10), connections: arg('connections', 50), warmup: 2 };
const port = Number(process.env.BENCH_PORT ?? 8872);
const emptyPort = Number(process.env.BENCH_EMPTY_PORT ?? 8873);
const base = `http://127.0.0.1:${port}`;
const compressed = { 'accept-encoding': 'br, gzip' };

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Wall time of `count` renders one after another, each for a URL the cache has never seen. */
async function uncachedRenders(pathname, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const url = `${base}${pathname}${pathname.includes('?') ? '&' : '?'}bench=${Date.now()}-${i}`;
    const started = performance.now();
    const res = await fetch(url, { headers: compressed });
    const text = await res.text();
    times.push(performance.now() - started);
    if (!text.includes('id="zyz-ssr"')) throw new Error(`${pathname} 未在服务端渲染`);
  }
  times.sort((a, b) => a - b);
  const ms = (v) => Math.round(v);
  return {
    page: pathname,
    renders: count,
    'p50 ms': ms(percentile(times, 0.5)),
    'p90 ms': ms(percentile(times, 0.9)),
    'max ms': ms(times.at(-1)),
  };
}

async function main() {
  const server = await startDemoServer({ port });
  const empty = await startEmptyRoute(emptyPort);
  try {
    const list = await (
      await fetch(`${base}/v2/api/gdzyz/home/mission/list?pageIndex=1&pageSize=1`)
    ).json();
    const detail = `/mission/detail-${list.data.list[0].missionId}`;

    const rows = [];
    for (let run = 1; run <= runs; run++) {
      rows.push({
        run,
        ...(await measure('空路由（参照）', {
          base: `http://127.0.0.1:${emptyPort}`,
          paths: ['/empty'],
          serverPid: empty.pid,
          ...load,
        })),
      });
      rows.push({
        run,
        ...(await measure('首页 HTML（缓存，br）', {
          base,
          paths: ['/'],
          headers: compressed,
          serverPid: server.pid,
          ...load,
        })),
      });
      rows.push({
        run,
        ...(await measure('活动列表 HTML（缓存，br）', {
          base,
          paths: ['/mission'],
          headers: compressed,
          serverPid: server.pid,
          ...load,
        })),
      });
    }
    console.table(rows);
    // autocannon turns every body into a string; for 21 kB of brotli that costs it more than the
    // server spends, so req/s above is the load generator's ceiling. The server's own CPU per
    // answer is not: at equal CPU, the cached page serves this share of the empty route's answers.
    const share = (page, run) => {
      const cost = (call) => rows.find((r) => r.run === run && r.call === call)['CPU µs/req'];
      return `${Math.round((100 * cost('空路由（参照）')) / cost(page))} %`;
    };
    console.table(
      Array.from({ length: runs }, (_, i) => ({
        run: i + 1,
        '首页：空路由的 CPU 占比': share('首页 HTML（缓存，br）', i + 1),
        '活动列表：空路由的 CPU 占比': share('活动列表 HTML（缓存，br）', i + 1),
      })),
    );

    // Renders that miss the cache, one at a time: the cost a page adds when it is first asked for.
    const costs = [];
    for (const page of ['/', '/mission', detail]) costs.push(await uncachedRenders(page, 20));
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
    server.stop();
    empty.kill();
  }
}

await main();
process.exit(0);
