import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createTestApp } from '../../../test/test-app';
import { signedInOrganiser } from '../../../test/factories';
import { acceptedShift, client } from './attendance.test-kit';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const minutesAgo = (n: number) => new Date(clock.nowMs() - n * 60_000).toISOString();
const base = '/manage/pc/mission/attendance';

describe('correction history', () => {
  it('lists every manual entry with its reason, operator and the times before and after', async () => {
    const { get, post } = client(app);
    const { org, mission, time, volunteers } = await acceptedShift(app, { volunteers: 2 });
    const [a, b] = volunteers;
    const inA = await post(`${base}/signIn`, org.headers, {
      missionPersonlId: a!.applicationId,
      time: minutesAgo(50),
      reason: '手机没电，现场登记到场',
    });
    expect(inA.code).toBe('1');
    const logId = inA.data.missionServiceLogId as string;
    expect(
      (
        await post(`${base}/correctTime`, org.headers, {
          missionServiceLogId: logId,
          signInTime: minutesAgo(55),
          reason: '核对签到表后更正到场时间',
        })
      ).code,
    ).toBe('1');
    expect(
      (
        await post(`${base}/signOut`, org.headers, {
          missionServiceLogId: logId,
          time: minutesAgo(5),
          reason: '提前离场，组织代为签退',
        })
      ).code,
    ).toBe('1');
    await post(`${base}/signIn`, org.headers, {
      missionPersonlId: b!.applicationId,
      reason: '现场补录签到',
    });

    const all = await get(`${base}/getCorrectionList?missionId=${mission.id}`, org.headers);
    expect(all.code).toBe('1');
    expect(all.data.total).toBe(4);
    const ofA = await get(
      `${base}/getCorrectionList?missionId=${mission.id}&timesInfoId=${time.id}&missionServiceLogId=${logId}`,
      org.headers,
    );
    expect(ofA.data.total).toBe(3);
    // Newest first: the sign-out, the correction, the sign-in.
    expect(ofA.data.list.map((r: { action: string }) => r.action)).toEqual([
      'sign_out',
      'correct',
      'sign_in',
    ]);
    const [out, correct, signIn] = ofA.data.list;
    expect(signIn).toMatchObject({
      missionServiceLogId: logId,
      timesInfoId: String(time.id),
      userid: String(a!.id),
      name: '测****',
      reason: '手机没电，现场登记到场',
      operatorName: '测试组织管理员',
      oldSignInTime: null,
    });
    expect(correct.oldSignInTime).toBe(signIn.newSignInTime);
    expect(new Date(correct.newSignInTime).getTime()).toBeLessThan(
      new Date(correct.oldSignInTime).getTime(),
    );
    expect(out).toMatchObject({ reason: '提前离场，组织代为签退', oldSignOutTime: null });
    expect(out.newSignOutTime).not.toBeNull();

    const page2 = await get(
      `${base}/getCorrectionList?missionId=${mission.id}&pageIndex=3&pageSize=2`,
      org.headers,
    );
    expect(page2.data).toEqual({ list: [], total: 4 });
  });

  it("refuses another organisation's mission and answers bad input with a Chinese msg", async () => {
    const { get } = client(app);
    const { mission } = await acceptedShift(app);
    const other = await signedInOrganiser(app, '深圳市义工联合会');
    expect(
      await get(`${base}/getCorrectionList?missionId=${mission.id}`, other.headers),
    ).toMatchObject({ code: '40300' });
    expect(await get(`${base}/getCorrectionList?missionId=abc`, other.headers)).toMatchObject({
      code: '40000',
    });
    expect(await get(`${base}/getCorrectionList?missionId=999999999`, other.headers)).toMatchObject(
      { code: '40400', msg: '活动不存在' },
    );
    expect((await get(`${base}/getCorrectionList?missionId=${mission.id}`)).code).not.toBe('1');
  });
});
