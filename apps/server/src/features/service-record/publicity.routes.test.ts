import { toChinaCalendarDate } from '@zyz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { serviceRecords, siteMessages, volunteers } from '../../db/schema/index';
import { findVolunteerRow, signedInOrganiser, uniqueIp } from '../../../test/factories';
import { acceptedShift, client, scan, tokenNow } from '../attendance/attendance.test-kit';
import { finaliseDueRecords } from './finalise.job';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

// Test files share one PostgreSQL database under TEST_DATABASE_URL, so no test runs the job
// with a future clock (it would finalise other files' records): a test ends the notice period
// of its own records instead, and the job runs at the real time.
const endNotice = (volunteerIds: number[]) =>
  app.deps.db
    .update(serviceRecords)
    .set({ publicityEndsAt: new Date(clock.nowMs() - 1000) })
    .where(
      and(
        inArray(serviceRecords.volunteerId, volunteerIds),
        inArray(serviceRecords.state, ['publicity', 'objected']),
      ),
    );
const finalise = () => finaliseDueRecords(app.deps.db, clock.now());
const messagesOf = (volunteerId: number) =>
  app.deps.db
    .select({ title: siteMessages.title, content: siteMessages.content })
    .from(siteMessages)
    .where(eq(siteMessages.volunteerId, volunteerId))
    .orderBy(siteMessages.id);
const objection = (payload: object, ip = uniqueIp()) =>
  app
    .inject({ method: 'POST', url: api('/home/publicity/objection'), payload, remoteAddress: ip })
    .then((r) => r.json());

/** A volunteer who served 45 minutes at a shift (signed in by hand 45 minutes ago, then out). */
async function servedShift() {
  const { post } = client(app);
  const shift = await acceptedShift(app);
  const v = shift.volunteers[0]!;
  const signedIn = await post('/manage/pc/mission/attendance/signIn', shift.org.headers, {
    missionPersonlId: v.applicationId,
    time: new Date(clock.nowMs() - 45 * 60_000).toISOString(),
    reason: '现场登记',
  });
  expect(signedIn.code).toBe('1');
  const out = await scan(app, v.headers, { token: tokenNow(shift.time.id), action: 'out' });
  expect(out.data.minutes).toBe(45);
  const [record] = await app.deps.db
    .select()
    .from(serviceRecords)
    .where(eq(serviceRecords.volunteerId, v.id));
  return { ...shift, v, recordId: record!.id };
}

describe('publicity and final hours', () => {
  it('runs the whole path: served → publicity (public, masked) → final → totals', async () => {
    const { get } = client(app);
    const { mission, v, recordId } = await servedShift();
    const mine = await get(
      '/volunteer/serviceRecord/list?year=&kind=&pageIndex=1&pageSize=10',
      v.headers,
    );
    expect(mine.data).toMatchObject({
      total: 1,
      totals: { finalMinutes: 0, publicityMinutes: 45 },
      list: [
        {
          recordId: String(recordId),
          kind: 'service',
          subject: mission.subject,
          minutes: 45,
          state: 'publicity',
        },
      ],
    });
    const list = await get('/home/publicity/list?pageIndex=1&pageSize=100');
    expect(list.data.list).toContainEqual(
      expect.objectContaining({ missionId: String(mission.id), people: 1, totalMinutes: 45 }),
    );
    const detail = await get(`/home/publicity/detail?missionId=${mission.id}`);
    expect(detail.data).toMatchObject({
      subject: mission.subject,
      total: 1,
      list: [{ recordId: String(recordId), name: '测****', minutes: 45, state: 'publicity' }],
    });
    // Before the notice period ends nothing counts.
    await finalise();
    expect(
      (await get('/volunteer/dataHandle/refreshUserStaticServiceTime', v.headers)).data,
    ).toEqual({
      serviceTime: 0,
      trainingTime: 0,
    });
    await endNotice([v.id]);
    expect(await finalise()).toBeGreaterThanOrEqual(1);
    expect(
      (await get('/volunteer/dataHandle/refreshUserStaticServiceTime', v.headers)).data,
    ).toEqual({
      serviceTime: 45,
      trainingTime: 0,
    });
    const after = await get(
      `/volunteer/serviceRecord/list?year=${toChinaCalendarDate(clock.now()).year}`,
      v.headers,
    );
    expect(after.data.totals).toEqual({ finalMinutes: 45, publicityMinutes: 0 });
    expect(after.data.list[0].state).toBe('final');
    expect((await get('/volunteer/serviceRecord/list?year=2001', v.headers)).data).toEqual({
      list: [],
      total: 0,
      totals: { finalMinutes: 0, publicityMinutes: 0 },
    });
    // Past the last page: no rows, but the count and totals of the whole filter still.
    expect((await get('/volunteer/serviceRecord/list?pageIndex=9', v.headers)).data).toEqual({
      list: [],
      total: 1,
      totals: { finalMinutes: 45, publicityMinutes: 0 },
    });
    expect((await get(`/home/publicity/detail?missionId=${mission.id}`)).data.total).toBe(0);
  });

  it('gives the first star when final hours cross 100', async () => {
    const { v } = await servedShift();
    // 99 h 50 min already counted before this shift.
    await app.deps.db
      .update(volunteers)
      .set({ serviceMinutes: 5990 })
      .where(eq(volunteers.id, v.id));
    await endNotice([v.id]);
    await finalise();
    expect(await findVolunteerRow(app, v.id)).toMatchObject({ serviceMinutes: 6035, starLevel: 1 });
    expect((await client(app).get('/volunteer/user/current', v.headers)).data.starLevel).toBe(1);
  });

  it('holds objected hours back until dismissed, then counts them with the original end', async () => {
    const { get, post } = client(app);
    const { org, v, recordId } = await servedShift();
    const raised = await objection({
      recordId,
      reason: '该志愿者当天并未到场服务',
      contact: '13900000000',
    });
    expect(raised.code).toBe('1');
    expect((await objection({ recordId, reason: '重复提出的异议内容' })).msg).toBe(
      '该记录已有异议正在处理，请等待组织答复',
    );
    // Due, but objected: it waits for the organiser.
    await endNotice([v.id]);
    await finalise();
    expect((await findVolunteerRow(app, v.id)).serviceMinutes).toBe(0);
    const open = await get('/manage/pc/publicity/objections?state=open&pageSize=100', org.headers);
    const mine = open.data.list.find(
      (o: { objectionId: string }) => o.objectionId === raised.data.objectionId,
    );
    expect(mine).toMatchObject({
      objectionId: raised.data.objectionId,
      recordId: String(recordId),
      reason: '该志愿者当天并未到场服务',
      recordState: 'objected',
      name: '测****',
    });
    const outsider = await signedInOrganiser(app, '深圳市义工联合会');
    const foreign = await post('/manage/pc/publicity/resolveObjection', outsider.headers, {
      objectionId: raised.data.objectionId,
      decision: 'dismiss',
      note: '核实无误',
    });
    expect(foreign.code).toBe('40300');
    const dismissed = await post('/manage/pc/publicity/resolveObjection', org.headers, {
      objectionId: raised.data.objectionId,
      decision: 'dismiss',
      note: '经核实签到记录与现场照片，志愿者确实到场',
    });
    expect(dismissed.code).toBe('1');
    expect(
      (
        await post('/manage/pc/publicity/resolveObjection', org.headers, {
          objectionId: raised.data.objectionId,
          decision: 'uphold',
          note: '再次处理',
        })
      ).msg,
    ).toBe('该异议已处理');
    await finalise();
    expect((await findVolunteerRow(app, v.id)).serviceMinutes).toBe(45);
    const told = await messagesOf(v.id);
    expect(told.map((m) => m.title).slice(-2)).toEqual([
      '服务时长收到异议',
      '服务时长异议处理结果',
    ]);
    expect(told.at(-2)!.content).toContain('（45分钟）在公示期间收到异议');
    expect(told.at(-1)!.content).toContain('经核实异议不成立');
    expect((await objection({ recordId, reason: '期满后的异议内容' })).msg).toBe(
      '该记录不在公示期内，不能提出异议',
    );
  });

  it('an upheld objection voids the hours, or corrects them', async () => {
    const { post, get } = client(app);
    const voided = await servedShift();
    const corrected = await servedShift();
    for (const [s, minutes] of [
      [voided, undefined],
      [corrected, 30],
    ] as const) {
      const raised = await objection({ recordId: s.recordId, reason: '服务时长与实际不符' });
      const res = await post('/manage/pc/publicity/resolveObjection', s.org.headers, {
        objectionId: raised.data.objectionId,
        decision: 'uphold',
        note: '核实后更正',
        ...(minutes === undefined ? {} : { minutes }),
      });
      expect(res.code).toBe('1');
    }
    await endNotice([voided.v.id, corrected.v.id]);
    await finalise();
    expect((await findVolunteerRow(app, voided.v.id)).serviceMinutes).toBe(0);
    expect((await get('/volunteer/serviceRecord/list', voided.v.headers)).data.list[0].state).toBe(
      'void',
    );
    expect((await findVolunteerRow(app, corrected.v.id)).serviceMinutes).toBe(30);
    expect((await messagesOf(voided.v.id)).at(-1)!.content).toContain('该时长已作废');
    expect((await messagesOf(corrected.v.id)).at(-1)!.content).toContain('已更正为30分钟');
  });

  it('limits objections from one address and refuses hostile input cleanly', async () => {
    const ip = uniqueIp();
    const { recordId } = await servedShift();
    for (const bad of [
      { recordId: 'abc', reason: '理由足够长的内容' },
      { recordId, reason: '<短>' },
      { recordId, reason: '理由足够长的内容', contact: 'x'.repeat(65) },
    ])
      expect((await objection(bad, ip)).code).toBe('40000');
    // Five tries per address in ten minutes, whatever they asked: the sixth is refused.
    for (let i = 0; i < 2; i++)
      expect((await objection({ recordId: 999999999, reason: '不存在的记录' }, ip)).code).toBe(
        '40400',
      );
    const limited = await app.inject({
      method: 'POST',
      url: api('/home/publicity/objection'),
      payload: { recordId, reason: '第六次提出的异议' },
      remoteAddress: ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: '42900' });
    expect((await objection({ recordId, reason: '换一个地址提出的异议' })).code).toBe('1');
  });
});

describe('training hours', () => {
  it('records training for volunteers by id or mobile, all or nothing, final after publicity', async () => {
    const { post, get } = client(app);
    const { org, volunteers } = await acceptedShift(app, { volunteers: 2 });
    const [a, b] = volunteers;
    const unknown = await post('/manage/pc/serviceRecord/addTraining', org.headers, {
      userids: `${a!.id}`,
      mobiles: '13000000000',
      date: '2026-11-20',
      minutes: 120,
      title: '应急救护培训',
    });
    expect(unknown).toMatchObject({ code: '40400', msg: '以下志愿者不存在：13000000000' });
    const future = await post('/manage/pc/serviceRecord/addTraining', org.headers, {
      userids: `${a!.id}`,
      date: '2099-01-01',
      minutes: 120,
      title: '应急救护培训',
    });
    expect(future.msg).toBe('培训日期不能晚于今天');
    const ok = await post('/manage/pc/serviceRecord/addTraining', org.headers, {
      userids: `${a!.id}`,
      mobiles: b!.mobile,
      date: '2026-11-20',
      minutes: 120,
      title: '应急救护培训',
    });
    expect(ok).toMatchObject({ code: '1', data: { created: 2 } });
    const mine = await get('/volunteer/serviceRecord/list?kind=training', b!.headers);
    expect(mine.data.list[0]).toMatchObject({
      kind: 'training',
      subject: '应急救护培训',
      missionId: null,
      minutes: 120,
    });
    await endNotice([a!.id, b!.id]);
    await finalise();
    expect(
      (await get('/volunteer/dataHandle/refreshUserStaticServiceTime', a!.headers)).data,
    ).toEqual({
      serviceTime: 0,
      trainingTime: 120,
    });
  });
});
