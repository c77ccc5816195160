import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { openConsoleAs } from '../support/stored-session';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { at, call, tokenOf } from '../support/api';
import { poll } from '../support/poll';

// The console's QR screen against the real server: the code it shows signs a volunteer in and
// out. The volunteer's side goes through the API here; attendance-portal.e2e.ts drives the
// portal's scan page.

let browser: Browser;
let missionId = '';
let timesInfoId = '';
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('attendance QR screen', () => {
  it('shows a live code that signs an accepted volunteer in and out', async () => {
    const org = await tokenOf('org', demo.organizer);
    const volunteer = await tokenOf('volunteer', demo.volunteer);
    const subject = `扫码签到演练${testNow() % 100000}`;
    const saved = await call('/manage/pc/mission/saveMission', org, {
      subject,
      missionType: '01',
      serviceTimeType: 1,
      address: '广州市天河区天河路385号',
      recruitStart: at(-120),
      recruitEnd: at(60),
      // Starts after the shifts attendance-portal.e2e.ts gives the same volunteer (up to +40
      // minutes), so the apply is no clash; the sign-in margin (60 minutes) still admits now.
      serviceStart: at(50),
      serviceEnd: at(170),
      contactName: '陈晓燕',
      contactPhone: '020-87654321',
      times: [{ startTime: at(50), endTime: at(170), quota: 5, creditMinutes: 120 }],
    });
    expect(saved.code).toBe('1');
    missionId = String(saved.data.missionId);
    expect((await call('/manage/pc/mission/publishMission', org, { missionId })).code).toBe('1');
    const detail = await call(`/manage/pc/mission/viewMission?missionId=${missionId}`, org);
    timesInfoId = (detail.data.times as { timesInfoId: string }[])[0]!.timesInfoId;
    const applied = await call('/volunteer/mission/accordApply', volunteer, {
      missionId,
      timesInfoId,
    });
    expect(applied.code).toBe('1');
    const accepted = await call('/manage/pc/mission/personal/auditMP', org, {
      missionPersonlIds: applied.data.missionPersonlId,
      action: 'accept',
    });
    expect(accepted.code).toBe('1');

    const context = await newContext(browser);
    const page = await context.newPage();
    await openConsoleAs(page, demo.organizer, `/admin/mission/${missionId}`);
    await page.getByTestId('shift-qr-link').first().click();
    await poll(() => page.getByTestId('attendance-qr').isVisible()).toBe(true);
    await poll(async () =>
      /^\d{6}$/.test((await page.getByTestId('attendance-code').textContent()) ?? ''),
    ).toBe(true);
    await screenshot(page, 'attendance-qr-desktop');

    const scanWithScreenCode = async (action: 'in' | 'out') => {
      const code = (await page.getByTestId('attendance-code').textContent())!;
      return call('/volunteer/mission/attendance/scanQrcode', volunteer, {
        timesInfoId,
        code,
        action,
      });
    };
    const signedIn = await scanWithScreenCode('in');
    expect(signedIn).toMatchObject({ code: '1', data: { action: 'in', subject } });
    expect((await scanWithScreenCode('in')).msg).toBe('您已签到，请勿重复签到');
    const signedOut = await scanWithScreenCode('out');
    expect(signedOut).toMatchObject({ code: '1', data: { action: 'out', minutes: 0 } });

    const list = await call(
      `/manage/pc/mission/attendance/getAttendanceList?missionId=${missionId}`,
      org,
    );
    expect(list.data.list).toMatchObject([{ state: 'signedOut', recordState: 'publicity' }]);
    const mine = await call('/volunteer/serviceRecord/list?kind=service', volunteer);
    expect((mine.data.list as { subject: string; state: string }[])[0]).toMatchObject({
      subject,
      state: 'publicity',
    });
    await context.close();
  });

  it('on a laptop whose clock is off, never shows a code the server would refuse', async () => {
    const org = await tokenOf('org', demo.organizer);
    // The projector laptop's clock is three minutes slow.
    const context = await newContext(browser, undefined, { clockSkewMs: -3 * 60_000 });
    const page = await context.newPage();
    await openConsoleAs(
      page,
      demo.organizer,
      `/admin/mission/${missionId}/shift/${timesInfoId}/qr`,
    );
    const code = page.getByTestId('attendance-code');
    const serverCode = async () =>
      (await call(`/manage/pc/mission/attendance/qrToken?timesInfoId=${timesInfoId}`, org)).data
        .code as string;
    // The screen shows the server's live code although its own clock is minutes behind.
    await poll(async () => (await code.textContent()) === (await serverCode())).toBe(true);

    // The network drops: past the code's life the screen says so instead of showing it.
    await page.route('**/attendance/qrToken**', (route) => route.abort());
    await page.clock.fastForward(65_000);
    await poll(() => page.getByText('二维码已过期，正在更新').isVisible()).toBe(true);
    expect(await code.count()).toBe(0);
    await screenshot(page, 'attendance-qr-offline-desktop');

    // Back online: a live code again within seconds.
    await page.unroute('**/attendance/qrToken**');
    await page.clock.fastForward(6_000);
    await poll(async () => (await code.textContent()) === (await serverCode())).toBe(true);
    await context.close();
  });
});
