import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { districts, missionApplications, siteMessages } from '../../db/schema/index';
import {
  bearer,
  districtIdByName,
  makeMission,
  makeOrgAccount,
  signedInOrganiser,
  signedInVolunteer,
  tokensFor,
} from '../../../test/factories';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  // The production lag: what an organiser saves here must still show on their next load.
  app = await createTestApp({ listLagMs: 60_000 });
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const post = (path: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json());
const get = (path: string, headers: Headers) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());

const day = 86_400_000;
const at = (days: number, hours = 0) =>
  new Date(clock.nowMs() + days * day + hours * 3_600_000).toISOString();
const draft = (over: object = {}) => ({
  subject: '天河公园垃圾分类宣传',
  missionType: '04',
  serviceTimeType: 1,
  labels: ['环保', '宣传'],
  address: '广州市天河区天河公园',
  latitude: 23.125,
  longitude: 113.37,
  recruitStart: at(-1),
  recruitEnd: at(5),
  serviceStart: at(6),
  serviceEnd: at(8),
  contactName: '陈晓燕',
  contactPhone: '020-87654321',
  hasWaitlist: true,
  times: [
    { startTime: at(6, 1), endTime: at(6, 4), quota: 10, creditMinutes: 180 },
    { startTime: at(7, 1), endTime: at(7, 4), quota: 5, creditMinutes: 180 },
  ],
  ...over,
});

describe('organiser mission calls', () => {
  it('shows a mission on the portal list right after it is published, and off it once cancelled', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const subject = `海珠湿地观鸟导赏${clock.nowMs()}`;
    const portal = async () =>
      (await get(`/home/mission/list?keyword=${encodeURIComponent(subject)}&sort=newest`, {})).data
        .list as Array<{ subject: string }>;
    // The portal keeps this page for a few seconds from here on.
    expect(await portal()).toEqual([]);
    const missionId = (
      await post('/manage/pc/mission/saveMission', org.headers, draft({ subject }))
    ).data.missionId;
    expect(await portal()).toEqual([]);
    expect((await post('/manage/pc/mission/publishMission', org.headers, { missionId })).code).toBe(
      '1',
    );
    expect((await portal()).map((m) => m.subject)).toEqual([subject]);
    expect((await post('/manage/pc/mission/cancelMission', org.headers, { missionId })).code).toBe(
      '1',
    );
    expect(await portal()).toEqual([]);
  });

  it('creates a draft, publishes it, lists, views and pages its shifts', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const saved = await post('/manage/pc/mission/saveMission', org.headers, draft());
    expect(saved.code).toBe('1');
    const missionId = saved.data.missionId;
    expect((await post('/manage/pc/mission/publishMission', org.headers, { missionId })).code).toBe(
      '1',
    );
    expect((await post('/manage/pc/mission/publishMission', org.headers, { missionId })).msg).toBe(
      '只有草稿状态的活动可以发布',
    );
    const list = await get(
      `/manage/pc/mission/findMissionList?type=published&subject=垃圾分类&missionId=&contactName=&pageIndex=1&pageSize=10`,
      org.headers,
    );
    expect(list.data.list.map((m: { missionId: string }) => m.missionId)).toContain(missionId);
    const view = await get(`/manage/pc/mission/viewMission?missionId=${missionId}`, org.headers);
    expect(view.data).toMatchObject({
      status: 'published',
      quotaTotal: 15,
      shiftCount: 2,
      labels: ['环保', '宣传'],
    });
    expect(view.data.times).toHaveLength(2);
    const times = await get(
      `/manage/pc/mission/findMissionTimesList?missionId=${missionId}&pageSize=1`,
      org.headers,
    );
    expect(times.data).toMatchObject({ total: 2 });
    expect(times.data.list[0]).toMatchObject({ quota: 10, placesLeft: 10 });
  });

  it('refuses invalid periods and shifts with messages naming the field', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const save = (over: object) => post('/manage/pc/mission/saveMission', org.headers, draft(over));
    expect((await save({ serviceEnd: at(5) })).msg).toBe('服务结束时间须晚于服务开始时间');
    expect((await save({ recruitEnd: at(9) })).msg).toBe('招募结束时间不能晚于服务结束时间');
    const outside = [{ startTime: at(9), endTime: at(9, 2), quota: 1, creditMinutes: 60 }];
    expect((await save({ times: outside })).msg).toBe('第1个时段须在服务时间范围内');
    const zero = [{ startTime: at(6, 1), endTime: at(6, 2), quota: 0, creditMinutes: 60 }];
    expect((await save({ times: zero })).msg).toBe('招募人数至少为1');
    expect((await save({ times: [] })).msg).toBe('至少设置一个活动时段');
    expect((await save({ subject: '' })).msg).toBe('活动名称不能为空');
  });

  it('keeps another organisation out with 40300, and lets the federation above in', async () => {
    const { mission } = await makeMission(app, {
      districtId: (await signedInOrganiser(app, '广州市青年志愿者协会')).districtId,
    });
    const outsider = await signedInOrganiser(app, '深圳市义工联合会');
    const missionId = mission.id;
    expect(
      (await get(`/manage/pc/mission/viewMission?missionId=${missionId}`, outsider.headers)).code,
    ).toBe('40300');
    expect(
      (await get(`/manage/pc/mission/personal/getMPList?missionId=${missionId}`, outsider.headers))
        .code,
    ).toBe('40300');
    expect(
      (await post('/manage/pc/mission/cancelMission', outsider.headers, { missionId })).code,
    ).toBe('40300');
    expect(
      (await post('/manage/pc/mission/saveMission', outsider.headers, draft({ missionId }))).code,
    ).toBe('40300');
    const gz = await signedInOrganiser(app, '广州市青年志愿者协会');
    const foreignList = await get(
      `/manage/pc/mission/findMissionList?districtId=${outsider.districtId}`,
      gz.headers,
    );
    expect(foreignList.code).toBe('40300');
    const federation = await signedInOrganiser(app, '广州市志愿者联合会');
    expect(
      (await get(`/manage/pc/mission/viewMission?missionId=${missionId}`, federation.headers)).code,
    ).toBe('1');
    const volunteer = await signedInVolunteer(app);
    expect(
      (await get(`/manage/pc/mission/viewMission?missionId=${missionId}`, volunteer.headers)).code,
    ).toBe('40300');
  });

  it('cancelling frees every place and tells each applicant', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const { mission, times } = await makeMission(app, { districtId: org.districtId, quotas: [3] });
    const v = await signedInVolunteer(app);
    await post('/volunteer/mission/accordApply', v.headers, {
      missionId: mission.id,
      timesInfoId: times[0]!.id,
    });
    expect(
      (await post('/manage/pc/mission/cancelMission', org.headers, { missionId: mission.id })).code,
    ).toBe('1');
    const view = await get(`/manage/pc/mission/viewMission?missionId=${mission.id}`, org.headers);
    expect(view.data).toMatchObject({ status: 'cancelled', appliedCount: 0 });
    expect(view.data.times[0]).toMatchObject({ heldCount: 0, placesLeft: 3 });
    const [msg] = await app.deps.db
      .select()
      .from(siteMessages)
      .where(eq(siteMessages.volunteerId, v.id));
    expect(msg).toMatchObject({ title: '活动取消通知' });
    const [row] = await app.deps.db
      .select()
      .from(missionApplications)
      .where(eq(missionApplications.volunteerId, v.id));
    expect(row!.state).toBe('cancelled');
  });

  it('refuses to drop a shift someone applied for, or to cut its quota below the places held', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const missionId = (await post('/manage/pc/mission/saveMission', org.headers, draft())).data
      .missionId;
    await post('/manage/pc/mission/publishMission', org.headers, { missionId });
    const view = (await get(`/manage/pc/mission/viewMission?missionId=${missionId}`, org.headers))
      .data;
    const [a, b] = [await signedInVolunteer(app), await signedInVolunteer(app)];
    for (const v of [a, b])
      await post('/volunteer/mission/accordApply', v.headers, {
        missionId,
        timesInfoId: view.times[0].timesInfoId,
      });
    const kept = (quota: number) => ({
      ...draft().times[0],
      timesInfoId: view.times[0].timesInfoId,
      quota,
    });
    const cut = await post(
      '/manage/pc/mission/saveMission',
      org.headers,
      draft({ missionId, times: [kept(1)] }),
    );
    expect(cut.msg).toBe('第1个时段已有2人报名，招募人数不能少于此数');
    const ok = await post(
      '/manage/pc/mission/saveMission',
      org.headers,
      draft({ missionId, times: [kept(2)] }),
    );
    expect(ok.code).toBe('1');
    const after = (await get(`/manage/pc/mission/viewMission?missionId=${missionId}`, org.headers))
      .data;
    expect(after.times).toHaveLength(1);
    expect(after).toMatchObject({ quotaTotal: 2, shiftCount: 1, appliedCount: 2 });
  });

  it("pages an organisation's own list with an exact total, and shows what it saves on the next page", async () => {
    // A node of its own under a city no other file lists, so that its total is this test's alone.
    const cityId = await districtIdByName(app, '韶关市志愿者联合会');
    const [city] = await app.deps.db.select().from(districts).where(eq(districts.id, cityId));
    const [row] = await app.deps.db
      .insert(districts)
      .values({ parentId: cityId, level: 3, name: `分页区志愿者联合会${clock.nowMs()}`, path: '' })
      .returning();
    const districtId = row!.id;
    await app.deps.db
      .update(districts)
      .set({ path: `${city!.path}${districtId}/` })
      .where(eq(districts.id, districtId));
    const account = await makeOrgAccount(app, { districtId });
    const headers = bearer(
      (await tokensFor(app, 'org', account.loginName, account.password)).access_token,
    );
    const made: string[] = [];
    for (let i = 0; i < 12; i++)
      made.unshift(
        (await makeMission(app, { districtId, subject: `分页活动${i}` })).mission.subject,
      );
    const page = async (pageIndex: number, extra = '') => {
      const res = await get(
        `/manage/pc/mission/findMissionList?pageIndex=${pageIndex}&pageSize=10${extra}`,
        headers,
      );
      expect(res.code).toBe('1');
      return {
        total: res.data.total as number,
        subjects: (res.data.list as Array<{ subject: string }>).map((m) => m.subject),
      };
    };

    // The first page asks the planner and counts; the pages after it read page and total at once.
    const first = await page(1);
    expect(first).toEqual({ total: 12, subjects: made.slice(0, 10) });
    expect(await page(1)).toEqual(first);
    expect(await page(2)).toEqual({ total: 12, subjects: made.slice(10) });
    expect(await page(3)).toEqual({ total: 12, subjects: [] });

    const saved = await post(
      '/manage/pc/mission/saveMission',
      headers,
      draft({ subject: '新存草稿' }),
    );
    expect(saved.code).toBe('1');
    expect(await page(1)).toEqual({ total: 13, subjects: ['新存草稿', ...made.slice(0, 9)] });
    expect(await page(2)).toEqual({ total: 13, subjects: made.slice(9) });
    // A tab (drafts) is a filter set of its own, counted as exactly.
    expect(await page(1, '&type=2')).toEqual({ total: 1, subjects: ['新存草稿'] });
    expect(await page(1, '&type=2')).toEqual({ total: 1, subjects: ['新存草稿'] });
  });
});
