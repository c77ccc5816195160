// The public list's catalog alone, in this process: loads it from the bench database as a
// server does, then answers the province scenario's random filters (the same draws, seeded)
// and reports the catalog's CPU time per query and per class of query. No HTTP, no rows read
// after the ids: what the catalog's own changes move, without the machine's other noise.
//   node --expose-gc bench/catalog.mjs [--preset province] [--draws 2000] [--seed 42] [--rounds 2]
//     [--slowest 10]   (the last round's slowest queries, each with its filters)
// Needs a generated database (node bench/run.mjs --preset … --scenario none).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URLSearchParams } from 'node:url';
import { build } from 'esbuild';
import v8 from 'node:v8';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { anyFilters, pickTargets } from './scenarios/province.mjs';
import { databaseUrl } from './lib/databases.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0
    ? fallback
    : typeof fallback === 'number'
      ? Number(process.argv[i + 1])
      : process.argv[i + 1];
};
const preset = arg('preset', 'province');
const draws = arg('draws', 2000);
const seed = arg('seed', 42);
const rounds = arg('rounds', 2);
const slowest = arg('slowest', 0);
const dbUrl = databaseUrl(preset === 'default' ? 'zyz_bench' : `zyz_${preset}`);

// The catalog's TypeScript, bundled for this process (packages stay in node_modules).
const entry = `
export { CatalogFeed } from './apps/server/src/features/mission/catalog/catalog-feed';
export { catalogPage } from './apps/server/src/features/mission/catalog/catalog-page';
export { fromPgUrl } from './apps/server/src/db/client';
`;
const serverPackage = JSON.parse(
  fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'),
);
const out = path.join(root, 'apps/server/dist/catalog-bench.mjs');
await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts' },
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // As the server's own build: every package from node_modules but the domain's TypeScript.
  external: Object.keys({ ...serverPackage.dependencies, ...serverPackage.devDependencies })
    .filter((d) => d !== '@zyz/domain')
    .concat('zod'),
  logLevel: 'warning',
});
const { CatalogFeed, catalogPage, fromPgUrl } = await import(out);

// Seeded draws: the scenario's own filters, each run the same.
let state = seed >>> 0;
Math.random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const targets = await pickTargets(dbUrl);
const client = new pg.Client({ connectionString: dbUrl });
await client.connect();
const paths = new Map(
  (
    await client.query('select id, path from districts where id = any($1)', [targets.nodes])
  ).rows.map((r) => [Number(r.id), r.path]),
);
await client.end();
const queries = Array.from({ length: draws }, (_, i) => {
  const q = new URLSearchParams(anyFilters(targets, i % 2 ? 50 : 1));
  const num = (k) => (q.has(k) ? Number(q.get(k)) : undefined);
  return {
    class: [
      q.get('sort'),
      `p${q.get('pageIndex')}`,
      q.has('keyword') ? `kw${[...q.get('keyword')].length}` : '',
      q.has('districtId') ? 'node' : '',
      q.has('missionType') ? 'type' : '',
    ]
      .filter(Boolean)
      .join(' '),
    query: {
      pageIndex: num('pageIndex'),
      pageSize: num('pageSize'),
      sort: q.get('sort'),
      status: q.get('status') ?? undefined,
      districtPath: q.has('districtId') ? paths.get(num('districtId')) : undefined,
      keyword: q.get('keyword') ?? undefined,
      missionType: q.get('missionType') ?? undefined,
      beginDate: q.has('beginDate') ? new Date(`${q.get('beginDate')}T00:00:00+08:00`) : undefined,
      lat: num('lat'),
      lng: num('lng'),
    },
  };
});

const database = fromPgUrl(dbUrl, 2);
const feed = new CatalogFeed(database.readDb);
let t0 = Date.now();
await feed.start();
const catalog = await feed.current();
console.log(`目录载入：${catalog.size} 个位置，${((Date.now() - t0) / 1000).toFixed(1)} s`);
await database.close();

const fmt = (ms) => ms.toFixed(3);
// Arrays past ~128 kB are made in the old generation's large-object space at once: what a
// query leaves there is collected only by a full collection, whose marking of the catalog's
// objects takes most of a second. Counted per query from that space's growth.
const largeObjects = () =>
  v8.getHeapSpaceStatistics().find((s) => s.space_name === 'large_object_space').space_used_size;
for (let round = 1; round <= rounds; round++) {
  const times = [];
  const timed = [];
  const byClass = new Map();
  let largeTotal = 0;
  for (const { class: name, query } of queries) {
    const large = largeObjects();
    const start = process.cpuUsage();
    catalogPage(catalog, query, Date.now());
    const used = process.cpuUsage(start);
    const ms = (used.user + used.system) / 1000;
    const largeKb = Math.max(0, largeObjects() - large) / 1024;
    times.push(ms);
    timed.push({ ms, query });
    const c = byClass.get(name) ?? { n: 0, ms: 0, max: 0, largeKb: 0 };
    c.n++;
    c.ms += ms;
    c.largeKb += largeKb;
    largeTotal += largeKb;
    c.max = Math.max(c.max, ms);
    byClass.set(name, c);
  }
  const total = times.reduce((a, b) => a + b, 0);
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  console.log(
    `第 ${round} 轮：${draws} 次，p50 ${fmt(at(0.5))} / p90 ${fmt(at(0.9))} / p99 ${fmt(at(0.99))} / 最大 ${fmt(sorted.at(-1))} / 平均 ${fmt(total / draws)} ms；大对象 ${(largeTotal / draws).toFixed(1)} kB/次`,
  );
  if (round === rounds && slowest > 0)
    for (const { ms, query } of timed.sort((a, b) => b.ms - a.ms).slice(0, slowest))
      console.log(`${fmt(ms)} ms  ${JSON.stringify(query)}`);
  if (round === rounds)
    console.table(
      [...byClass]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, 20)
        .map(([name, c]) => ({
          类别: name,
          次数: c.n,
          '平均 ms': fmt(c.ms / c.n),
          '最大 ms': fmt(c.max),
          '占总时间 %': ((c.ms / total) * 100).toFixed(1),
          '大对象 kB/次': (c.largeKb / c.n).toFixed(0),
        })),
    );
}

// What a full collection costs with the catalog held (run with --expose-gc): the marking of
// the catalog's objects is what stalls a loaded server every few seconds.
const { lists, held } = catalog.lists.stats();
console.log(
  `列表：${lists} 个，${held} 项；键：节点 ${catalog.byPath.size}、节点×类型 ${catalog.byPathType.size}、字对 ${catalog.byPair.size}、字对×类型 ${catalog.byPairType.size}、网格 ${catalog.byCell.size}、网格×类型 ${catalog.byCellType.size}`,
);
if (globalThis.gc) {
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    globalThis.gc();
    const ms = performance.now() - start;
    const heapMb = v8.getHeapStatistics().used_heap_size / 2 ** 20;
    console.log(`完整回收：${ms.toFixed(0)} ms，堆 ${heapMb.toFixed(0)} MB`);
  }
}
