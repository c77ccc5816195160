import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import type { Executor } from '../../../db/client';
import { districts, missions } from '../../../db/schema/index';
import { createTestDeps } from '../../../../test/test-app';
import { inRolledBack } from '../../../../test/rolled-back';
import { findPortalPage } from '../portal.repository';
import { catalogPage, type CatalogQuery } from './catalog-page';
import { type CatalogRow, MissionCatalog } from './mission-catalog';
import { catalogRowColumns } from './catalog.repository';
import { clock } from '../../../kernel';

let deps: Deps;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ deps, close } = await createTestDeps());
});
afterAll(() => close());

const day = 86_400_000;
const now = clock.nowMs();
// Subjects from a few characters, so keywords match some and pairs repeat; mixed-case Latin,
// and İ and the Kelvin sign, whose lower case in PostgreSQL is an ASCII letter.
const alphabet = [
  '社',
  '区',
  '义',
  '诊',
  '敬',
  '老',
  '环',
  '保',
  'A',
  'a',
  'B',
  'k',
  'İ',
  'K',
  '1',
  '%',
];
const types = ['01', '02', '03', '04'];
const labelNames = ['净滩', '助老', '夜间'];

const missionArb = fc.record({
  subject: fc
    .array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 8 })
    .map((c) => c.join('')),
  type: fc.constantFrom(...types),
  status: fc.constantFrom('published', 'published', 'closed', 'draft', 'cancelled'),
  node: fc.nat(),
  startDays: fc.integer({ min: -60, max: 60 }),
  lengthDays: fc.integer({ min: 0, max: 20 }),
  publishedDays: fc.option(fc.integer({ min: -30, max: 0 }), { freq: 8 }),
  point: fc.option(
    fc.record({
      lat: fc.double({ min: 21, max: 24, noNaN: true }),
      lng: fc.double({ min: 112, max: 115, noNaN: true }),
    }),
    { freq: 4 },
  ),
  labels: fc.subarray(labelNames),
});

type Node = { id: number; path: string };

async function insertMissions(tx: Executor, nodes: Node[], count: number) {
  const drawn = fc.sample(missionArb, { numRuns: count, seed: 17 });
  const rows = drawn.map((m) => {
    const node = nodes[m.node % nodes.length]!;
    const start = new Date(now + m.startDays * day + 3_600_000);
    return {
      districtId: node.id,
      districtPath: node.path,
      subject: m.subject,
      missionType: m.type,
      address: '广州市天河区',
      recruitStart: new Date(start.getTime() - 10 * day),
      recruitEnd: start,
      serviceStart: start,
      serviceEnd: new Date(start.getTime() + m.lengthDays * day),
      contactName: '测试',
      contactPhone: '13800000000',
      status: m.status,
      // Whole seconds a few apart, and ties, as real publishing gives.
      publishedAt: m.publishedDays === null ? null : new Date(now + m.publishedDays * 3_600_000),
      latitude: m.point?.lat ?? null,
      longitude: m.point?.lng ?? null,
      labels: m.labels,
    };
  });
  for (let i = 0; i < rows.length; i += 100)
    await tx.insert(missions).values(rows.slice(i, i + 100));
}

/** A filter given about one time in four: together, they still leave most pages some rows. */
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });

function queryArb(nodes: Node[]) {
  return fc.record({
    pageIndex: fc.integer({ min: 1, max: 6 }),
    pageSize: fc.integer({ min: 1, max: 12 }),
    keyword: sometimes(
      fc.oneof(
        fc
          .array(fc.constantFrom(...alphabet, 'b', 'K', 'i'), { minLength: 1, maxLength: 3 })
          .map((c) => c.join('')),
        // Pairs many subjects hold, and the one every edit appends.
        fc.constantFrom('敬老', '社区', '义诊', 'ab', '老敬'),
      ),
    ),
    node: sometimes(fc.constantFrom(...nodes)),
    missionType: sometimes(fc.constantFrom(...types, '08')),
    status: sometimes(fc.constantFrom('published' as const, 'closed' as const, 'ended' as const)),
    sort: fc.constantFrom('newest' as const, 'start' as const, 'distance' as const),
    point: sometimes(
      fc.record({
        lat: fc.double({ min: 21, max: 24, noNaN: true }),
        lng: fc.double({ min: 112, max: 115, noNaN: true }),
      }),
    ),
    beginDays: sometimes(fc.integer({ min: -40, max: 40 })),
    endDays: sometimes(fc.integer({ min: -40, max: 40 })),
    labels: sometimes(fc.subarray(labelNames, { minLength: 1 })),
  });
}

type DrawnQuery = ReturnType<typeof queryArb> extends fc.Arbitrary<infer T> ? T : never;

function toQuery(d: DrawnQuery): CatalogQuery {
  const point = d.sort === 'distance' ? (d.point ?? { lat: 22.5, lng: 113.5 }) : d.point;
  return {
    pageIndex: d.pageIndex,
    pageSize: d.pageSize,
    sort: d.sort,
    keyword: d.keyword,
    districtPath: d.node?.path,
    missionType: d.missionType,
    status: d.status,
    labels: d.labels,
    lat: point?.lat,
    lng: point?.lng,
    beginDate: d.beginDays === undefined ? undefined : new Date(now + d.beginDays * day),
    endDate: d.endDays === undefined ? undefined : new Date(now + d.endDays * day),
  };
}

/** Forty nodes of the organisation tree, whose paths the missions and subtrees are drawn from. */
const someNodes = (tx: Executor): Promise<Node[]> =>
  tx.select({ id: districts.id, path: districts.path }).from(districts).limit(40);

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

async function listedRows(tx: Executor, ids?: number[]): Promise<CatalogRow[]> {
  return tx
    .select(catalogRowColumns)
    .from(missions)
    .where(ids ? inArray(missions.id, ids) : inArray(missions.status, ['published', 'closed']));
}

async function expectSameAsDatabase(
  tx: Executor,
  catalog: MissionCatalog,
  nodes: Node[],
  runs: number,
  { depth, queries = queryArb(nodes) }: { depth?: number; queries?: fc.Arbitrary<DrawnQuery> } = {},
) {
  let answered = 0;
  await fc.assert(
    fc.asyncProperty(
      queries,
      fc.constantFrom(0, 7, Infinity),
      // Candidates marked, not marked, or as the catalog judges.
      fc.constantFrom(true, false, undefined),
      // The k nearest by the list, by the rings (given up at once, midway or never), or judged.
      fc.constantFrom<['list' | 'rings' | undefined, number | undefined]>(
        ['list', undefined],
        ['rings', 0],
        ['rings', 40],
        ['rings', Infinity],
        [undefined, undefined],
      ),
      async (drawn, walkBudget, markCandidates, [nearestBy, ringBudget]) => {
        const q = toQuery(drawn);
        const fromCatalog = catalogPage(catalog, q, clock.nowMs(), {
          walkBudget,
          depth,
          markCandidates,
          nearestBy,
          ringBudget,
        });
        if (!fromCatalog) return; // a keyword left to the database
        const fromDb = await findPortalPage(
          tx,
          q as Parameters<typeof findPortalPage>[1],
          q.districtPath,
        );
        if (fromCatalog.ids.length > 0) answered++;
        expect(fromCatalog.total).toBe(depth ? Math.min(fromDb.total, depth + 1) : fromDb.total);
        expect(fromCatalog.ids).toEqual(fromDb.list.map((r) => r.id));
      },
    ),
    { numRuns: runs, seed: 42 },
  );
  // Most drawn filters match nothing; enough must match for the comparison to mean something.
  expect(answered).toBeGreaterThan(runs / 5);
}

/** A count that reaches its depth (3) leaves nearest first to the grid's walk outward. */
const firstPageNearest = (nodes: Node[]) =>
  queryArb(nodes).map((d) => ({
    ...d,
    pageIndex: 1,
    pageSize: Math.min(d.pageSize, 3),
    sort: 'distance' as const,
    keyword: undefined,
    labels: undefined,
  }));

describe('the catalog answers the public list as the database does', () => {
  it('for any filters, order and page, read whole or walked in order', async () => {
    await inRolledBack(deps.db, async (tx) => {
      const nodes = await someNodes(tx);
      await insertMissions(tx, nodes, 400);
      await tx.execute(sql`analyze missions`);
      const catalog = new MissionCatalog();
      catalog.loadAll(await listedRows(tx));
      await expectSameAsDatabase(tx, catalog, nodes, 200);
      // Numbered newest first, as the feed keeps it: a keyword's list is walked in order.
      expect(catalog.inNewestOrder().numberedNewestFirst).toBe(true);
      await expectSameAsDatabase(tx, catalog.inNewestOrder(), nodes, 200);
      await expectSameAsDatabase(tx, catalog, nodes, 100, {
        depth: 3,
        queries: firstPageNearest(nodes),
      });
      // The rings over the cells' maps, as when a stray point makes the grid's arrays too large.
      const mapped = new MissionCatalog({ maxGridEntries: 0 });
      mapped.loadAll(await listedRows(tx));
      expect(mapped.cellGrid()).toBeUndefined();
      expect(catalog.cellGrid()).toBeDefined();
      await expectSameAsDatabase(tx, mapped, nodes, 100, {
        depth: 3,
        queries: firstPageNearest(nodes),
      });
    });
  });

  it('after missions are added, edited, closed and withdrawn one by one', async () => {
    await inRolledBack(deps.db, async (tx) => {
      const nodes = await someNodes(tx);
      const before = await listedRows(tx);
      // One merges its order again after 16 changes; one keeps the order it was numbered in.
      const merging = new MissionCatalog({ freshLimit: 16 });
      merging.loadAll(before);
      const loaded = new MissionCatalog({ freshLimit: 10_000 });
      loaded.loadAll(before);
      const numbered = loaded.inNewestOrder();
      await insertMissions(tx, nodes, 200);
      const added = await tx
        .select({ id: missions.id })
        .from(missions)
        .where(sql`${missions.id} > (select max(id) - 200 from missions)`);
      const ids = [...before.slice(0, 120).map((r) => r.id), ...added.map((r) => r.id)];
      // Edits of what the list filters and orders by, as an organiser makes them.
      await tx.execute(sql`update missions set
          subject = subject || '敬老', published_at = now() - interval '1 hour' * (id % 7),
          service_start = service_start + interval '1 day' * (id % 5 - 2),
          latitude = case when id % 3 = 0 then null else latitude end,
          mission_type = '0' || (1 + id % 4)::text
        where id in (${idList(ids.filter((id) => id % 2 === 0))})`);
      await tx.execute(sql`update missions set status = case when id % 3 = 0 then 'cancelled'
          else 'closed' end where id in (${idList(ids.filter((id) => id % 5 === 0))})`);
      const changed = await listedRows(tx, ids);
      for (const catalog of [merging, numbered]) {
        // The grid's arrays already built, as a running instance has them before edits come.
        expect(catalog.cellGrid()).toBeDefined();
        for (const row of changed) catalog.apply(row);
        await expectSameAsDatabase(tx, catalog, nodes, 150);
        await expectSameAsDatabase(tx, catalog, nodes, 60, {
          depth: 3,
          queries: firstPageNearest(nodes),
        });
      }
      expect(numbered.numberedNewestFirst).toBe(true);
    });
  });
});
