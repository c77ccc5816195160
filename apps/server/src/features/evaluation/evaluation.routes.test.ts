import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createTestApp } from '../../../test/test-app';
import { signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { acceptedShift, client } from '../attendance/attendance.test-kit';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const minutesAgo = (m: number) => new Date(clock.nowMs() - m * 60_000).toISOString();
const rateMission = '/volunteer/mission/evaluation/saveMissionPersonalUsersEvaluation?xc=1';
const rateVolunteer = '/manage/pc/mission/evaluation/saveUsersEvaluation';

/** A shift with two accepted volunteers; the first signed in and out by the organiser. */
async function finishedShift() {
  const { post } = client(app);
  const shift = await acceptedShift(app, { volunteers: 2 });
  const [done, waiting] = shift.volunteers;
  const signedIn = await post('/manage/pc/mission/attendance/signIn', shift.org.headers, {
    missionPersonlId: done!.applicationId,
    time: minutesAgo(50),
    reason: '现场登记',
  });
  const signedOut = await post('/manage/pc/mission/attendance/signOut', shift.org.headers, {
    missionServiceLogId: signedIn.data.missionServiceLogId,
    reason: '现场登记',
  });
  expect(signedOut.code).toBe('1');
  return { ...shift, done: done!, waiting: waiting! };
}

describe('volunteer rates the mission', () => {
  it('rates once per application after signing out; the second try is refused', async () => {
    const { post, get } = client(app);
    const { done, mission } = await finishedShift();
    const pending = await get(
      '/volunteer/center/evaluation/getEvaluateList?state=pending',
      done.headers,
    );
    expect(pending.data).toMatchObject({
      total: 1,
      list: [
        { missionPersonlId: done.applicationId, missionId: String(mission.id), evaluation: null },
      ],
    });
    const first = await post(rateMission, done.headers, {
      missionPersonlId: done.applicationId,
      score: 5,
      content: '组织有序，收获很大',
    });
    expect(first).toMatchObject({ code: '1', data: { score: 5, content: '组织有序，收获很大' } });
    const second = await post(rateMission, done.headers, {
      missionPersonlId: done.applicationId,
      score: 1,
    });
    expect(second).toMatchObject({
      code: '40900',
      msg: '您已评价过本次活动，每次报名只能评价一次',
    });
    const doneList = await get(
      '/volunteer/center/evaluation/getEvaluateList?state=done',
      done.headers,
    );
    expect(doneList.data.list[0].evaluation).toMatchObject({ score: 5 });
    expect(
      (await get('/volunteer/center/evaluation/getEvaluateList?state=pending', done.headers)).data
        .total,
    ).toBe(0);
  });

  it('refuses before sign-out, another volunteer’s application, and bad input', async () => {
    const { post } = client(app);
    const { done, waiting } = await finishedShift();
    const early = await post(rateMission, waiting.headers, {
      missionPersonlId: waiting.applicationId,
      score: 4,
    });
    expect(early).toMatchObject({ code: '40900', msg: '签退后才能评价该活动' });
    const foreign = await post(rateMission, waiting.headers, {
      missionPersonlId: done.applicationId,
      score: 4,
    });
    expect(foreign).toMatchObject({ code: '40400', msg: '报名记录不存在' });
    const noScore = await post(rateMission, done.headers, { missionPersonlId: done.applicationId });
    expect(noScore).toMatchObject({ code: '40000' });
    expect(noScore.msg).toContain('评分');
    const tooHigh = await post(rateMission, done.headers, {
      missionPersonlId: done.applicationId,
      score: 6,
    });
    expect(tooHigh.msg).toContain('评分应为1到5的整数');
    const tooLong = await post(rateMission, done.headers, {
      missionPersonlId: done.applicationId,
      score: 3,
      content: '好'.repeat(501),
    });
    expect(tooLong.msg).toContain('评价内容不能超过500个字');
  });

  it('shows the mission’s average rating on its public detail', async () => {
    const { post, get } = client(app);
    const { done, mission } = await finishedShift();
    const before = await get(`/home/mission/info/missionDetails?missionId=${mission.id}`);
    expect(before.data.rating).toEqual({ average: null, count: 0 });
    await post(rateMission, done.headers, { missionPersonlId: done.applicationId, score: 4 });
    const after = await get(`/home/mission/info/missionDetails?missionId=${mission.id}`);
    expect(after.data.rating).toEqual({ average: 4, count: 1 });
  });
});

describe('organiser rates the volunteer', () => {
  it('lists signed-out volunteers with both ratings and rates each once', async () => {
    const { post, get } = client(app);
    const { org, done, mission } = await finishedShift();
    await post(rateMission, done.headers, {
      missionPersonlId: done.applicationId,
      score: 4,
      content: '不错',
    });
    const rows = await get(
      `/manage/pc/mission/evaluation/getMissionEvaluationList?missionId=${mission.id}`,
      org.headers,
    );
    expect(rows.data).toMatchObject({
      total: 1,
      list: [
        {
          missionPersonlId: done.applicationId,
          volunteerName: '测试志愿者',
          volunteerEvaluation: null,
          missionEvaluation: { score: 4, content: '不错' },
        },
      ],
    });
    const saved = await post(rateVolunteer, org.headers, {
      missionPersonlId: done.applicationId,
      score: 5,
      content: '认真负责',
    });
    expect(saved.code).toBe('1');
    const again = await post(rateVolunteer, org.headers, {
      missionPersonlId: done.applicationId,
      score: 2,
    });
    expect(again).toMatchObject({ code: '40900', msg: '已评价过该志愿者' });
    const received = await get('/volunteer/center/evaluation/getReceivedList', done.headers);
    expect(received.data).toMatchObject({
      total: 1,
      list: [{ missionId: String(mission.id), score: 5, content: '认真负责' }],
    });
  });

  it('refuses an organiser of another organisation and a volunteer not yet signed out', async () => {
    const { post, get } = client(app);
    const { org, done, waiting, mission } = await finishedShift();
    const other = await signedInOrganiser(app, '天河区阳光志愿服务队');
    const foreign = await post(rateVolunteer, other.headers, {
      missionPersonlId: done.applicationId,
      score: 5,
    });
    expect(foreign).toMatchObject({ code: '40300', msg: '无权评价其他组织活动的志愿者' });
    const foreignList = await get(
      `/manage/pc/mission/evaluation/getMissionEvaluationList?missionId=${mission.id}`,
      other.headers,
    );
    expect(foreignList.code).toBe('40300');
    const early = await post(rateVolunteer, org.headers, {
      missionPersonlId: waiting.applicationId,
      score: 5,
    });
    expect(early).toMatchObject({ code: '40900', msg: '该志愿者签退后才能评价' });
  });

  it('keeps each volunteer’s received ratings to themselves', async () => {
    const { post, get } = client(app);
    const { org, done } = await finishedShift();
    await post(rateVolunteer, org.headers, { missionPersonlId: done.applicationId, score: 3 });
    const stranger = await signedInVolunteer(app);
    expect(
      (await get('/volunteer/center/evaluation/getReceivedList', stranger.headers)).data.total,
    ).toBe(0);
    expect(
      (await get('/volunteer/center/evaluation/getEvaluateList', stranger.headers)).data.total,
    ).toBe(0);
    expect((await get('/volunteer/center/evaluation/getReceivedList', org.headers)).code).toBe(
      '40300',
    );
  });
});
