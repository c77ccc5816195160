import pg from 'pg';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '/work/main/apps/server/src/db/schema/index';
import { MissionCatalog } from '/work/main/apps/server/src/features/mission/catalog/mission-catalog';
import { listedAfter } from '/work/main/apps/server/src/features/mission/catalog/catalog.repository';
import { catalogPage } from '/work/main/apps/server/src/features/mission/catalog/catalog-page';

const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/zyz_province' });
const db = drizzle(pool, { schema });
const t0 = Date.now();
const c = new MissionCatalog();
let after = 0;
for (;;) {
  const batch = await listedAfter(db as never, after, 20000);
  for (const r of batch) c.add(r);
  if (batch.length < 20000) break;
  after = batch[batch.length - 1]!.id;
}
const t1 = Date.now();
c.seal();
const t2 = Date.now();
const c2 = c.inNewestOrder();
const t3 = Date.now();
console.log({ renumberMs: t3 - t2 });
global.gc?.();
const mem = process.memoryUsage();
console.log({ size: c.size, readMs: t1 - t0, sealMs: t2 - t1, heapMB: Math.round(mem.heapUsed / 1e6), rssMB: Math.round(mem.rss / 1e6), ext: Math.round(mem.arrayBuffers / 1e6), pairs: c.byPair.lists.size, paths: c.paths.values.length, cells: c.byCell.lists.size });
const nodes = (await pool.query(`select id, path from districts where level in (2, 3) or (level = 4 and id % 50 = 0)`)).rows;
const keywords = ['敬老','海滩清洁','社区','急救知识','马拉松','支教','义诊','天河','博物馆讲解'];
const one = <T,>(a: T[]) => a[Math.floor(Math.random() * a.length)]!;
const session = new Session(); session.connect(); await session.post('Profiler.enable'); await session.post('Profiler.start');
const times: number[] = [];
const slow: any[] = [];
for (let i = 0; i < 2000; i++) {
  const sort = one(['newest', 'newest', 'start', 'distance'] as const);
  const q: any = { pageIndex: i % 2 ? 50 : 1, pageSize: 10, sort };
  if (Math.random() < 0.5) q.districtPath = one(nodes).path;
  if (Math.random() < 0.4) q.missionType = one(['01','02','03','04','05','06','07','08']);
  if (Math.random() < 0.3) q.keyword = one(keywords);
  if (sort === 'start') q.status = 'published';
  if (sort === 'distance') { q.lat = 21.6 + Math.random() * 3.4; q.lng = 110.2 + Math.random() * 6.4; }
  q.beginDate = new Date(`2024-0${1 + Math.floor(Math.random() * 9)}-15`);
  const s = process.hrtime.bigint();
  const page = catalogPage(c2, q, Date.now());
  const ms = Number(process.hrtime.bigint() - s) / 1e6;
  times.push(ms);
  if (ms > 5) slow.push({ ms: ms.toFixed(1), q: { ...q, beginDate: undefined }, total: page?.total });
}
const { profile } = await session.post('Profiler.stop'); writeFileSync('/tmp/q.cpuprofile', JSON.stringify(profile));
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.floor(times.length * p)]!.toFixed(2);
console.log({ p50: pct(0.5), p90: pct(0.9), p99: pct(0.99), max: times.at(-1)!.toFixed(1), mean: (times.reduce((a, b) => a + b) / times.length).toFixed(2) });
console.log(slow.slice(0, 25));
await pool.end();
