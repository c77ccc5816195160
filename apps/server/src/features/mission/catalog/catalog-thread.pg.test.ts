import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../../test/test-app';
import { makeMission, signedInOrganiser } from '../../../../test/factories';
import { fromPgUrl } from '../../../db/client';
import type { CatalogQuery } from './catalog-page';
import { inProcessCatalog } from './catalog-source';
import { catalogThread } from './catalog-thread';
import { closedPort } from '../../../../test/closed-port';
import { clock } from '../../../kernel';
import { workerDatabaseUrl } from '../../../../test/test-env';

// With a PostgreSQL URL the server keeps the public list's catalog on a thread of its own
// (catalog-thread.ts). These prove that thread answers what the catalog in the request thread
// answers, that a save on this instance is listed at once through it, and that a thread
// without a database leaves the list to the database instead of hanging it.

const url = workerDatabaseUrl();
const quietLog = { error: () => {}, warn: () => {}, info: () => {} };

describe.runIf(url)('the public list catalog on its own thread', () => {
  let app: App;
  beforeAll(async () => {
    // The production lag: only a save on this instance makes the thread read the log at once.
    app = await createTestApp({ databaseUrl: url!, listLagMs: 60_000 });
  });
  afterAll(() => app.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());
  const post = (path: string, headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json());

  it('pages exactly as the catalog kept in the request thread does', async () => {
    const point = { latitude: 23.13, longitude: 113.32 };
    for (let i = 0; i < 3; i++)
      await makeMission(app, { subject: `线程目录核对活动${i}`, ...point });
    const thread = catalogThread({ databaseUrl: url!, databaseReadUrl: null, lagMs: 0 }, quietLog);
    const database = fromPgUrl(url!, 2);
    const here = inProcessCatalog(database.db, { lagMs: 0 });
    try {
      const listed = await thread.start();
      expect(listed).toBe(await here.start());
      expect(listed).toBeGreaterThanOrEqual(3);
      const queries: CatalogQuery[] = [
        { pageIndex: 1, pageSize: 10, sort: 'newest' },
        { pageIndex: 1, pageSize: 5, sort: 'start', status: 'published' },
        { pageIndex: 1, pageSize: 10, sort: 'newest', keyword: '线程目录核对' },
        { pageIndex: 1, pageSize: 10, sort: 'distance', lat: 23.1, lng: 113.3 },
        { pageIndex: 2, pageSize: 2, sort: 'newest', missionType: '01', beginDate: new Date(0) },
      ];
      const now = clock.nowMs();
      for (const q of queries) {
        const fromThread = await thread.page(q, now);
        expect(fromThread).toBeDefined();
        expect(fromThread).toEqual(await here.page(q, now));
      }
      expect((await thread.page(queries[2]!, now))!.total).toBe(3);
    } finally {
      await thread.close();
      await here.close();
      await database.close();
    }
  });

  it('lists a mission right after the organiser publishes it, and not after cancelling', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const subject = `独立线程目录观鸟导赏${clock.nowMs()}`;
    const listed = async () =>
      (
        (await get(`/home/mission/list?keyword=${encodeURIComponent(subject)}&sort=newest`)).data
          .list as Array<{ subject: string }>
      ).map((m) => m.subject);
    expect(await listed()).toEqual([]);
    const day = 86_400_000;
    const at = (days: number) => new Date(clock.nowMs() + days * day).toISOString();
    const saved = await post('/manage/pc/mission/saveMission', org.headers, {
      subject,
      missionType: '04',
      serviceTimeType: 1,
      labels: ['环保'],
      address: '广州市海珠区海珠湿地',
      latitude: 23.07,
      longitude: 113.33,
      recruitStart: at(-1),
      recruitEnd: at(5),
      serviceStart: at(6),
      serviceEnd: at(7),
      contactName: '陈晓燕',
      contactPhone: '020-87654321',
      hasWaitlist: false,
      times: [{ startTime: at(6), endTime: at(6.1), quota: 10, creditMinutes: 120 }],
    });
    expect(saved.code).toBe('1');
    const missionId = saved.data.missionId;
    expect((await post('/manage/pc/mission/publishMission', org.headers, { missionId })).code).toBe(
      '1',
    );
    expect(await listed()).toEqual([subject]);
    expect((await post('/manage/pc/mission/cancelMission', org.headers, { missionId })).code).toBe(
      '1',
    );
    expect(await listed()).toEqual([]);
  });

  it('leaves the list to the database when its thread cannot reach one', async () => {
    const port = await closedPort();
    const errors: string[] = [];
    const thread = catalogThread(
      {
        databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`,
        databaseReadUrl: null,
        lagMs: 0,
      },
      { ...quietLog, error: (_obj, msg) => errors.push(msg) },
    );
    try {
      await expect(thread.start()).rejects.toThrow();
      // Undefined: the caller asks the database (listed-page.ts), as while a catalog loads.
      expect(await thread.page({ pageIndex: 1, pageSize: 10, sort: 'newest' }, clock.nowMs())).toBe(
        undefined,
      );
    } finally {
      await thread.close();
    }
    expect(errors.length).toBeGreaterThan(0);
  });
});
