import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { attendanceCorrections, serviceRecords } from '../../db/schema/index';
import { makeMission, signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { acceptedShift, client, scan, signer, tokenNow } from './attendance.test-kit';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const minutesAgo = (n: number) => new Date(clock.nowMs() - n * 60_000).toISOString();

describe('QR sign-in and sign-out', () => {
  it('signs in with the screen token and out with the six-digit code, crediting capped minutes', async () => {
    const { get, post } = client(app);
    const { org, time, volunteers } = await acceptedShift(app, { creditMinutes: 90 });
    const v = volunteers[0]!;
    const qr = await get(
      `/manage/pc/mission/attendance/qrToken?timesInfoId=${time.id}`,
      org.headers,
    );
    expect(qr.code).toBe('1');
    expect(qr.data.code).toMatch(/^\d{6}$/);
    // Seconds left in this window, whatever the screen's own clock says.
    const untilExpiry = (Date.parse(qr.data.expiresAt) - clock.nowMs()) / 1000;
    expect(qr.data.refreshInSeconds).toBeGreaterThanOrEqual(1);
    expect(qr.data.refreshInSeconds).toBeLessThanOrEqual(30);
    expect(Math.abs(qr.data.refreshInSeconds - untilExpiry)).toBeLessThan(2);
    const signedIn = await scan(app, v.headers, { token: qr.data.token, action: 'in' });
    expect(signedIn).toMatchObject({ code: '1', data: { action: 'in', signOutTime: null } });
    const logId = signedIn.data.missionServiceLogId;
    // The organiser puts the sign-in back to when the volunteer really arrived.
    const corrected = await post('/manage/pc/mission/attendance/correctTime', org.headers, {
      missionServiceLogId: logId,
      signInTime: minutesAgo(100),
      reason: '志愿者到场时网络故障，未能及时扫码',
    });
    expect(corrected.code).toBe('1');
    const out = await scan(app, v.headers, {
      timesInfoId: time.id,
      code: signer.issue(time.id, clock.now()).code,
      action: 'out',
    });
    expect(out).toMatchObject({ code: '1', data: { action: 'out', minutes: 90 } });
    const [record] = await app.deps.db
      .select()
      .from(serviceRecords)
      .where(eq(serviceRecords.volunteerId, v.id));
    expect(record).toMatchObject({ kind: 'service', state: 'publicity', minutes: 90 });
    const days = (record!.publicityEndsAt.getTime() - clock.nowMs()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const kept = await app.deps.db
      .select()
      .from(attendanceCorrections)
      .where(eq(attendanceCorrections.attendanceId, Number(logId)));
    expect(kept).toMatchObject([
      { action: 'correct', reason: '志愿者到场时网络故障，未能及时扫码', createdBy: org.id },
    ]);
  });

  it('refuses a replayed token older than a minute, a forged one, and a wrong code', async () => {
    const { time, volunteers } = await acceptedShift(app);
    const v = volunteers[0]!;
    const old = signer.issue(time.id, new Date(clock.nowMs() - 65_000)).token;
    expect(await scan(app, v.headers, { token: old, action: 'in' })).toMatchObject({
      code: '40000',
      msg: '二维码已过期，请重新扫码',
    });
    const forged = tokenNow(time.id).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await scan(app, v.headers, { token: forged, action: 'in' })).msg).toBe(
      '二维码已过期，请重新扫码',
    );
    const code = signer.issue(time.id, clock.now()).code;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await scan(app, v.headers, { timesInfoId: time.id, code: wrong, action: 'in' })).msg,
    ).toBe('签到码错误或已过期，请核对现场显示的签到码');
  });

  it('refuses double sign-in, sign-out without sign-in, and a second sign-out', async () => {
    const { time, volunteers } = await acceptedShift(app, { volunteers: 2 });
    const [a, b] = volunteers;
    expect((await scan(app, b!.headers, { token: tokenNow(time.id), action: 'out' })).msg).toBe(
      '您尚未签到，不能签退',
    );
    expect((await scan(app, a!.headers, { token: tokenNow(time.id), action: 'in' })).code).toBe(
      '1',
    );
    expect(await scan(app, a!.headers, { token: tokenNow(time.id), action: 'in' })).toMatchObject({
      code: '40900',
      msg: '您已签到，请勿重复签到',
    });
    expect((await scan(app, a!.headers, { token: tokenNow(time.id), action: 'out' })).code).toBe(
      '1',
    );
    expect((await scan(app, a!.headers, { token: tokenNow(time.id), action: 'out' })).msg).toBe(
      '您已签退，请勿重复签退',
    );
    const records = await app.deps.db
      .select()
      .from(serviceRecords)
      .where(eq(serviceRecords.volunteerId, a!.id));
    expect(records).toHaveLength(1);
  });

  it('refuses outside the time window, too far away, or without an accepted application', async () => {
    const later = await acceptedShift(app, { startInHours: 3 });
    expect(
      (
        await scan(app, later.volunteers[0]!.headers, {
          token: tokenNow(later.time.id),
          action: 'in',
        })
      ).msg,
    ).toBe('尚未到签到时间，请在时段开始前60分钟内签到');
    const placed = await acceptedShift(app, { latitude: 23.1291, longitude: 113.2644 });
    const v = placed.volunteers[0]!;
    const far = await scan(app, v.headers, {
      token: tokenNow(placed.time.id),
      action: 'in',
      lat: 23.1381,
      lng: 113.2644,
    });
    expect(far).toMatchObject({ code: '40900' });
    expect(far.msg).toMatch(/^您距离活动地点约10\d\d米，超出签到范围（500米）$/);
    const near = await scan(app, v.headers, {
      token: tokenNow(placed.time.id),
      action: 'in',
      lat: 23.1301,
      lng: 113.2644,
    });
    expect(near.code).toBe('1');
    const stranger = await signedInVolunteer(app);
    expect(
      (await scan(app, stranger.headers, { token: tokenNow(placed.time.id), action: 'in' })).msg,
    ).toBe('您未被录用参加该时段，不能签到或签退');
  });

  it('answers hostile or malformed input with 40000 and a Chinese msg, never a 500', async () => {
    const v = await signedInVolunteer(app);
    const bodies = [
      { token: "a1.1.1.' or 1=1 --", action: 'in' },
      { token: 'x'.repeat(5000), action: 'in' },
      { timesInfoId: '1; drop table attendances', code: '123456', action: 'in' },
      { timesInfoId: 1, code: '12345６', action: 'in' },
      { token: tokenNow(1), action: 'sideways' },
      { token: tokenNow(1), action: 'in', lat: 'NaN', lng: 1 },
      { token: tokenNow(1), action: 'in', lat: 91, lng: 1 },
      { token: ['a'], action: 'in' },
    ];
    for (const body of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: api('/volunteer/mission/attendance/scanQrcode'),
        headers: v.headers,
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().code).toBe('40000');
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await scan(app, v.headers, { token: tokenNow(987654321), action: 'in' })).code).toBe(
      '40400',
    );
  });
});

describe('organiser attendance', () => {
  it('keeps other organisations out with 40300', async () => {
    const { get, post } = client(app);
    const { mission, time, volunteers } = await acceptedShift(app);
    const outsider = await signedInOrganiser(app, '深圳市义工联合会');
    const calls = [
      await get(`/manage/pc/mission/attendance/qrToken?timesInfoId=${time.id}`, outsider.headers),
      await get(
        `/manage/pc/mission/attendance/getAttendanceList?missionId=${mission.id}`,
        outsider.headers,
      ),
      await post('/manage/pc/mission/attendance/signIn', outsider.headers, {
        missionPersonlId: volunteers[0]!.applicationId,
        reason: '补录',
      }),
    ];
    for (const body of calls) expect(body.code).toBe('40300');
    expect(
      (
        await get(
          `/manage/pc/mission/attendance/qrToken?timesInfoId=${time.id}`,
          volunteers[0]!.headers,
        )
      ).code,
    ).toBe('40300');
  });

  it('signs in and out by hand with a required reason, lists everyone expected, and exports', async () => {
    const { get, post } = client(app);
    const { org, mission, time, volunteers } = await acceptedShift(app, { volunteers: 2 });
    const [a, b] = volunteers;
    const noReason = await post('/manage/pc/mission/attendance/signIn', org.headers, {
      missionPersonlId: a!.applicationId,
    });
    expect(noReason).toMatchObject({ code: '40000', msg: '原因不能为空' });
    const tooEarly = await post('/manage/pc/mission/attendance/signIn', org.headers, {
      missionPersonlId: a!.applicationId,
      time: minutesAgo(200),
      reason: '现场登记',
    });
    expect(tooEarly.msg).toBe('签到时间须在时段开始前60分钟至结束后60分钟之间');
    const inRes = await post('/manage/pc/mission/attendance/signIn', org.headers, {
      missionPersonlId: a!.applicationId,
      time: minutesAgo(45),
      reason: '现场登记',
    });
    expect(inRes.code).toBe('1');
    const outRes = await post('/manage/pc/mission/attendance/signOut', org.headers, {
      missionServiceLogId: inRes.data.missionServiceLogId,
      reason: '志愿者手机没电',
    });
    expect(outRes).toMatchObject({ code: '1', data: { minutes: 45 } });
    const list = await get(
      `/manage/pc/mission/attendance/getAttendanceList?missionId=${mission.id}&timesInfoId=${time.id}&pageIndex=1&pageSize=10`,
      org.headers,
    );
    expect(list.data.total).toBe(2);
    expect(list.data.list[0]).toMatchObject({
      missionServiceLogId: inRes.data.missionServiceLogId,
      userid: String(a!.id),
      name: '测****',
      mobile: `${a!.mobile.slice(0, 3)}****${a!.mobile.slice(-4)}`,
      state: 'signedOut',
      minutes: 45,
      recordState: 'publicity',
      signInMethod: 'manual',
    });
    expect(list.data.list[1]).toMatchObject({
      missionServiceLogId: null,
      missionPersonlId: b!.applicationId,
      state: 'absent',
    });
    const res = await app.inject({
      method: 'GET',
      url: api(`/manage/pc/mission/attendance/getAttendanceListExport?missionId=${mission.id}`),
      headers: org.headers,
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('签到签退')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(7).value).toBe('已签退');
    expect(sheet.getRow(2).getCell(12).value).toBe(45);
  });

  it('a shift of another mission in the list filter reads as unknown', async () => {
    const { org, mission } = await acceptedShift(app);
    const other = await makeMission(app, { districtId: org.districtId });
    const body = await client(app).get(
      `/manage/pc/mission/attendance/getAttendanceList?missionId=${mission.id}&timesInfoId=${other.times[0]!.id}`,
      org.headers,
    );
    expect(body).toMatchObject({ code: '40400', msg: '活动时段不存在' });
  });
});
