import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chinaDateString } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import { missionApplications, missions, volunteers } from '../../db/schema/index';
import { districtIdByName, signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const post = (path: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json());
const get = (path: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());

const dayMs = 86_400_000;
const at = (days: number, hours = 0) =>
  new Date(clock.nowMs() + days * dayMs + hours * 3_600_000).toISOString();
const mission = (conditions: object | undefined, over: object = {}) => ({
  subject: '马拉松急救点志愿服务',
  missionType: '09',
  serviceTimeType: 1,
  address: '广州市天河区体育中心',
  recruitStart: at(-1),
  recruitEnd: at(5),
  serviceStart: at(6),
  serviceEnd: at(8),
  contactName: '陈晓燕',
  contactPhone: '020-87654321',
  ...(conditions ? { conditions } : {}),
  times: [{ startTime: at(6, 1), endTime: at(6, 4), quota: 10, creditMinutes: 180 }],
  ...over,
});

async function published(headers: Headers, conditions?: object) {
  const saved = await post('/manage/pc/mission/saveMission', headers, mission(conditions));
  expect(saved.code).toBe('1');
  const missionId = saved.data.missionId as string;
  await post('/manage/pc/mission/publishMission', headers, { missionId });
  const view = await get(`/manage/pc/mission/viewMission?missionId=${missionId}`, headers);
  return { missionId, timesInfoId: view.data.times[0].timesInfoId as string };
}

/** A birthday that makes the volunteer `years` old today, China's day. */
const bornYearsAgo = (years: number) => {
  const today = chinaDateString(clock.now());
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace('-02-29', '-02-28');
};

describe('报名条件 (requirements to apply)', () => {
  it('reads the federation vocabulary of skills and certificates', async () => {
    const list = await get('/home/qualification/list');
    expect(list.code).toBe('1');
    expect(list.data.length).toBeGreaterThanOrEqual(10);
    expect(list.data[0]).toEqual({ code: 'firstAidCert', name: '急救证' });
    expect(list.data.map((q: { name: string }) => q.name)).toContain('教师资格证');
  });

  it('refuses a volunteer without 急救证 with that reason, and takes them once they add it', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const { missionId, timesInfoId } = await published(org.headers, {
      qualifications: ['firstAidCert'],
    });
    const v = await signedInVolunteer(app);

    const detail = await get(`/home/mission/info/missionDetails?missionId=${missionId}`, v.headers);
    expect(detail.data.conditions.qualifications).toEqual([
      { code: 'firstAidCert', name: '急救证' },
    ]);
    expect(detail.data.unmetConditions).toEqual(['须持有急救证']);
    // A visitor sees the conditions but no verdict.
    expect(
      (await get(`/home/mission/info/missionDetails?missionId=${missionId}`)).data,
    ).toMatchObject({ unmetConditions: null });

    const refused = await post('/volunteer/mission/accordApply', v.headers, {
      missionId,
      timesInfoId,
    });
    expect(refused).toMatchObject({ code: '40900', msg: '不符合报名条件：须持有急救证' });
    const none = await app.deps.db
      .select()
      .from(missionApplications)
      .where(eq(missionApplications.volunteerId, v.id));
    expect(none).toEqual([]);

    const saved = await post('/volunteer/center/qualification/save', v.headers, {
      codes: ['firstAidCert', 'driverLicence'],
    });
    expect(saved.code).toBe('1');
    expect(saved.data.list.map((q: { name: string }) => q.name)).toEqual([
      '急救证',
      '机动车驾驶证',
    ]);
    expect(
      (await get(`/home/mission/info/missionDetails?missionId=${missionId}`, v.headers)).data
        .unmetConditions,
    ).toEqual([]);
    const applied = await post('/volunteer/mission/accordApply', v.headers, {
      missionId,
      timesInfoId,
    });
    expect(applied).toMatchObject({ code: '1', data: { state: 'pending' } });

    const applicants = await get(
      `/manage/pc/mission/personal/getMPList?missionId=${missionId}`,
      org.headers,
    );
    expect(applicants.data.list[0].conditionChecks).toEqual([{ label: '急救证', met: true }]);
  });

  it('checks age on the China day, membership of the organisation, and a stated gender', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const { missionId, timesInfoId } = await published(org.headers, {
      minAge: 18,
      maxAge: 60,
      membersOnly: true,
      gender: 'F',
      genderReason: '女性更衣室引导',
    });
    const young = await signedInVolunteer(app);
    await app.deps.db
      .update(volunteers)
      .set({ birthday: bornYearsAgo(17), gender: 'M' })
      .where(eq(volunteers.id, young.id));
    const refused = await post('/volunteer/mission/accordApply', young.headers, {
      missionId,
      timesInfoId,
    });
    expect(refused).toMatchObject({
      code: '40900',
      msg: '不符合报名条件：须18至60周岁（您现年17周岁）；须为本组织成员；仅限女性报名（女性更衣室引导）',
    });

    const member = await signedInVolunteer(app, { districtIds: [org.districtId] });
    await app.deps.db
      .update(volunteers)
      .set({ birthday: bornYearsAgo(18), gender: 'F' })
      .where(eq(volunteers.id, member.id));
    const applied = await post('/volunteer/mission/accordApply', member.headers, {
      missionId,
      timesInfoId,
    });
    expect(applied.code).toBe('1');
    const applicants = await get(
      `/manage/pc/mission/personal/getMPList?missionId=${missionId}`,
      org.headers,
    );
    expect(applicants.data.list[0].conditionChecks).toEqual([
      { label: '年龄18至60周岁', met: true },
      { label: '本组织成员', met: true },
      { label: '仅限女性', met: true },
    ]);
  });

  it('keeps volunteers already accepted when the conditions change, and shows them unmet', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const { missionId, timesInfoId } = await published(org.headers);
    const v = await signedInVolunteer(app);
    const applied = await post('/volunteer/mission/accordApply', v.headers, {
      missionId,
      timesInfoId,
    });
    await post('/manage/pc/mission/personal/auditMP', org.headers, {
      missionPersonlIds: applied.data.missionPersonlId,
      action: 'accept',
    });
    const times = [
      { timesInfoId, startTime: at(6, 1), endTime: at(6, 4), quota: 10, creditMinutes: 180 },
    ];
    const changed = await post(
      '/manage/pc/mission/saveMission',
      org.headers,
      mission({ qualifications: ['teacherCert'] }, { missionId, times }),
    );
    expect(changed.code).toBe('1');
    const applicants = await get(
      `/manage/pc/mission/personal/getMPList?missionId=${missionId}`,
      org.headers,
    );
    expect(applicants.data.list[0]).toMatchObject({
      state: 'accepted',
      conditionChecks: [{ label: '教师资格证', met: false }],
    });
    const [row] = await app.deps.db.select().from(missions).where(eq(missions.id, +missionId));
    expect(row!.appliedCount).toBe(1);
  });

  it('refuses an unknown skill, a gender without a reason and ages the wrong way round', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const save = (conditions: object) =>
      post(
        '/manage/pc/mission/saveMission',
        org.headers,
        mission(conditions, { subject: '条件校验' }),
      );
    const before = await app.deps.db
      .select({ id: missions.id })
      .from(missions)
      .where(eq(missions.districtId, await districtIdByName(app, '广州市青年志愿者协会')));
    expect(await save({ qualifications: ['firstAidCert', 'spaceWalk'] })).toMatchObject({
      code: '40000',
      msg: '报名条件中的技能证书不存在：spaceWalk',
    });
    expect(await save({ gender: 'M' })).toMatchObject({
      code: '40000',
      msg: '限定性别须说明原因',
    });
    expect(await save({ minAge: 40, maxAge: 20 })).toMatchObject({
      code: '40000',
      msg: '最低年龄不能大于最高年龄',
    });
    const after = await app.deps.db
      .select({ id: missions.id })
      .from(missions)
      .where(eq(missions.districtId, await districtIdByName(app, '广州市青年志愿者协会')));
    expect(after.length).toBe(before.length);
  });

  it("refuses a volunteer's unknown certificate and keeps their list as it was", async () => {
    const v = await signedInVolunteer(app);
    await post('/volunteer/center/qualification/save', v.headers, { codes: ['teacherCert'] });
    const refused = await post('/volunteer/center/qualification/save', v.headers, {
      codes: ['teacherCert', 'spaceWalk'],
    });
    expect(refused).toMatchObject({ code: '40000', msg: '技能证书不存在：spaceWalk' });
    const mine = await get('/volunteer/center/qualification/mine', v.headers);
    expect(mine.data.list.map((q: { code: string }) => q.code)).toEqual(['teacherCert']);
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    expect((await get('/volunteer/center/qualification/mine', org.headers)).code).toBe('40300');
  });
});
