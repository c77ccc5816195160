import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { auditLog, siteMessages } from '../../db/schema/index';
import { makeMission, signedInOrganiser, signedInVolunteer } from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const post = (path: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json());
const get = (path: string, headers: Headers) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());
const titlesOf = async (volunteerId: number) =>
  (
    await app.deps.db.select().from(siteMessages).where(eq(siteMessages.volunteerId, volunteerId))
  ).map((m) => m.title);

async function setUp(quota: number, applicants: number) {
  const org = await signedInOrganiser(app, '广州市青年志愿者协会');
  const { mission, times } = await makeMission(app, {
    districtId: org.districtId,
    quotas: [quota],
    hasWaitlist: true,
  });
  const volunteers = [];
  for (let i = 0; i < applicants; i++) {
    const v = await signedInVolunteer(app);
    const r = await post('/volunteer/mission/accordApply', v.headers, {
      missionId: mission.id,
      timesInfoId: times[0]!.id,
    });
    volunteers.push({ ...v, applicationId: r.data.missionPersonlId as string });
  }
  return { org, mission, volunteers };
}

describe('applicants', () => {
  it('lists applicants with their full name and a masked mobile', async () => {
    const { org, mission, volunteers } = await setUp(2, 1);
    const body = await get(
      `/manage/pc/mission/personal/getMPList?missionId=${mission.id}&state=`,
      org.headers,
    );
    expect(body.data.total).toBe(1);
    expect(body.data.list[0]).toMatchObject({
      missionPersonlId: volunteers[0]!.applicationId,
      userid: String(volunteers[0]!.id),
      name: '测试志愿者',
      mobile: `${volunteers[0]!.mobile.slice(0, 3)}****${volunteers[0]!.mobile.slice(-4)}`,
      state: 'pending',
    });
  });

  it('pages applicants in the order they applied, by state, with the total past the last page', async () => {
    const { org, mission, volunteers } = await setUp(2, 3);
    const list = (q: string) =>
      get(`/manage/pc/mission/personal/getMPList?missionId=${mission.id}&${q}`, org.headers);
    const second = await list('pageIndex=2&pageSize=2');
    expect(second.data.total).toBe(3);
    expect(second.data.list.map((r: { missionPersonlId: string }) => r.missionPersonlId)).toEqual([
      volunteers[2]!.applicationId,
    ]);
    expect(second.data.list[0].state).toBe('waitlisted');
    const pending = await list('state=pending&pageIndex=1&pageSize=10');
    expect(pending.data.total).toBe(2);
    expect(pending.data.list).toHaveLength(2);
    expect((await list('pageIndex=9&pageSize=2')).data).toEqual({ list: [], total: 3 });
    // The page that ends on the last applicant, and the one just after it.
    const last = await list('pageIndex=3&pageSize=1');
    expect(last.data.list.map((r: { missionPersonlId: string }) => r.missionPersonlId)).toEqual([
      volunteers[2]!.applicationId,
    ]);
    expect((await list('pageIndex=2&pageSize=3')).data).toEqual({ list: [], total: 3 });
    expect((await list('state=waitlisted&pageIndex=9&pageSize=2')).data).toEqual({
      list: [],
      total: 1,
    });
  });

  it("reveals one applicant's mobile to the mission's organiser and the federation above, audited", async () => {
    const { org, volunteers } = await setUp(2, 1);
    const applicant = volunteers[0]!;
    const revealed = await post('/manage/pc/mission/personal/revealMobile', org.headers, {
      missionPersonlId: applicant.applicationId,
    });
    expect(revealed).toMatchObject({ code: '1', data: { mobile: applicant.mobile } });
    const city = await signedInOrganiser(app, '广州市志愿者联合会');
    const fromAbove = await post('/manage/pc/mission/personal/revealMobile', city.headers, {
      missionPersonlId: applicant.applicationId,
    });
    expect(fromAbove.data).toEqual({ mobile: applicant.mobile });
    const entries = await app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'org.applicant.mobile'));
    const mine = entries.filter(
      (e) =>
        (e.detail as { applicationId?: number }).applicationId === Number(applicant.applicationId),
    );
    expect(mine.map((e) => e.actorId).sort()).toEqual([org.id, city.id].sort());
    // Anyone outside the mission's branch sees neither the number nor the list.
    const other = await signedInOrganiser(app, '深圳市义工联合会');
    expect(
      await post('/manage/pc/mission/personal/revealMobile', other.headers, {
        missionPersonlId: applicant.applicationId,
      }),
    ).toMatchObject({ code: '40300' });
    expect(
      await post('/manage/pc/mission/personal/revealMobile', org.headers, {
        missionPersonlId: 'x',
      }),
    ).toMatchObject({ code: '40000' });
    expect(
      await post('/manage/pc/mission/personal/revealMobile', org.headers, {
        missionPersonlId: '999999999',
      }),
    ).toMatchObject({ code: '40400', msg: '报名记录不存在' });
  });

  it('accepts a batch in one go and tells each volunteer', async () => {
    const { org, volunteers } = await setUp(3, 2);
    const ids = volunteers.map((v) => v.applicationId).join(',');
    const body = await post('/manage/pc/mission/personal/auditMP', org.headers, {
      missionPersonlIds: ids,
      action: 'accept',
    });
    expect(body).toMatchObject({ code: '1', data: { updated: 2 } });
    for (const v of volunteers) {
      expect(await titlesOf(v.id)).toEqual(['报名已录用']);
      expect(
        (await get('/volunteer/mission/getUserMissionList', v.headers)).data.list[0].state,
      ).toBe('accepted');
    }
  });

  it('rejecting requires a reason, frees the place and promotes the first waitlisted', async () => {
    const { org, volunteers } = await setUp(1, 3);
    const [holder, first, second] = volunteers;
    const noReason = await post('/manage/pc/mission/personal/auditMP', org.headers, {
      missionPersonlIds: holder!.applicationId,
      action: 'reject',
    });
    expect(noReason).toMatchObject({ code: '40000', msg: '不录用时须填写原因' });
    const rejected = await post('/manage/pc/mission/personal/auditMP', org.headers, {
      missionPersonlIds: holder!.applicationId,
      action: 'reject',
      reason: '年龄不符合要求',
    });
    expect(rejected.code).toBe('1');
    const holderRow = (await get('/volunteer/mission/getUserMissionList', holder!.headers)).data
      .list[0];
    expect(holderRow).toMatchObject({
      state: 'rejected',
      reason: '年龄不符合要求',
      canDelete: true,
    });
    expect(
      (await get('/volunteer/mission/getUserMissionList', first!.headers)).data.list[0].state,
    ).toBe('pending');
    expect(
      (await get('/volunteer/mission/getUserMissionList', second!.headers)).data.list[0].state,
    ).toBe('waitlisted');
    expect(await titlesOf(holder!.id)).toEqual(['报名未录用']);
    expect(await titlesOf(first!.id)).toEqual(['候补成功']);
  });

  it('refuses the whole batch when one row cannot be decided, or belongs elsewhere', async () => {
    const { org, volunteers } = await setUp(1, 2);
    const ids = volunteers.map((v) => v.applicationId).join(',');
    const body = await post('/manage/pc/mission/personal/auditMP', org.headers, {
      missionPersonlIds: ids,
      action: 'accept',
    });
    expect(body).toMatchObject({ code: '40900', msg: '候补中的报名须等待递补后才能录用' });
    expect(
      (await get('/volunteer/mission/getUserMissionList', volunteers[0]!.headers)).data.list[0]
        .state,
    ).toBe('pending');
    const outsider = await signedInOrganiser(app, '深圳市义工联合会');
    const foreign = await post('/manage/pc/mission/personal/auditMP', outsider.headers, {
      missionPersonlIds: volunteers[0]!.applicationId,
      action: 'accept',
    });
    expect(foreign.code).toBe('40300');
    const missing = await post('/manage/pc/mission/personal/auditMP', org.headers, {
      missionPersonlIds: '999999999',
      action: 'accept',
    });
    expect(missing.code).toBe('40400');
  });
});
