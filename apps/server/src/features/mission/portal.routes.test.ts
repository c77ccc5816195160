import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { seedDemo } from '../../db/seed/seed';
import { districtIdByName, makeMission, signedInVolunteer } from '../../../test/factories';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());

describe('portal mission calls', () => {
  it('lists published missions by keyword and district, never drafts', async () => {
    const districtId = await districtIdByName(app, '深圳市义工联合会');
    const tag = `海滩净滩${clock.nowMs()}`;
    const pub = await makeMission(app, { districtId, subject: `${tag}行动` });
    await makeMission(app, { districtId, subject: `${tag}草稿`, status: 'draft' });
    const body = await get(
      `/home/mission/list?keyword=${encodeURIComponent(tag)}&districtId=&status=&sort=newest`,
    );
    expect(body.data.total).toBe(1);
    expect(body.data.list[0]).toMatchObject({
      missionId: String(pub.mission.id),
      recruiting: true,
      distanceKm: null,
    });
    const shenzhen = await districtIdByName(app, '深圳市志愿者联合会');
    const inCity = await get(
      `/home/mission/list?keyword=${encodeURIComponent(tag)}&districtId=${shenzhen}`,
    );
    expect(inCity.data.total).toBe(1);
    const guangzhou = await districtIdByName(app, '广州市志愿者联合会');
    expect(
      (await get(`/home/mission/list?keyword=${encodeURIComponent(tag)}&districtId=${guangzhou}`))
        .data.total,
    ).toBe(0);
  });

  it('finds a keyword of any case and length together with a type and a subtree', async () => {
    const shenzhen = await districtIdByName(app, '深圳市义工联合会');
    const guangzhou = await districtIdByName(app, '广州市志愿者联合会');
    const tag = `护河${clock.nowMs()}`;
    const river = await makeMission(app, {
      districtId: shenzhen,
      subject: `${tag}Clean行动`,
      missionType: '03',
    });
    await makeMission(app, { districtId: shenzhen, subject: `${tag}Clean讲座`, missionType: '05' });
    await makeMission(app, {
      districtId: guangzhou,
      subject: `${tag}Clean行动`,
      missionType: '03',
    });
    const subjects = async (query: string) =>
      (await get(`/home/mission/list?${query}`)).data.list.map(
        (m: { missionId: string }) => m.missionId,
      );
    const shenzhenCity = await districtIdByName(app, '深圳市志愿者联合会');
    const keyword = encodeURIComponent(`${tag}clean行`);
    expect(await subjects(`keyword=${keyword}&missionType=03&districtId=${shenzhenCity}`)).toEqual([
      String(river.mission.id),
    ]);
    // A keyword without cased letters is looked for as written, beside letters of either case.
    const asWritten = await subjects(
      `keyword=${encodeURIComponent(tag)}&districtId=${shenzhenCity}`,
    );
    expect(asWritten).toHaveLength(2);
    expect(asWritten).toContain(String(river.mission.id));
    // A keyword in no mission of that type finds nothing, whatever its pieces match elsewhere.
    expect(await subjects(`keyword=${encodeURIComponent(`${tag}讲座`)}&missionType=03`)).toEqual(
      [],
    );
    // One character is matched too (it has no pairs to narrow by).
    expect(
      (await subjects(`keyword=${encodeURIComponent('讲')}&missionType=05&districtId=${shenzhen}`))
        .length,
    ).toBeGreaterThan(0);
  });

  it('sorts by distance from the given point', async () => {
    const tag = `距离测试${clock.nowMs()}`;
    await makeMission(app, { subject: `${tag}远`, latitude: 22.54, longitude: 114.05 });
    await makeMission(app, { subject: `${tag}近`, latitude: 23.13, longitude: 113.27 });
    const body = await get(
      `/home/mission/list?keyword=${encodeURIComponent(tag)}&sort=distance&lat=23.12&lng=113.28`,
    );
    expect(body.data.list.map((m: { subject: string }) => m.subject)).toEqual([
      `${tag}近`,
      `${tag}远`,
    ]);
    // As PostgreSQL's formula gives them (portal.repository.ts), rounded to ten metres.
    expect(body.data.list.map((m: { distanceKm: number }) => m.distanceKm)).toEqual([1.51, 101.91]);
    expect((await get('/home/mission/list?sort=distance')).msg).toBe('按距离排序须提供当前位置');
  });

  it('shows exact places left, and the caller favourite and states when signed in', async () => {
    const { mission, times } = await makeMission(app, { quotas: [2, 3] });
    const v = await signedInVolunteer(app);
    const applied = await app.inject({
      method: 'POST',
      url: api('/volunteer/mission/accordApply'),
      headers: v.headers,
      payload: { missionId: mission.id, timesInfoId: times[0]!.id },
    });
    const fav = await app.inject({
      method: 'POST',
      url: api('/volunteer/enshrine/updateEnshrine'),
      headers: { ...v.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `missionId=${mission.id}`,
    });
    expect(fav.json().data).toEqual({ enshrined: true });
    const anonymous = await get(`/home/mission/info/missionDetails?missionId=${mission.id}`);
    expect(anonymous.data.times.map((t: { placesLeft: number }) => t.placesLeft)).toEqual([1, 3]);
    expect(anonymous.data).toMatchObject({ isEnshrined: false, myStates: {} });
    const mine = await get(`/home/mission/info/missionDetails?missionId=${mission.id}`, v.headers);
    expect(mine.data).toMatchObject({
      isEnshrined: true,
      myStates: { [String(times[0]!.id)]: 'pending' },
    });
    expect(
      (await get('/volunteer/enshrine/MissionEnshrineList?pageIndex=1&pageSize=10', v.headers)).data
        .total,
    ).toBe(1);
    await app.inject({
      method: 'POST',
      url: api('/volunteer/enshrine/updateEnshrine'),
      headers: v.headers,
      payload: { missionId: mission.id },
    });
    expect((await get('/volunteer/enshrine/MissionEnshrineList', v.headers)).data.total).toBe(0);
    const cancelled = await get(
      `/volunteer/mission/cancelApplyMission?missionPersonlId=${applied.json().data.missionPersonlId}`,
      v.headers,
    );
    expect(cancelled.code).toBe('1');
    const after = await get(`/home/mission/info/missionDetails?missionId=${mission.id}`, v.headers);
    expect(after.data).toMatchObject({ isEnshrined: false, myStates: {} });
    expect(after.data.times.map((t: { placesLeft: number }) => t.placesLeft)).toEqual([2, 3]);
    const draft = await makeMission(app, { status: 'draft' });
    expect(
      (await get(`/home/mission/info/missionDetails?missionId=${draft.mission.id}`)).code,
    ).toBe('40400');
  });

  it('shows the demo seed: a full shift with one volunteer waiting', async () => {
    const list = await get(`/home/mission/list?keyword=${encodeURIComponent('广州塔')}&sort=start`);
    expect(list.data.total).toBe(1);
    const detail = await get(
      `/home/mission/info/missionDetails?missionId=${list.data.list[0].missionId}`,
    );
    expect(detail.data.times[0]).toMatchObject({ quota: 1, placesLeft: 0, waitlistCount: 1 });
    expect(detail.data).toMatchObject({ recruiting: true, hasWaitlist: true, appliedCount: 1 });
    // A restart seeds again and must add nothing.
    await seedDemo(app.deps.db, app.deps.cipher, app.deps.config.uploadDir);
    expect(
      (await get(`/home/mission/list?keyword=${encodeURIComponent('广州塔')}`)).data.total,
    ).toBe(1);
  });
});
