import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createTestApp } from '../../../test/test-app';
import { acceptedShift, client, scan, tokenNow } from './attendance.test-kit';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const listPath = (missionId: number, query = '') =>
  `/manage/pc/mission/attendance/getAttendanceList?missionId=${missionId}${query}`;
const statesOf = (rows: Array<{ state: string }>) => rows.map((r) => r.state).sort();

describe('getAttendanceList states (wire)', () => {
  it('lists accepted volunteers of a shift that has not begun as notStarted, not absent', async () => {
    const { get } = client(app);
    const { org, mission } = await acceptedShift(app, { startInHours: 24, volunteers: 2 });
    const answer = await get(listPath(mission.id), org.headers);
    expect(answer.code).toBe('1');
    expect(statesOf(answer.data.list)).toEqual(['notStarted', 'notStarted']);
    expect(statesOf(answer.data.page.records)).toEqual(['notStarted', 'notStarted']);
    expect(answer.data.list[0]).toMatchObject({ missionServiceLogId: null, endDatetime: null });
  });

  it('filters by state: only those signed in, signed out or not signed in', async () => {
    const { get } = client(app);
    const { org, mission, time, volunteers } = await acceptedShift(app, { volunteers: 3 });
    const [inOnly, inAndOut] = volunteers;
    for (const v of [inOnly!, inAndOut!])
      expect((await scan(app, v.headers, { token: tokenNow(time.id), action: 'in' })).code).toBe(
        '1',
      );
    expect(
      (await scan(app, inAndOut!.headers, { token: tokenNow(time.id), action: 'out' })).code,
    ).toBe('1');

    const all = await get(listPath(mission.id), org.headers);
    expect(statesOf(all.data.list)).toEqual(['absent', 'signedIn', 'signedOut']);
    const only = async (state: string) => {
      const page = await get(listPath(mission.id, `&state=${state}`), org.headers);
      expect(page.data.page.total).toBe(page.data.total);
      return page.data.list.map((r: { userid: string; state: string }) => [r.userid, r.state]);
    };
    expect(await only('signedIn')).toEqual([[String(inOnly!.id), 'signedIn']]);
    expect(await only('signedOut')).toEqual([[String(inAndOut!.id), 'signedOut']]);
    expect(await only('absent')).toEqual([[String(volunteers[2]!.id), 'absent']]);
    expect(await only('notStarted')).toEqual([]);
    // Blank is no filter, as every console filter.
    expect((await get(listPath(mission.id, '&state='), org.headers)).data.total).toBe(3);
    expect(await get(listPath(mission.id, '&state=late'), org.headers)).toMatchObject({
      code: '40000',
      msg: '签到状态应为 signedIn、signedOut、absent 或 notStarted',
    });
  });
});
