import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { makeMission, signedInVolunteer } from '../../../test/factories';
import { updateMission } from './mission.repository';
import { clock } from '../../kernel';

// The detail page keeps its static part in memory and the list answers from a short cache;
// these prove what a visitor sees stays exact where it must.

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: api(path), headers });
const detailOf = async (missionId: number) =>
  (await get(`/home/mission/info/missionDetails?missionId=${missionId}`)).json().data;

describe('mission detail served from a validated cache', () => {
  it('shows one place fewer on the request right after an application', async () => {
    const { mission, times } = await makeMission(app, { quotas: [3] });
    expect((await detailOf(mission.id)).times[0].placesLeft).toBe(3);
    const v = await signedInVolunteer(app);
    const applied = await app.inject({
      method: 'POST',
      url: api('/volunteer/mission/accordApply'),
      headers: v.headers,
      payload: { missionId: mission.id, timesInfoId: times[0]!.id },
    });
    expect(applied.json().code).toBe('1');
    const after = await detailOf(mission.id);
    expect(after.times[0]).toMatchObject({ heldCount: 1, placesLeft: 2 });
    expect(after.appliedCount).toBe(1);
  });

  it('shows an organiser change and a cancellation on the next request', async () => {
    const { mission } = await makeMission(app);
    expect((await detailOf(mission.id)).status).toBe('published');
    await updateMission(app.deps.db, mission.id, {
      subject: '改期后的社区义诊',
      status: 'cancelled',
    });
    expect(await detailOf(mission.id)).toMatchObject({
      subject: '改期后的社区义诊',
      status: 'cancelled',
      recruiting: false,
    });
  });

  it('stops showing a mission turned back into a draft', async () => {
    const { mission } = await makeMission(app);
    await detailOf(mission.id);
    await updateMission(app.deps.db, mission.id, { status: 'draft' });
    const res = (await get(`/home/mission/info/missionDetails?missionId=${mission.id}`)).json();
    expect(res).toEqual({ code: '40400', msg: '活动不存在或未发布', data: null });
  });
});

describe('public list from the short cache', () => {
  it('answers the same JSON envelope whatever the order or blanks of the query', async () => {
    const { mission } = await makeMission(app, { subject: `缓存核对${clock.nowMs()}` });
    const keyword = encodeURIComponent(mission.subject);
    const first = await get(`/home/mission/list?keyword=${keyword}&sort=newest&status=`);
    const second = await get(`/home/mission/list?districtId=&sort=newest&keyword=${keyword}`);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toMatchObject({ code: '1', msg: '操作成功', data: { total: 1 } });
    expect(second.body).toBe(first.body);
  });

  it('sends a browser the compressed form of the same answer, seen first or again', async () => {
    const { mission } = await makeMission(app, { subject: `压缩核对${clock.nowMs()}` });
    const path = `/home/mission/list?keyword=${encodeURIComponent(mission.subject)}`;
    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    }
    const gz = await get(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // Near me is not cached (the position makes every key new), but compressed all the same.
    const nearPath = `${path}&sort=distance&lat=23.13&lng=113.26`;
    const near = await get(nearPath, { 'accept-encoding': 'br' });
    expect(near.headers['content-encoding']).toBe('br');
    const nearPlain = await get(nearPath);
    expect(nearPlain.headers['content-encoding']).toBeUndefined();
    expect(zlib.brotliDecompressSync(near.rawPayload).toString()).toBe(nearPlain.body);
    expect(nearPlain.json().code).toBe('1');
  });

  it('refuses a bad filter with the field named, however often it is sent', async () => {
    for (let i = 0; i < 2; i++) {
      const res = (await get('/home/mission/list?sort=distance')).json();
      expect(res.code).toBe('40000');
      expect(res.msg).toContain('当前位置');
    }
  });

  it('counts the per-IP limit on the list requests that read, not on kept pages', async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 3 });
    try {
      const call = (query: string) =>
        limited.inject({ method: 'GET', url: api(`/home/mission/list?${query}`) });
      // Two reads (a page is kept from its second request), then the kept page: sending it
      // costs less than counting it.
      const same = [];
      for (let i = 0; i < 4; i++) same.push(await call('sort=newest'));
      expect(same.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      // The limit is spelled out only to the client it refuses.
      expect(same[0]!.headers['x-ratelimit-limit']).toBeUndefined();
      // Each new filter reads the database and counts, on the same counter as every other call.
      expect((await call('sort=start')).statusCode).toBe(200);
      const refused = await call('sort=newest&missionType=01');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().msg).toBe('请求过于频繁，请稍后再试');
      const other = await limited.inject({ method: 'GET', url: api('/home/index/districtDomain') });
      expect(other.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
