import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { volunteers } from '../../db/schema/index';
import { makeMission, signedInOrganiser, signedInVolunteer } from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const get = (path: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url: api(path), headers });
const post = (path: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json());

/** A volunteer with one application on a Guangzhou mission, accepted unless told otherwise. */
async function application(accept = true) {
  const org = await signedInOrganiser(app, '广州市青年志愿者协会');
  const { mission, times } = await makeMission(app, {
    districtId: org.districtId,
    subject: '珠江边«清洁»行动; 第1期',
    latitude: 23.12,
    longitude: 113.32,
  });
  const v = await signedInVolunteer(app);
  const applied = await post('/volunteer/mission/accordApply', v.headers, {
    missionId: mission.id,
    timesInfoId: times[0]!.id,
  });
  const id = applied.data.missionPersonlId as string;
  if (accept)
    await post('/manage/pc/mission/personal/auditMP', org.headers, {
      missionPersonlIds: id,
      action: 'accept',
    });
  return { v, id, mission, time: times[0]! };
}

const icsStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('calendar file of one accepted shift', () => {
  it('answers an .ics with the shift time, place and contact', async () => {
    const { v, id, time } = await application();
    const res = await get(`/volunteer/mission/ics?missionPersonlId=${id}`, v.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const text = res.body;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`UID:mission-application-${id}@gdzyz`);
    expect(text).toContain(`DTSTART:${icsStamp(time.startTime)}`);
    expect(text).toContain(`DTEND:${icsStamp(time.endTime)}`);
    // Commas and semicolons are escaped, as RFC 5545 requires.
    expect(text).toContain('SUMMARY:珠江边«清洁»行动\\; 第1期');
    expect(text).toContain('LOCATION:广州市天河区天河路385号');
    expect(text).toContain('GEO:23.12;113.32');
    expect(text).toContain('陈晓燕 13600136003');
  });

  it('refuses a pending application with its own message', async () => {
    const { v, id } = await application(false);
    const body = (await get(`/volunteer/mission/ics?missionPersonlId=${id}`, v.headers)).json();
    expect(body).toEqual({ code: '40900', msg: '报名录用后才能加入日历', data: null });
  });

  it("reads someone else's application as unknown and refuses bad ids and no token", async () => {
    const { id } = await application();
    const other = await signedInVolunteer(app);
    const theirs = await get(`/volunteer/mission/ics?missionPersonlId=${id}`, other.headers);
    expect(theirs.json()).toMatchObject({ code: '40400', msg: '报名记录不存在' });
    expect(
      (await get('/volunteer/mission/ics?missionPersonlId=1;drop', other.headers)).json().msg,
    ).toBe('报名编号格式不正确');
    expect((await get('/volunteer/mission/ics', other.headers)).json().msg).toBe(
      '报名编号不能为空',
    );
    expect((await get(`/volunteer/mission/ics?missionPersonlId=${id}`)).statusCode).toBe(401);
  });
});

describe('personal calendar feed', () => {
  it('shows the same URL again, serves the accepted shifts, and a reset ends the old URL', async () => {
    const { v, id, time } = await application();
    const pending = await application(false);
    const first = (await get('/volunteer/mission/calendarFeed?reset=', v.headers)).json();
    expect(first.code).toBe('1');
    expect(first.data.url).toMatch(/^\/v2\/api\/gdzyz\/home\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const again = (await get('/volunteer/mission/calendarFeed', v.headers)).json();
    expect(again.data.url).toBe(first.data.url);

    const feed = await app.inject({ method: 'GET', url: first.data.url });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('X-WR-CALNAME:志愿服务日程');
    expect(feed.body).toContain(`UID:mission-application-${id}@gdzyz`);
    expect(feed.body).toContain(`DTSTART:${icsStamp(time.startTime)}`);
    expect(feed.body).not.toContain(`mission-application-${pending.id}@`);

    const reset = (await get('/volunteer/mission/calendarFeed?reset=1', v.headers)).json();
    expect(reset.data.url).not.toBe(first.data.url);
    const old = await app.inject({ method: 'GET', url: first.data.url });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ code: '40400', msg: '日历订阅地址无效或已重置', data: null });
    expect((await app.inject({ method: 'GET', url: reset.data.url })).statusCode).toBe(200);
  });

  it('gives each volunteer their own feed with only their shifts', async () => {
    const a = await application();
    const b = await application();
    const urlA = (await get('/volunteer/mission/calendarFeed', a.v.headers)).json().data.url;
    const urlB = (await get('/volunteer/mission/calendarFeed', b.v.headers)).json().data.url;
    expect(urlA).not.toBe(urlB);
    const feedB = (await app.inject({ method: 'GET', url: urlB })).body;
    expect(feedB).toContain(`mission-application-${b.id}@`);
    expect(feedB).not.toContain(`mission-application-${a.id}@`);
  });

  it('stops serving the feed once the volunteer applies to close the account', async () => {
    const { v } = await application();
    const url = (await get('/volunteer/mission/calendarFeed', v.headers)).json().data.url;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await app.deps.db
      .update(volunteers)
      .set({ logoffState: 'cooling' })
      .where(eq(volunteers.id, v.id));
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 404 for made-up secrets and refuses bad input', async () => {
    for (const path of [
      `/home/calendar/${'A'.repeat(43)}.ics`,
      '/home/calendar/short.ics',
      `/home/calendar/${'A'.repeat(43)}`,
      "/home/calendar/'%20or%201=1.ics",
      `/home/calendar/${'x'.repeat(90)}.ics`,
    ]) {
      const res = await get(path);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('40400');
    }
    const v = await signedInVolunteer(app);
    expect((await get('/volunteer/mission/calendarFeed?reset=2', v.headers)).json().msg).toBe(
      '参数 reset 只能为0或1',
    );
    expect((await get('/volunteer/mission/calendarFeed')).statusCode).toBe(401);
  });
});
