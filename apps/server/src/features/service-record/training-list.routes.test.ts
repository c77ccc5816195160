import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createTestApp } from '../../../test/test-app';
import { makeVolunteer, signedInOrganiser } from '../../../test/factories';
import { client } from '../attendance/attendance.test-kit';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const list = '/manage/pc/serviceRecord/getTrainingList';

describe('training records an organisation entered', () => {
  it('lists what was recorded, newest first, to the organisation and its parent only', async () => {
    const { get, post } = client(app);
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    // Members: an organisation records training only for volunteers tied to it.
    const a = await makeVolunteer(app, { districtIds: [org.districtId] });
    const b = await makeVolunteer(app, { districtIds: [org.districtId] });
    const first = await post('/manage/pc/serviceRecord/addTraining', org.headers, {
      userids: [a.id],
      date: '2026-01-10 09:00',
      minutes: 120,
      title: '应急救护基础培训',
    });
    expect(first).toMatchObject({ code: '1', data: { created: 1 } });
    await post('/manage/pc/serviceRecord/addTraining', org.headers, {
      mobiles: b.mobile,
      date: '2026-01-11 14:00',
      minutes: 90,
      title: '志愿服务礼仪培训',
    });

    const page = await get(`${list}?pageSize=100`, org.headers);
    expect(page.code).toBe('1');
    const mine = page.data.list.filter((r: { userid: string }) =>
      [String(a.id), String(b.id)].includes(r.userid),
    );
    expect(mine).toMatchObject([
      {
        userid: String(b.id),
        title: '志愿服务礼仪培训',
        minutes: 90,
        state: 'publicity',
        name: '测****',
        districtName: '广州市青年志愿者协会',
      },
      { userid: String(a.id), title: '应急救护基础培训', minutes: 120, state: 'publicity' },
    ]);
    expect(mine[0].mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(mine[1].occurredAt).toBe(new Date('2026-01-10T01:00:00Z').toISOString());

    const parent = await signedInOrganiser(app, '广州市志愿者联合会');
    const above = await get(`${list}?pageSize=100`, parent.headers);
    expect(above.data.list.map((r: { recordId: string }) => r.recordId)).toEqual(
      expect.arrayContaining(mine.map((r: { recordId: string }) => r.recordId)),
    );
    const stranger = await signedInOrganiser(app, '深圳市义工联合会');
    const elsewhere = await get(`${list}?pageSize=100`, stranger.headers);
    expect(elsewhere.code).toBe('1');
    const ids = new Set(elsewhere.data.list.map((r: { recordId: string }) => r.recordId));
    expect(mine.some((r: { recordId: string }) => ids.has(r.recordId))).toBe(false);
  });

  it('pages past the end with the total kept, refuses bad paging and a volunteer token', async () => {
    const { get, post } = client(app);
    const org = await signedInOrganiser(app, '深圳市义工联合会');
    const v = await makeVolunteer(app, { districtIds: [org.districtId] });
    await post('/manage/pc/serviceRecord/addTraining', org.headers, {
      userids: String(v.id),
      date: '2026-02-01',
      minutes: 60,
      title: '新志愿者入门培训',
    });
    const first = await get(`${list}?pageSize=1`, org.headers);
    expect(first.data.list).toHaveLength(1);
    const total = first.data.total as number;
    expect(total).toBeGreaterThanOrEqual(1);
    expect((await get(`${list}?pageIndex=99999&pageSize=100`, org.headers)).data).toEqual({
      list: [],
      total: expect.any(Number),
    });
    expect(await get(`${list}?pageSize=1000`, org.headers)).toMatchObject({ code: '40000' });
    expect((await get(list)).code).not.toBe('1');
  });
});
