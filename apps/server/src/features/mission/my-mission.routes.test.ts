import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { makeMission, signedInVolunteer } from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const get = (path: string, headers: Headers) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());
const post = (path: string, headers: Headers, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json());

/** A volunteer who applied to three missions (a day apart, so no shifts overlap). */
async function volunteerWithThreeApplications() {
  const v = await signedInVolunteer(app);
  const ids: string[] = [];
  for (const startInHours of [48, 72, 96]) {
    const { mission, times } = await makeMission(app, { startInHours });
    const res = await post('/volunteer/mission/accordApply', v.headers, {
      missionId: mission.id,
      timesInfoId: times[0]!.id,
    });
    expect(res.code).toBe('1');
    ids.push(res.data.missionPersonlId);
  }
  return { v, ids };
}

describe('getUserMissionList paging', () => {
  it('pages newest first with the full total on every page, also past the end', async () => {
    const { v, ids } = await volunteerWithThreeApplications();
    const page = (n: number) =>
      get(`/volunteer/mission/getUserMissionList?pageIndex=${n}&pageSize=2`, v.headers);
    const [first, second, past] = [await page(1), await page(2), await page(3)];
    expect(first.data.list.map((r: { missionPersonlId: string }) => r.missionPersonlId)).toEqual([
      ids[2],
      ids[1],
    ]);
    expect(second.data.list.map((r: { missionPersonlId: string }) => r.missionPersonlId)).toEqual([
      ids[0],
    ]);
    expect([first.data.total, second.data.total, past.data.total]).toEqual([3, 3, 3]);
    expect(past.data.list).toEqual([]);
  });

  it('counts only the state asked for and leaves out hidden records', async () => {
    const { v, ids } = await volunteerWithThreeApplications();
    const cancel = await get(
      `/volunteer/mission/cancelApplyMission?missionPersonlId=${ids[0]}`,
      v.headers,
    );
    expect(cancel.code).toBe('1');
    const cancelled = await get('/volunteer/mission/getUserMissionList?state=cancelled', v.headers);
    expect(cancelled.data.total).toBe(1);
    const hide = await get(
      `/volunteer/mission/delApplyMission?missionPersonlId=${ids[0]}`,
      v.headers,
    );
    expect(hide.code).toBe('1');
    expect((await get('/volunteer/mission/getUserMissionList', v.headers)).data.total).toBe(2);
    const none = await get('/volunteer/mission/getUserMissionList?state=cancelled', v.headers);
    expect(none.data).toEqual({ list: [], total: 0 });
  });
});
