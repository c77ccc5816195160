import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screeningPageSchema } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import { makeMission } from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const screening = (query: string) =>
  app.inject({ method: 'GET', url: api(`/home/mission/screening?${query}`) });

describe('public screening', () => {
  it('answers without a token in the live shape, with China-time dates and the detail path', async () => {
    const res = await screening('pageIndex=&pageSize=&selectedLabelIdList=');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe('1');
    expect(screeningPageSchema.safeParse(body.data).success).toBe(true);
    expect(body.data).toMatchObject({ pageIndex: 1, pageSize: 10 });
    // On a shared PostgreSQL other files' newer missions come first: look through every page.
    type Row = { subject: string; missionId: string; startDate: string };
    let tower: Row | undefined;
    for (let page = 1; !tower; page += 1) {
      const data = (await screening(`pageIndex=${page}&pageSize=100`)).json().data;
      if (data.records.length === 0) break;
      tower = data.records.find((r: Row) => r.subject === '广州塔周边文明引导志愿服务');
    }
    if (!tower) throw new Error('the demo mission is not listed');
    expect(tower).toMatchObject({
      districtName: '广州市青年志愿者协会',
      missionTypeName: '文明实践',
      missionRegionName: '广州市海珠区',
      detailUrl: `/mission/detail-${tower.missionId}`,
    });
    // Demo shifts start at 09:00 China time.
    expect(tower.startDate).toMatch(/^\d{4}-\d{2}-\d{2} 09:00:00$/);
  });

  it('pages until totalRecord, lists no drafts, and filters by label', async () => {
    const draft = await makeMission(app, { status: 'draft', subject: '草稿不公开活动' });
    const first = (await screening('pageIndex=1&pageSize=3')).json().data;
    expect(first.totalPage).toBe(Math.ceil(first.totalRecord / 3));
    const seen: string[] = [];
    for (let page = 1; page <= first.totalPage; page += 1) {
      const data = (await screening(`pageIndex=${page}&pageSize=3`)).json().data;
      seen.push(...data.records.map((r: { missionId: string }) => r.missionId));
    }
    expect(new Set(seen).size).toBe(first.totalRecord);
    expect(seen).not.toContain(String(draft.mission.id));

    const beach = (await screening(`selectedLabelIdList=${encodeURIComponent('净滩')}`)).json()
      .data;
    expect(beach.records.map((r: { subject: string }) => r.subject)).toEqual([
      '大梅沙海滩净滩行动',
    ]);
  });

  it('answers a clear 40000 for a page size past the limit', async () => {
    expect((await screening('pageSize=500')).json()).toMatchObject({
      code: '40000',
      msg: expect.stringContaining('每页条数最多为100'),
    });
  });
});
