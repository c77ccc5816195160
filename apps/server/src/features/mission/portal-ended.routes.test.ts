import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { makeMission } from '../../../test/factories';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (path: string) => app.inject({ method: 'GET', url: api(path) }).then((r) => r.json());

describe("mission list status 'ended'", () => {
  it('lists missions whose service period is over, closed or not, never cancelled ones', async () => {
    const tag = `已结束${clock.nowMs()}`;
    // Service ran from 73 hours ago to 48 hours ago.
    const past = { startInHours: -72, recruitStartHours: -100, recruitEndHours: -80 };
    const endedOpen = await makeMission(app, { ...past, subject: `${tag}甲` });
    const endedClosed = await makeMission(app, { ...past, subject: `${tag}乙`, status: 'closed' });
    await makeMission(app, { ...past, subject: `${tag}丙`, status: 'cancelled' });
    await makeMission(app, { subject: `${tag}丁` });
    const body = await get(`/home/mission/list?status=ended&keyword=${encodeURIComponent(tag)}`);
    expect(body.code).toBe('1');
    expect(body.data.total).toBe(2);
    expect(body.data.list.map((m: { missionId: string }) => m.missionId).sort()).toEqual(
      [String(endedOpen.mission.id), String(endedClosed.mission.id)].sort(),
    );
    expect(body.data.list.every((m: { recruiting: boolean }) => !m.recruiting)).toBe(true);
    // Blank status still lists both the ended and the current ones.
    const all = await get(`/home/mission/list?status=&keyword=${encodeURIComponent(tag)}`);
    expect(all.data.total).toBe(3);
    expect((await get('/home/mission/list?status=over')).msg).toBe('活动状态不正确');
  });
});
