import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { offlineScanApiVersion, qrWindowSeconds } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import { attendances, serviceRecords } from '../../db/schema/index';
import { bearer, tokensFor } from '../../../test/factories';
import { acceptedShift, client, signer, type Headers } from './attendance.test-kit';
import { clock } from '../../kernel';

// Scans made without signal, uploaded later (issue 49): what a phone's upload gets back, and
// what the organiser's list then shows.

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const windowMs = qrWindowSeconds * 1000;
const path = '/volunteer/mission/attendance/offlineScans';

/** A waiting scan as the phone queues it: made at `at` on the server's clock. */
function scanAt<S extends object>(at: number, source: S, action: 'in' | 'out' = 'in') {
  return {
    clientId: randomBytes(9).toString('base64url'),
    ...source,
    action,
    // The last answer came 40 s before the scan; the phone's own clock is an hour fast.
    lastServerTime: new Date(at - 40_000).toISOString(),
    sinceServerMs: 40_000,
    deviceTime: new Date(at + 3_600_000).toISOString(),
  };
}

const tokenAt = (timeId: number, at: number) => signer.issue(timeId, new Date(at));
const windowStart = (at: number) => Math.floor(at / windowMs) * windowMs;

function upload(v: { id: number; headers: Headers }, scans: object[], extra: object = {}) {
  return client(app).post(path, v.headers, {
    apiVersion: offlineScanApiVersion,
    userid: v.id,
    scans,
    ...extra,
  });
}

const attendanceOf = async (timeId: number, volunteerId: number) =>
  (await app.deps.db.select().from(attendances).where(eq(attendances.timeId, timeId))).filter(
    (a) => a.volunteerId === volunteerId,
  );

describe('offline scans', () => {
  it('records a sign-in from a token that has since rotated, at the scan time, once however often sent', async () => {
    const { org, mission, time, volunteers } = await acceptedShift(app);
    const v = volunteers[0]!;
    // Scanned 90 s ago: the screen has shown three codes since, the online scan would refuse it.
    const at = clock.nowMs() - 90_000;
    const scan = scanAt(at, { token: tokenAt(time.id, at).token });
    const first = await upload(v, [scan]);
    expect(first).toMatchObject({
      code: '1',
      data: { results: [{ clientId: scan.clientId, outcome: 'accepted', msg: '离线签到已提交' }] },
    });
    expect(Date.parse(first.data.results[0].signInTime)).toBe(at);
    expect(Math.abs(Date.parse(first.data.serverTime) - clock.nowMs())).toBeLessThan(5_000);
    // Sent again (the answer was lost on the way back): the same record, nothing new.
    const again = await upload(v, [scan]);
    expect(again.data.results[0]).toMatchObject({
      outcome: 'duplicate',
      missionServiceLogId: first.data.results[0].missionServiceLogId,
    });
    const rows = await attendanceOf(time.id, v.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.signInAt.getTime()).toBe(at);
    expect(rows[0]!.signInUploadedAt).not.toBeNull();

    // The sign-out from the six-digit code of a minute ago, with the shift's credit.
    const outAt = clock.nowMs() - 60_000;
    const out = scanAt(outAt, { timesInfoId: time.id, code: tokenAt(time.id, outAt).code }, 'out');
    const signedOut = await upload(
      v,
      [out, out].map((s, i) => ({ ...s, clientId: `${s.clientId}${i}` })),
    );
    expect(signedOut.data.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'accepted',
      'duplicate',
    ]);
    expect(signedOut.data.results[0]).toMatchObject({
      minutes: 0,
      signOutTime: new Date(outAt).toISOString(),
    });
    const records = await app.deps.db
      .select()
      .from(serviceRecords)
      .where(eq(serviceRecords.volunteerId, v.id));
    expect(records).toHaveLength(1);

    const list = await client(app).get(
      `/manage/pc/mission/attendance/getAttendanceList?missionId=${mission.id}`,
      org.headers,
    );
    expect(list.data.list[0]).toMatchObject({
      state: 'signedOut',
      signInOffline: true,
      signOutOffline: true,
      signInReview: null,
      signInMethod: 'qr',
      signOutMethod: 'code',
    });
    const file = await app.inject({
      method: 'GET',
      url: api(`/manage/pc/mission/attendance/getAttendanceListExport?missionId=${mission.id}`),
      headers: org.headers,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('签到签退')!;
    expect(sheet.getRow(1).getCell(14).value).toBe('离线扫码');
    expect(sheet.getRow(2).getCell(14).value).toBe('离线签到；离线签退');
  });

  it('refuses a forged token, a volunteer not accepted, and a sign-out before its sign-in, in Chinese', async () => {
    const { time, volunteers } = await acceptedShift(app, { volunteers: 1 });
    const v = volunteers[0]!;
    const at = clock.nowMs() - 30_000;
    const token = tokenAt(time.id, at).token;
    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const other = await acceptedShift(app);
    const answer = await upload(v, [
      scanAt(at, { token: forged }),
      scanAt(at, { token }, 'out'),
      scanAt(at, { token: tokenAt(other.time.id, at).token }),
    ]);
    expect(answer.code).toBe('1');
    expect(
      answer.data.results.map((r: { outcome: string; msg: string }) => [r.outcome, r.msg]),
    ).toEqual([
      ['refused', '二维码无效：不是活动现场签发的签到二维码'],
      ['refused', '您尚未签到，不能签退'],
      ['refused', '您未被录用参加该时段，不能签到或签退'],
    ]);
    expect(await attendanceOf(time.id, v.id)).toHaveLength(0);
    // In order: the sign-in queued first is recorded, then its sign-out; one earlier is refused.
    const inAt = clock.nowMs() - 20_000;
    const ordered = await upload(v, [
      scanAt(inAt, { token: tokenAt(time.id, inAt).token }),
      scanAt(inAt - 60_000, { token: tokenAt(time.id, inAt - 60_000).token }, 'out'),
    ]);
    expect(ordered.data.results.map((r: { msg: string }) => r.msg)).toEqual([
      '离线签到已提交',
      '签退时间早于签到时间，不能签退',
    ]);
  });

  it('accepts a place outside the geofence, or none, and marks it for review', async () => {
    const { org, mission, time, volunteers } = await acceptedShift(app, {
      volunteers: 2,
      latitude: 23.1291,
      longitude: 113.2644,
    });
    const at = clock.nowMs() - 10_000;
    const token = tokenAt(time.id, at).token;
    const far = await upload(volunteers[0]!, [
      { ...scanAt(at, { token }), lat: 23.2291, lng: 113.2644 },
    ]);
    expect(far.data.results[0]).toMatchObject({ outcome: 'accepted', review: 'outside' });
    const none = await upload(volunteers[1]!, [scanAt(at, { token })]);
    expect(none.data.results[0]).toMatchObject({ outcome: 'accepted', review: 'noPosition' });
    const list = await client(app).get(
      `/manage/pc/mission/attendance/getAttendanceList?missionId=${mission.id}`,
      org.headers,
    );
    expect(
      list.data.list.map((r: { signInReview: string | null }) => r.signInReview).sort(),
    ).toEqual(['noPosition', 'outside']);
    const [row] = await attendanceOf(time.id, volunteers[0]!.id);
    expect(row!.signInDistance).toBeGreaterThan(10_000);
  });

  it('answers bad input with 40000 and a Chinese msg, and keeps what was saved', async () => {
    const { time, volunteers } = await acceptedShift(app, { volunteers: 2 });
    const [v, w] = [volunteers[0]!, volunteers[1]!];
    const at = clock.nowMs() - 10_000;
    const good = scanAt(at, { token: tokenAt(time.id, at).token });
    expect((await upload(v, [good])).data.results[0].outcome).toBe('accepted');

    const refusals = [
      [[{ ...good, token: 'a1.1.2.short' }], 'scans.0.token', '二维码内容无效'],
      [[scanAt(clock.nowMs() + 5 * 60_000, { token: good.token })], null, '晚于当前时间'],
      [
        Array.from({ length: 21 }, () => scanAt(at, { token: good.token })),
        'scans',
        '一次最多提交20条',
      ],
      [[{ ...good, action: 'maybe' }], 'scans.0.action', '操作应为 in（签到）或 out（签退）'],
    ] as const;
    for (const [scans, field, msg] of refusals.slice(0, 2)) {
      const res = await upload(v, [...scans]);
      expect(res.code, String(field)).toBe('40000');
      expect(res.msg).toContain(msg);
    }
    for (const [scans, , msg] of refusals.slice(2)) {
      const res = await upload(w, [...scans]);
      expect(res.code).toBe('40000');
      expect(res.msg).toContain(msg);
    }
    const stranger = await client(app).post(path, w.headers, {
      apiVersion: offlineScanApiVersion,
      userid: v.id,
      scans: [good],
    });
    expect(stranger).toMatchObject({ code: '40300' });
    expect(stranger.msg).toContain('属于另一位志愿者');
    const rows = await attendanceOf(time.id, v.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.signInAt.getTime()).toBe(at);
  });

  it('refuses an upload from a page of another wire version without reading it', async () => {
    const { time, volunteers } = await acceptedShift(app);
    const at = clock.nowMs() - 10_000;
    const res = await upload(volunteers[0]!, [scanAt(at, { token: tokenAt(time.id, at).token })], {
      apiVersion: offlineScanApiVersion + 1,
    });
    expect(res).toMatchObject({
      code: '40900',
      msg: '页面版本已更新，请刷新页面后再提交离线扫码记录',
    });
    expect(await attendanceOf(time.id, volunteers[0]!.id)).toHaveLength(0);
  });

  it('gives the phone its coming shifts and the server time for its snapshot', async () => {
    const { mission, time, volunteers } = await acceptedShift(app);
    const res = await client(app).get(
      '/volunteer/mission/attendance/offlineShifts',
      volunteers[0]!.headers,
    );
    expect(res.code).toBe('1');
    expect(res.data.list).toEqual([
      expect.objectContaining({
        missionId: String(mission.id),
        timesInfoId: String(time.id),
        signInTime: null,
      }),
    ]);
    expect(Math.abs(Date.parse(res.data.serverTime) - clock.nowMs())).toBeLessThan(5_000);
  });
});

// The platform clock stands still here (Date is faked), so each edge is met to the millisecond.
describe('the acceptance window, at its edges', () => {
  let offsetBefore = 0;
  const freeze = () => {
    offsetBefore = clock.offsetMs();
    vi.useFakeTimers({ toFake: ['Date'] });
  };
  afterEach(() => {
    vi.useRealTimers();
    clock.setOffsetMs(offsetBefore);
  });

  it('takes a scan one rotation either side of its token, and records it inside the token', async () => {
    freeze();
    const { time, volunteers } = await acceptedShift(app, { volunteers: 4 });
    // A token of the window that began two minutes ago: live for that window and the next.
    const from = windowStart(clock.nowMs()) - 4 * windowMs;
    const to = from + 2 * windowMs;
    const token = signer.issue(time.id, new Date(from)).token;
    const cases = [
      [from - windowMs, 'accepted', from],
      [from - windowMs - 1, 'refused', null],
      [to + windowMs - 1, 'accepted', to - 1],
      [to + windowMs, 'refused', null],
    ] as const;
    for (const [i, [claimed, outcome, recorded]] of cases.entries()) {
      const res = await upload(volunteers[i]!, [scanAt(claimed, { token })]);
      const result = res.data.results[0];
      expect(result.outcome, `claimed ${claimed - from} ms from the token`).toBe(outcome);
      if (recorded !== null) expect(Date.parse(result.signInTime)).toBe(recorded);
      else expect(result.msg).toBe('扫码时间与二维码的有效时间不符，不能补交');
    }
  });

  it(`takes an upload ${24} hours after the scan, and not a millisecond later`, async () => {
    freeze();
    const { time, volunteers } = await acceptedShift(app, { volunteers: 2 });
    const at = windowStart(clock.nowMs());
    const token = signer.issue(time.id, new Date(at)).token;
    // To the millisecond when the upload is exactly OFFLINE_SCAN_HOURS after the scan.
    clock.advance(app.deps.config.offlineScanHours * 3_600_000 - (clock.nowMs() - at));
    // A day later the phone signs in again (sessions last hours), then its queue goes up.
    const again = async (v: (typeof volunteers)[number]) => ({
      id: v.id,
      headers: bearer((await tokensFor(app, 'volunteer', v.loginName, v.password)).access_token),
    });
    const [first, second] = [await again(volunteers[0]!), await again(volunteers[1]!)];
    const onTime = await upload(first, [scanAt(at, { token })]);
    expect(onTime.data.results[0]).toMatchObject({
      outcome: 'accepted',
      signInTime: new Date(at).toISOString(),
    });
    clock.advance(1);
    const late = await upload(second, [scanAt(at, { token })]);
    expect(late.data.results[0]).toMatchObject({
      outcome: 'refused',
      msg: '离线扫码须在24小时内联网提交，这条记录已超时，请联系活动组织者补录',
    });
  });
});
