import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { eq } from 'drizzle-orm';
import { missions } from '../../db/schema/index';
import { makeMission, signedInOrganiser } from '../../../test/factories';

let app: App;
let org: Awaited<ReturnType<typeof signedInOrganiser>>;
beforeAll(async () => {
  app = await createTestApp();
  // A node of its own, so the lists hold exactly the missions made here.
  org = await signedInOrganiser(app, '天河区阳光志愿服务队');
});
afterAll(() => app.close());

// Every filter of the live console present, the empty ones as "" (docs/wire-compat.md).
const liveQuery = (type: string) =>
  `type=${type}&selectedLabelIdList=&missionId=&subject=&contactName=&contactPhone=&missionType=` +
  `&serviceTimeType=&focusState=&districtId=&beginDateInput=&endDateInput=&districtIdTxt=` +
  `&pageIndex=1&pageSize=100`;
const list = (query: string) =>
  app
    .inject({
      method: 'GET',
      url: api(`/manage/pc/mission/findMissionList?${query}`),
      headers: org.headers,
    })
    .then((r) => r.json());

describe('findMissionList tab codes', () => {
  it('reads type=1 as every status and 2-5 as one status each, answering the code as `state`', async () => {
    const draft = (await makeMission(app, { districtId: org.districtId, status: 'draft' })).mission;
    const open = (await makeMission(app, { districtId: org.districtId })).mission;
    const all = await list(liveQuery('1'));
    expect(all.code).toBe('1');
    const ids = all.data.list.map((r: { missionId: string }) => r.missionId);
    expect(ids).toEqual(expect.arrayContaining([String(draft.id), String(open.id)]));
    const drafts = (await list(liveQuery('2'))).data.list;
    expect(
      drafts.every((r: { state: number; status: string }) => r.state === 2 && r.status === 'draft'),
    ).toBe(true);
    expect(drafts.map((r: { missionId: string }) => r.missionId)).toContain(String(draft.id));
    const published = (await list(liveQuery('3'))).data.list;
    expect(published.map((r: { missionId: string }) => r.missionId)).toContain(String(open.id));
    expect(published.map((r: { missionId: string }) => r.missionId)).not.toContain(
      String(draft.id),
    );
    // Our own console's names keep working.
    expect((await list('type=draft')).data.total).toBe(drafts.length);
  });

  it('treats empty strings as absent and filters by label names when given', async () => {
    expect((await list(liveQuery(''))).data.total).toBe((await list('')).data.total);
    const labelled = await list(
      liveQuery('1').replace(
        'selectedLabelIdList=',
        `selectedLabelIdList=${encodeURIComponent('关爱儿童,不存在')}`,
      ),
    );
    expect(labelled.data.list.map((r: { subject: string }) => r.subject)).toEqual([
      '天河区困难家庭儿童课业辅导',
    ]);
  });

  it('refuses an unknown tab code with a msg that lists the codes', async () => {
    for (const type of ['0', '6', 'open']) {
      expect(await list(liveQuery(type))).toMatchObject({
        code: '40000',
        msg: expect.stringContaining(
          '1（全部）、2（草稿）、3（已发布）、4（已结束招募）、5（已取消）',
        ),
      });
    }
  });

  it('answers each filter with the values of this request, also for filters asked before', async () => {
    const near = (await makeMission(app, { districtId: org.districtId, missionType: '05' }))
      .mission;
    const far = (
      await makeMission(app, { districtId: org.districtId, missionType: '06', startInHours: 960 })
    ).mission;
    await app.deps.db
      .update(missions)
      .set({ contactName: '林海', contactPhone: '13900139001' })
      .where(eq(missions.id, far.id));
    const ids = async (query: string, headers = org.headers) => {
      const body = await app
        .inject({ method: 'GET', url: api(`/manage/pc/mission/findMissionList?${query}`), headers })
        .then((r) => r.json());
      expect(body.code).toBe('1');
      return body.data.list.map((r: { missionId: string }) => Number(r.missionId));
    };
    const both = [near.id, far.id];
    const only = async (query: string, id: number, headers = org.headers) => {
      const found = await ids(query, headers);
      expect(found).toContain(id);
      expect(found).not.toContain(both.find((other) => other !== id));
    };
    await only('missionType=05', near.id);
    await only('missionType=06', far.id);
    await only(`missionId=${far.id}`, far.id);
    await only(`missionId=${near.id}`, near.id);
    await only(`contactName=${encodeURIComponent('林')}`, far.id);
    await only(`contactName=${encodeURIComponent('陈晓')}`, near.id);
    await only('contactPhone=139001', far.id);
    await only('contactPhone=136001', near.id);
    const chinaDay = (d: Date, days: number) =>
      new Date(d.getTime() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const around = (d: Date) => `beginDateInput=${chinaDay(d, -1)}&endDateInput=${chinaDay(d, 1)}`;
    await only(around(far.serviceStart), far.id);
    await only(around(near.serviceStart), near.id);
    await only(`missionType=06&${around(far.serviceStart)}`, far.id);
    await only(`missionType=05&${around(near.serviceStart)}`, near.id);
    // The province federation, whose scope is the whole tree, gets the same answers.
    const province = await signedInOrganiser(app, '广东省志愿者联合会');
    await only(`missionId=${far.id}`, far.id, province.headers);
    await only(`missionId=${near.id}`, near.id, province.headers);
    await only('contactPhone=139001', far.id, province.headers);
    await only(`missionType=06&${around(far.serviceStart)}`, far.id, province.headers);
    await only(`missionType=05&${around(near.serviceStart)}`, near.id, province.headers);
    // The same filters under another organisation's scope find none of this one's missions.
    const other = await signedInOrganiser(app, '越秀区志愿者联合会');
    for (const id of both) expect(await ids('missionType=05', other.headers)).not.toContain(id);
    expect(await ids(`missionId=${far.id}`, other.headers)).toEqual([]);
  });

  it('pages the whole tree alike at the pager’s sizes and at any other size', async () => {
    // The province's pages at the pager's sizes are statements of their own, planned once;
    // other sizes take the statement planned per call. Both must cut the same list.
    // Drafts: the console lists them, while the portal's lists and recommendations, which other
    // files read from the same database on PostgreSQL, do not.
    for (let i = 0; i < 30; i++)
      await makeMission(app, { districtId: org.districtId, status: 'draft' });
    const province = await signedInOrganiser(app, '广东省志愿者联合会');
    const page = async (pageIndex: number, pageSize: number, type = '') => {
      const body = await app
        .inject({
          method: 'GET',
          url: api(
            `/manage/pc/mission/findMissionList?pageIndex=${pageIndex}&pageSize=${pageSize}&missionType=${type}`,
          ),
          headers: province.headers,
        })
        .then((r) => r.json());
      expect(body.code).toBe('1');
      return body.data.list.map((r: { missionId: string }) => r.missionId);
    };
    const first = await page(1, 50);
    expect(first.length).toBe(50);
    expect(await page(2, 10)).toEqual(first.slice(10, 20));
    expect(await page(5, 10)).toEqual(first.slice(40, 50));
    expect(await page(2, 20)).toEqual(first.slice(20, 40));
    expect(await page(2, 15)).toEqual(first.slice(15, 30));
    expect(await page(3, 7)).toEqual(first.slice(14, 21));
    // The same page asked again after other pages, and of one type, still answers its own rows.
    expect(await page(2, 10)).toEqual(first.slice(10, 20));
    const ofType = await page(1, 50, '01');
    expect(await page(2, 10, '01')).toEqual(ofType.slice(10, 20));
  });
});
