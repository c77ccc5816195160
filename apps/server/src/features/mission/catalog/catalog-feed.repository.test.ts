import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { districts, missions } from '../../../db/schema/index';
import { createTestDeps } from '../../../../test/test-app';
import { CatalogFeed } from './catalog-feed';
import { catalogPage } from './catalog-page';

let deps: Deps;
let close: () => Promise<void>;
const made: number[] = [];
beforeAll(async () => {
  ({ deps, close } = await createTestDeps());
});
afterAll(async () => {
  if (made.length) await deps.db.delete(missions).where(inArray(missions.id, made));
  await close();
});

const day = 86_400_000;

async function missionValues(subject: string) {
  const [node] = await deps.db.select().from(districts).limit(1);
  const start = new Date(Date.now() + 7 * day);
  return {
    districtId: node!.id,
    districtPath: node!.path,
    subject,
    missionType: '01',
    address: '广州市天河区',
    recruitStart: new Date(Date.now() - day),
    recruitEnd: start,
    serviceStart: start,
    serviceEnd: new Date(start.getTime() + day),
    contactName: '测试',
    contactPhone: '13800000000',
    status: 'published',
    publishedAt: new Date(),
  };
}

async function insert(db: Pick<Deps['db'], 'insert'>, subject: string) {
  const [row] = await db
    .insert(missions)
    .values(await missionValues(subject))
    .returning({ id: missions.id });
  made.push(row!.id);
  return row!.id;
}

async function idsFor(feed: CatalogFeed, keyword: string) {
  const catalog = await feed.current();
  return catalogPage(catalog!, { pageIndex: 1, pageSize: 10, sort: 'newest', keyword }, Date.now())!
    .ids;
}

describe('the catalog feed', () => {
  it('shows a mission saved, edited and withdrawn, on the next request', async () => {
    const feed = new CatalogFeed(deps.db);
    const tag = `目录跟进${Date.now()}`;
    expect(await idsFor(feed, tag)).toEqual([]);
    const id = await insert(deps.db, `${tag}社区义诊`);
    expect(await idsFor(feed, tag)).toEqual([id]);
    await deps.db
      .update(missions)
      .set({ subject: `${tag}改为敬老` })
      .where(eq(missions.id, id));
    expect(await idsFor(feed, `${tag}改为`)).toEqual([id]);
    expect(await idsFor(feed, '社区义诊' + tag)).toEqual([]);
    await deps.db.update(missions).set({ status: 'draft' }).where(eq(missions.id, id));
    expect(await idsFor(feed, tag)).toEqual([]);
    await deps.db.update(missions).set({ status: 'closed' }).where(eq(missions.id, id));
    expect(await idsFor(feed, tag)).toEqual([id]);
  });

  it('within its lag, reads the log again only after a save here or once the lag has passed', async () => {
    let clock = Date.now();
    const feed = new CatalogFeed(deps.db, { lagMs: 250, now: () => clock });
    const tag = `目录延迟${Date.now()}`;
    expect(await idsFor(feed, tag)).toEqual([]);
    // Saved on another instance: not read before the lag has passed.
    const elsewhere = await insert(deps.db, `${tag}他处保存`);
    clock += 200;
    expect(await idsFor(feed, tag)).toEqual([]);
    clock += 50;
    expect(await idsFor(feed, tag)).toEqual([elsewhere]);
    // Saved on this instance: read on the next request, however soon.
    const here = await insert(deps.db, `${tag}本机保存`);
    feed.changedHere();
    expect(await idsFor(feed, tag)).toEqual([here, elsewhere]);
  });

  // Two connections: only PostgreSQL can hold one transaction open while another commits.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'finds a change whose transaction committed after a later one was read',
    async () => {
      const feed = new CatalogFeed(deps.db);
      const tag = `目录缺号${Date.now()}`;
      await feed.current();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let slowId = 0;
      let inserted!: () => void;
      const slowInserted = new Promise<void>((resolve) => (inserted = resolve));
      // The slow transaction takes the lower sequence number and commits last.
      const slow = deps.db.transaction(async (tx) => {
        slowId = await insert(tx, `${tag}先开始`);
        inserted();
        await held;
      });
      await slowInserted;
      const fastId = await insert(deps.db, `${tag}后提交`);
      expect(await idsFor(feed, tag)).toEqual([fastId]);
      release();
      await slow;
      expect((await idsFor(feed, tag)).sort((a, b) => a - b)).toEqual(
        [slowId, fastId].sort((a, b) => a - b),
      );
    },
  );
});
