import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chinaDateString, chinaWallClock, weekdayOfDay } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import { missionTimes, missions } from '../../db/schema/index';
import { signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const post = (path: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json());
const get = (path: string, headers: Headers) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());

const dayMs = 86_400_000;
/** The China calendar day `days` from the platform's now. */
const chinaDay = (days: number) => chinaDateString(new Date(clock.nowMs() + days * dayMs));
/** 'YYYY-MM-DD HH:mm' China time on that day. */
const onDay = (days: number, hhmm: string) => `${chinaDay(days)} ${hhmm}`;

const draft = (over: object = {}) => ({
  subject: '湿地公园周末清洁',
  missionType: '04',
  serviceTimeType: 2,
  labels: ['环保'],
  address: '广州市海珠区海珠湿地',
  recruitStart: onDay(-1, '00:00'),
  recruitEnd: onDay(60, '00:00'),
  serviceStart: onDay(1, '00:00'),
  serviceEnd: onDay(90, '23:59'),
  contactName: '陈晓燕',
  contactPhone: '020-87654321',
  times: [
    { startTime: onDay(2, '09:00'), endTime: onDay(2, '11:00'), quota: 40, creditMinutes: 120 },
  ],
  ...over,
});
const pattern = (over: object = {}) => ({
  weekdays: [weekdayOfDay(chinaDay(7))!, weekdayOfDay(chinaDay(9))!],
  startTime: '09:00',
  endTime: '11:30',
  fromDate: chinaDay(7),
  toDate: chinaDay(20),
  quota: 40,
  creditMinutes: 150,
  ...over,
});

async function savedDraft(headers: Headers, over: object = {}) {
  const saved = await post('/manage/pc/mission/saveMission', headers, draft(over));
  expect(saved.code).toBe('1');
  return saved.data.missionId as string;
}
const shiftCountOf = async (missionId: string) =>
  (await app.deps.db.select().from(missionTimes).where(eq(missionTimes.missionId, +missionId)))
    .length;

describe('重复时段 (repeating shifts)', () => {
  it('adds a weekly pattern as ordinary shifts, the same ones the preview shows', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const missionId = await savedDraft(org.headers);
    const preview = await post('/manage/pc/mission/times/previewPattern', org.headers, pattern());
    expect(preview.code).toBe('1');
    // Days 7, 9, 14 and 16 from today: two weekdays over two weeks.
    expect(preview.data.total).toBe(4);
    expect(
      preview.data.list.map((s: { startTime: string }) => chinaWallClock(s.startTime)),
    ).toEqual([7, 9, 14, 16].map((d) => `${chinaDay(d)} 09:00:00`));

    const added = await post('/manage/pc/mission/times/addPattern', org.headers, {
      missionId,
      ...pattern(),
    });
    expect(added).toMatchObject({ code: '1', data: { added: 4, shiftCount: 5 } });
    const listed = await get(
      `/manage/pc/mission/findMissionTimesList?missionId=${missionId}&pageSize=10`,
      org.headers,
    );
    expect(listed.data.total).toBe(5);
    expect(listed.data.list.slice(1).map((s: { startTime: string }) => s.startTime)).toEqual(
      preview.data.list.map((s: { startTime: string }) => s.startTime),
    );
    const [row] = await app.deps.db.select().from(missions).where(eq(missions.id, +missionId));
    expect(row).toMatchObject({ shiftCount: 5, quotaTotal: 200 });
  });

  it('lets each made shift be edited or removed alone, but not one somebody applied for', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const missionId = await savedDraft(org.headers);
    await post('/manage/pc/mission/times/addPattern', org.headers, { missionId, ...pattern() });
    expect((await post('/manage/pc/mission/publishMission', org.headers, { missionId })).code).toBe(
      '1',
    );
    const view = await get(`/manage/pc/mission/viewMission?missionId=${missionId}`, org.headers);
    const times = view.data.times as Array<Record<string, string | number>>;
    const v = await signedInVolunteer(app);
    const applied = await post('/volunteer/mission/accordApply', v.headers, {
      missionId,
      timesInfoId: times[2]!.timesInfoId,
    });
    expect(applied.code).toBe('1');
    const asInput = (t: Record<string, string | number>) => ({
      timesInfoId: t.timesInfoId,
      startTime: t.startTime,
      endTime: t.endTime,
      quota: t.quota,
      creditMinutes: t.creditMinutes,
    });
    const withoutApplied = [times[0]!, times[1]!, times[3]!, times[4]!].map(asInput);
    const refused = await post(
      '/manage/pc/mission/saveMission',
      org.headers,
      draft({ missionId, times: withoutApplied }),
    );
    expect(refused).toMatchObject({
      code: '40900',
      msg: '已有志愿者报名的时段不能删除，可将其保留或取消活动',
    });
    // One made shift gets a smaller quota, another is removed; the applied one stays.
    const edited = times.map(asInput).filter((_, i) => i !== 4);
    edited[1] = { ...edited[1]!, quota: 12 };
    const saved = await post(
      '/manage/pc/mission/saveMission',
      org.headers,
      draft({ missionId, times: edited }),
    );
    expect(saved.code).toBe('1');
    const after = await get(`/manage/pc/mission/viewMission?missionId=${missionId}`, org.headers);
    expect(after.data.times.map((t: { quota: number }) => t.quota)).toEqual([40, 12, 40, 40]);
  });

  it('refuses a pattern with no weekday, an end before its start, or 201 shifts, saving nothing', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const missionId = await savedDraft(org.headers, { serviceEnd: onDay(300, '23:59') });
    const add = (over: object) =>
      post('/manage/pc/mission/times/addPattern', org.headers, { missionId, ...pattern(over) });
    expect(await add({ weekdays: [] })).toMatchObject({
      code: '40000',
      msg: '请至少选择一个星期几',
    });
    expect(await add({ startTime: '12:00', endTime: '08:00' })).toMatchObject({
      code: '40000',
      msg: '结束时刻须晚于开始时刻',
    });
    expect(await add({ fromDate: chinaDay(20), toDate: chinaDay(7) })).toMatchObject({
      code: '40000',
      msg: '结束日期不能早于开始日期',
    });
    expect(
      await add({ weekdays: [1, 2, 3, 4, 5, 6, 7], fromDate: chinaDay(2), toDate: chinaDay(202) }),
    ).toMatchObject({
      code: '40000',
      msg: '重复时段将生成201个时段，每个活动最多200个，请缩短日期范围或减少星期',
    });
    // 199 more would make 200 with the one it has: allowed; 200 more would not.
    expect(
      await add({ weekdays: [1, 2, 3, 4, 5, 6, 7], fromDate: chinaDay(3), toDate: chinaDay(202) }),
    ).toMatchObject({ code: '40000', msg: '活动时段最多200个：已有1个，重复时段将再生成200个' });
    const outside = await add({ fromDate: chinaDay(295), toDate: chinaDay(320) });
    expect(outside.code).toBe('40000');
    expect(outside.msg).toMatch(/^重复时段的第\d+个时段（.+）不在服务时间范围内/);
    expect(await shiftCountOf(missionId)).toBe(1);
    expect(
      await add({ weekdays: [1, 2, 3, 4, 5, 6, 7], fromDate: chinaDay(3), toDate: chinaDay(201) }),
    ).toMatchObject({ code: '1', data: { added: 199, shiftCount: 200 } });
  });

  it('refuses a mission saved with 201 shifts, naming the count', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const times = Array.from({ length: 201 }, (_, i) => ({
      startTime: onDay(2 + Math.floor(i / 4), `${String(8 + (i % 4) * 2).padStart(2, '0')}:00`),
      endTime: onDay(2 + Math.floor(i / 4), `${String(9 + (i % 4) * 2).padStart(2, '0')}:00`),
      quota: 5,
      creditMinutes: 60,
    }));
    const refused = await post('/manage/pc/mission/saveMission', org.headers, draft({ times }));
    expect(refused).toMatchObject({ code: '40000', msg: '活动时段最多200个，当前为201个' });
    const saved = await post(
      '/manage/pc/mission/saveMission',
      org.headers,
      draft({ times: times.slice(0, 200) }),
    );
    expect(saved.code).toBe('1');
  });

  it("refuses another organisation's mission", async () => {
    const owner = await signedInOrganiser(app, '广州市青年志愿者协会');
    const other = await signedInOrganiser(app, '深圳市义工联合会');
    const missionId = await savedDraft(owner.headers);
    const refused = await post('/manage/pc/mission/times/addPattern', other.headers, {
      missionId,
      ...pattern(),
    });
    expect(refused.code).toBe('40300');
    expect(await shiftCountOf(missionId)).toBe(1);
  });
});

describe('复制活动 (copy a mission)', () => {
  it('makes a draft with the same content and every date moved to the picked first day', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const missionId = await savedDraft(org.headers, {
      requirements: '请穿运动鞋',
      conditions: { minAge: 16, qualifications: ['firstAidCert'] },
    });
    await post('/manage/pc/mission/times/addPattern', org.headers, { missionId, ...pattern() });
    await post('/manage/pc/mission/publishMission', org.headers, { missionId });
    const original = (
      await get(`/manage/pc/mission/viewMission?missionId=${missionId}`, org.headers)
    ).data;

    // Four weeks on: the first shift (day 2) falls on day 30, the same weekday.
    const copied = await post('/manage/pc/mission/copyMission', org.headers, {
      missionId,
      firstDay: chinaDay(30),
    });
    expect(copied.code).toBe('1');
    const copy = (
      await get(`/manage/pc/mission/viewMission?missionId=${copied.data.missionId}`, org.headers)
    ).data;
    const moved = (iso: string) => new Date(Date.parse(iso) + 28 * dayMs).toISOString();
    expect(copy).toMatchObject({
      status: 'draft',
      subject: original.subject,
      labels: original.labels,
      requirements: '请穿运动鞋',
      conditions: original.conditions,
      recruitStart: moved(original.recruitStart),
      serviceEnd: moved(original.serviceEnd),
      appliedCount: 0,
      shiftCount: 5,
      quotaTotal: original.quotaTotal,
      publishedAt: null,
    });
    expect(copy.conditions.qualifications).toEqual([{ code: 'firstAidCert', name: '急救证' }]);
    expect(copy.times.map((t: { startTime: string }) => t.startTime)).toEqual(
      original.times.map((t: { startTime: string }) => moved(t.startTime)),
    );
    expect(copy.times.map((t: { heldCount: number }) => t.heldCount)).toEqual([0, 0, 0, 0, 0]);
  });

  it('refuses a first day before today, a malformed day and another organisation', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const other = await signedInOrganiser(app, '深圳市义工联合会');
    const missionId = await savedDraft(org.headers);
    const copy = (headers: Headers, firstDay: string) =>
      post('/manage/pc/mission/copyMission', headers, { missionId, firstDay });
    const before = (await app.deps.db.select({ id: missions.id }).from(missions)).length;
    expect(await copy(org.headers, chinaDay(-1))).toMatchObject({
      code: '40000',
      msg: '新的首个时段日期不能早于今天',
    });
    expect(await copy(org.headers, '2026-02-30')).toMatchObject({
      code: '40000',
      msg: '新的首个时段日期格式不正确，应为 YYYY-MM-DD',
    });
    expect((await copy(other.headers, chinaDay(10))).code).toBe('40300');
    expect((await app.deps.db.select({ id: missions.id }).from(missions)).length).toBe(before);
    // Today itself is allowed.
    expect((await copy(org.headers, chinaDay(0))).code).toBe('1');
  });
});

describe('viewMission shifts (wire)', () => {
  it('carries each shift id as `id` beside timesInfoId', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const missionId = await savedDraft(org.headers);
    const view = await get(`/manage/pc/mission/viewMission?missionId=${missionId}`, org.headers);
    const [shift] = view.data.times;
    expect(shift.id).toMatch(/^\d+$/);
    expect(shift.id).toBe(shift.timesInfoId);
  });
});

describe('OpenAPI', () => {
  it('names each new operation in Chinese', async () => {
    const doc = (await app.inject({ method: 'GET', url: api('/openapi.json') })).json();
    const summaryOf = (method: 'get' | 'post', path: string) =>
      doc.paths[api(path)][method].summary as string;
    expect(summaryOf('post', '/manage/pc/mission/times/previewPattern')).toMatch(/^重复时段/);
    expect(summaryOf('post', '/manage/pc/mission/times/addPattern')).toMatch(/^重复时段/);
    expect(summaryOf('post', '/manage/pc/mission/copyMission')).toMatch(/^复制活动/);
    expect(summaryOf('post', '/manage/pc/mission/message/send')).toMatch(/^群发消息/);
    expect(summaryOf('get', '/manage/pc/mission/message/audience')).toMatch(/^群发消息/);
    expect(summaryOf('get', '/manage/pc/mission/message/list')).toMatch(/^群发消息/);
    expect(summaryOf('get', '/home/qualification/list')).toMatch(/^报名条件/);
    expect(summaryOf('post', '/volunteer/center/qualification/save')).toContain('报名条件');
    expect(summaryOf('post', '/manage/pc/mission/saveMission')).toContain('报名条件');
  });
});
