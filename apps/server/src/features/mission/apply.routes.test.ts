import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { missionTimes, siteMessages } from '../../db/schema/index';
import { findVolunteerRow, makeMission, signedInVolunteer } from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const apply = (headers: Headers, missionId: number, timesInfoId: number) =>
  app
    .inject({
      method: 'POST',
      url: api('/volunteer/mission/accordApply'),
      headers,
      payload: { missionId, timesInfoId },
    })
    .then((r) => r.json());
const get = (path: string, headers: Headers) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());
const shift = async (id: number) =>
  (await app.deps.db.select().from(missionTimes).where(eq(missionTimes.id, id)))[0]!;

describe('accordApply', () => {
  it('holds a place as pending and keeps the counters current', async () => {
    const { mission, times } = await makeMission(app, { quotas: [2] });
    const v = await signedInVolunteer(app);
    const body = await apply(v.headers, mission.id, times[0]!.id);
    expect(body).toMatchObject({ code: '1', data: { state: 'pending', waitlistPosition: null } });
    expect(await shift(times[0]!.id)).toMatchObject({ heldCount: 1, waitlistCount: 0 });
    expect((await findVolunteerRow(app, v.id)).applyCount).toBe(1);
    const mine = await get('/volunteer/mission/getUserMissionList', v.headers);
    expect(mine.data.total).toBe(1);
    expect(mine.data.list[0]).toMatchObject({
      subject: mission.subject,
      state: 'pending',
      canCancel: true,
    });
  });

  it('refuses each forbidden case with its own message', async () => {
    const v = await signedInVolunteer(app);
    const draft = await makeMission(app, { status: 'draft' });
    expect((await apply(v.headers, draft.mission.id, draft.times[0]!.id)).msg).toBe(
      '活动不存在或未发布',
    );
    const cancelled = await makeMission(app, { status: 'cancelled' });
    expect((await apply(v.headers, cancelled.mission.id, cancelled.times[0]!.id)).msg).toBe(
      '活动已取消，不能报名',
    );
    const early = await makeMission(app, { recruitStartHours: 2, recruitEndHours: 10 });
    expect((await apply(v.headers, early.mission.id, early.times[0]!.id)).msg).toBe(
      '活动尚未开始招募',
    );
    const late = await makeMission(app, { recruitStartHours: -10, recruitEndHours: -1 });
    expect((await apply(v.headers, late.mission.id, late.times[0]!.id)).msg).toBe('活动招募已截止');
    const open = await makeMission(app, { quotas: [1] });
    expect((await apply(v.headers, open.mission.id, open.times[0]!.id)).code).toBe('1');
    const again = await apply(v.headers, open.mission.id, open.times[0]!.id);
    expect(again).toMatchObject({ code: '40900', msg: '您已报名该时段，请勿重复报名' });
    const other = await signedInVolunteer(app);
    expect(await apply(other.headers, open.mission.id, open.times[0]!.id)).toMatchObject({
      code: '40900',
      msg: '该时段名额已满',
    });
    const off = await signedInVolunteer(app, { logoffState: 'cooling' });
    expect((await apply(off.headers, open.mission.id, open.times[0]!.id)).msg).toBe(
      '账号处于注销状态，不能报名活动',
    );
    const foreign = await makeMission(app);
    expect((await apply(v.headers, open.mission.id, foreign.times[0]!.id)).msg).toBe(
      '活动时段不存在',
    );
  });

  it('refuses an overlapping shift of another mission, naming it', async () => {
    const v = await signedInVolunteer(app);
    const a = await makeMission(app, { subject: '社区长者探访', startInHours: 500 });
    const b = await makeMission(app, { startInHours: 501 });
    expect((await apply(v.headers, a.mission.id, a.times[0]!.id)).code).toBe('1');
    expect(await apply(v.headers, b.mission.id, b.times[0]!.id)).toMatchObject({
      code: '40900',
      msg: '该时段与您已报名的活动「社区长者探访」时间冲突',
    });
  });

  it('waitlists when full, and a cancellation promotes the first waitlisted with a message', async () => {
    const { mission, times } = await makeMission(app, { quotas: [1], hasWaitlist: true });
    const t = times[0]!.id;
    const [holder, first, second] = await Promise.all([1, 2, 3].map(() => signedInVolunteer(app)));
    const held = await apply(holder!.headers, mission.id, t);
    expect((await apply(first!.headers, mission.id, t)).data).toMatchObject({
      state: 'waitlisted',
      waitlistPosition: 1,
    });
    expect((await apply(second!.headers, mission.id, t)).data).toMatchObject({
      state: 'waitlisted',
      waitlistPosition: 2,
    });
    const secondList = await get('/volunteer/mission/getUserMissionList', second!.headers);
    expect(secondList.data.list[0].waitlistPosition).toBe(2);

    const cancel = await get(
      `/volunteer/mission/cancelApplyMission?missionPersonlId=${held.data.missionPersonlId}`,
      holder!.headers,
    );
    expect(cancel.code).toBe('1');
    expect(
      (await get('/volunteer/mission/getUserMissionList', first!.headers)).data.list[0].state,
    ).toBe('pending');
    expect(
      (await get('/volunteer/mission/getUserMissionList', second!.headers)).data.list[0],
    ).toMatchObject({
      state: 'waitlisted',
      waitlistPosition: 1,
    });
    expect(await shift(t)).toMatchObject({ heldCount: 1, waitlistCount: 1 });
    const messages = await app.deps.db
      .select()
      .from(siteMessages)
      .where(and(eq(siteMessages.volunteerId, first!.id)));
    expect(messages.map((m) => m.title)).toEqual(['候补成功']);
  });
});

describe('waitlist promotion and clashes', () => {
  it('passes over a waitlisted volunteer who meanwhile holds an overlapping place', async () => {
    const a = await makeMission(app, { quotas: [1], hasWaitlist: true, startInHours: 700 });
    const b = await makeMission(app, { subject: '重叠的另一活动', startInHours: 701 });
    const [holder, busy, next] = await Promise.all([1, 2, 3].map(() => signedInVolunteer(app)));
    const held = await apply(holder!.headers, a.mission.id, a.times[0]!.id);
    await apply(busy!.headers, a.mission.id, a.times[0]!.id);
    await apply(next!.headers, a.mission.id, a.times[0]!.id);
    // Waiting on a shift holds no place, so the overlapping application is allowed.
    expect((await apply(busy!.headers, b.mission.id, b.times[0]!.id)).data.state).toBe('pending');
    await get(
      `/volunteer/mission/cancelApplyMission?missionPersonlId=${held.data.missionPersonlId}`,
      holder!.headers,
    );
    const stateOn = async (headers: Headers) =>
      (await get('/volunteer/mission/getUserMissionList', headers)).data.list.find(
        (r: { missionId: string }) => r.missionId === String(a.mission.id),
      ).state;
    expect(await stateOn(busy!.headers)).toBe('waitlisted');
    expect(await stateOn(next!.headers)).toBe('pending');
    expect(await shift(a.times[0]!.id)).toMatchObject({ heldCount: 1, waitlistCount: 1 });
  });
});

describe('my applications', () => {
  it('shows only own records, hides deleted ones and refuses to delete a live one', async () => {
    const { mission, times } = await makeMission(app);
    const v = await signedInVolunteer(app);
    const stranger = await signedInVolunteer(app);
    const id = (await apply(v.headers, mission.id, times[0]!.id)).data.missionPersonlId;
    expect(
      (await get(`/volunteer/mission/getUserMissionInfo?missionPersonlId=${id}`, v.headers)).data
        .subject,
    ).toBe(mission.subject);
    expect(
      (await get(`/volunteer/mission/getUserMissionInfo?missionPersonlId=${id}`, stranger.headers))
        .code,
    ).toBe('40400');
    expect(
      (await get(`/volunteer/mission/cancelApplyMission?missionPersonlId=${id}`, stranger.headers))
        .code,
    ).toBe('40400');
    expect(
      (await get(`/volunteer/mission/delApplyMission?missionPersonlId=${id}`, v.headers)).msg,
    ).toBe('只能删除已取消或未录用的报名记录');
    await get(`/volunteer/mission/cancelApplyMission?missionPersonlId=${id}`, v.headers);
    expect(
      (await get(`/volunteer/mission/cancelApplyMission?missionPersonlId=${id}`, v.headers)).code,
    ).toBe('40900');
    expect(
      (await get(`/volunteer/mission/delApplyMission?missionPersonlId=${id}`, v.headers)).code,
    ).toBe('1');
    expect((await get('/volunteer/mission/getUserMissionList', v.headers)).data.total).toBe(0);
    expect(await shift(times[0]!.id)).toMatchObject({ heldCount: 0 });
  });
});
