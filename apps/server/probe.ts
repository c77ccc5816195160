import pg from 'pg';
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
global.gc?.();
const mem = process.memoryUsage();
console.log({ size: c.size, readMs: t1 - t0, sealMs: t2 - t1, heapMB: Math.round(mem.heapUsed / 1e6), rssMB: Math.round(mem.rss / 1e6), ext: Math.round(mem.arrayBuffers / 1e6), pairs: c.byPair.lists.size, paths: c.paths.values.length, cells: c.byCell.lists.size });

const N = c.size;
const bench = (name: string, fn: () => number) => { const t = process.hrtime.bigint(); const r = fn(); console.log(name, (Number(process.hrtime.bigint() - t) / 1e6).toFixed(1), 'ms', r); };
for (let rep = 0; rep < 2; rep++) {
bench('seq status', () => { let n = 0; for (let s = 0; s < N; s++) if (c.status[s] === 1) n++; return n; });
bench('seq status+type+end+start', () => { let n = 0; for (let s = 0; s < N; s++) if (c.status[s] === 1 && c.type[s] === 3 && c.end[s]! > 0 && c.start[s]! > 0) n++; return n; });
bench('walk newest status', () => { let n = 0; c.newest.walk((s) => { if (c.status[s] === 1) n++; return true; }); return n; });
bench('walk newest status+end+start+type', () => { let n = 0; c.newest.walk((s) => { if (c.status[s] === 1 && c.end[s]! > 0 && c.start[s]! > 0 && c.type[s] === 3) n++; return true; }); return n; });
bench('walk newest includes', () => { let n = 0; c.newest.walk((s) => { if (c.subject[s]!.includes('支教')) n++; return true; }); return n; });
bench('seq includes', () => { let n = 0; for (let s = 0; s < N; s++) if (c.subject[s]!.includes('支教')) n++; return n; });
}
process.exit(0);
