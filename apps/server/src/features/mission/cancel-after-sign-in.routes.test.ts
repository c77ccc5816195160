import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createTestApp } from '../../../test/test-app';
import { acceptedShift, client, scan, tokenNow } from '../attendance/attendance.test-kit';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

// Sign-in opens before the shift starts, when cancelling is still allowed; once a volunteer
// has signed in, the application stays, so the attendance and its hours keep their ground.
describe('an application after sign-in', () => {
  it('cannot be cancelled by the volunteer or set to 未录用 by the organiser', async () => {
    const { get, post } = client(app);
    const { org, time, volunteers } = await acceptedShift(app, {
      startInHours: 0.5,
      volunteers: 2,
    });
    const [present, absent] = volunteers;
    expect(
      (await scan(app, present!.headers, { token: tokenNow(time.id), action: 'in' })).code,
    ).toBe('1');
    const info = await get(
      `/volunteer/mission/getUserMissionInfo?missionPersonlId=${present!.applicationId}`,
      present!.headers,
    );
    expect(info.data).toMatchObject({ state: 'accepted', canCancel: false });
    expect(
      await get(
        `/volunteer/mission/cancelApplyMission?missionPersonlId=${present!.applicationId}`,
        present!.headers,
      ),
    ).toMatchObject({ code: '40900', msg: '您已在该时段签到，不能取消报名' });
    expect(
      await get(
        `/volunteer/mission/delApplyMission?missionPersonlId=${present!.applicationId}`,
        present!.headers,
      ),
    ).toMatchObject({ code: '40900' });
    expect(
      await post('/manage/pc/mission/personal/auditMP', org.headers, {
        missionPersonlIds: present!.applicationId,
        action: 'reject',
        reason: '现场人员调整',
      }),
    ).toMatchObject({ code: '40900', msg: '该志愿者已在该时段签到，不能设为未录用' });
    const still = await get(
      `/volunteer/mission/getUserMissionInfo?missionPersonlId=${present!.applicationId}`,
      present!.headers,
    );
    expect(still.data.state).toBe('accepted');

    // The one who has not signed in may still withdraw before the start.
    const other = await get(
      `/volunteer/mission/getUserMissionInfo?missionPersonlId=${absent!.applicationId}`,
      absent!.headers,
    );
    expect(other.data.canCancel).toBe(true);
    expect(
      (
        await get(
          `/volunteer/mission/cancelApplyMission?missionPersonlId=${absent!.applicationId}`,
          absent!.headers,
        )
      ).code,
    ).toBe('1');
  });
});
