import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { at, call, tokenOf } from '../support/api';
import { expectPath } from '../support/flows';
import { poll } from '../support/poll';

// The volunteer's side of a shift in the portal: the URL the console's QR encodes, opened by a
// phone that is not signed in yet, signs in and out after the login.

const wide = { width: 1280, height: 900 };
const narrow = { width: 375, height: 812 };

/**
 * A published mission with one shift (minutes from now) for which the demo volunteer is
 * accepted. Shifts of one volunteer may not overlap, hence the explicit times.
 */
async function acceptedShift(
  org: string,
  volunteer: string,
  subject: string,
  [start, end]: [number, number],
) {
  const saved = await call('/manage/pc/mission/saveMission', org, {
    subject,
    missionType: '01',
    serviceTimeType: 1,
    address: '广州市天河区天河路385号',
    recruitStart: at(-120),
    recruitEnd: at(Math.min(60, end)),
    serviceStart: at(start),
    serviceEnd: at(end),
    contactName: '陈晓燕',
    contactPhone: '020-87654321',
    times: [{ startTime: at(start), endTime: at(end), quota: 5, creditMinutes: 120 }],
  });
  expect(saved).toMatchObject({ code: '1' });
  const missionId = String(saved.data.missionId);
  expect((await call('/manage/pc/mission/publishMission', org, { missionId })).code).toBe('1');
  const detail = await call(`/manage/pc/mission/viewMission?missionId=${missionId}`, org);
  const timesInfoId = (detail.data.times as { timesInfoId: string }[])[0]!.timesInfoId;
  const applied = await call('/volunteer/mission/accordApply', volunteer, {
    missionId,
    timesInfoId,
  });
  expect(applied).toMatchObject({ code: '1' });
  const accepted = await call('/manage/pc/mission/personal/auditMP', org, {
    missionPersonlIds: applied.data.missionPersonlId,
    action: 'accept',
  });
  expect(accepted.code).toBe('1');
  return { missionId, timesInfoId };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('portal attendance', () => {
  it('signs a volunteer in and out from the QR link, through the login', async () => {
    const org = await tokenOf('org', demo.organizer);
    const volunteer = await tokenOf('volunteer', demo.volunteer);
    const subject = `门户扫码签到${testNow() % 100000}`;
    const { missionId, timesInfoId } = await acceptedShift(org, volunteer, subject, [-30, 5]);
    const qrToken = async () =>
      String(
        (await call(`/manage/pc/mission/attendance/qrToken?timesInfoId=${timesInfoId}`, org)).data
          .token,
      );

    const context = await newContext(browser, narrow);
    const page = await context.newPage();
    const scanUrl = `/attendance/scan?token=${encodeURIComponent(await qrToken())}`;
    await page.goto(scanUrl);
    // Not signed in: the login page, which comes back to the scan page with the token kept.
    await expectPath(page, '/login/volunteer');
    await page.getByTestId('login-username').fill(demo.volunteer.username);
    await page.getByTestId('login-password').fill(demo.volunteer.password);
    await page.getByTestId('login-submit').click();
    await expectPath(page, '/attendance/scan');
    expect(new URL(page.url()).searchParams.get('token')).toBeTruthy();

    await page.getByTestId('scan-in').click();
    await poll(() => page.getByTestId('scan-success').textContent()).toContain('签到成功');
    expect(await page.getByTestId('scan-success').textContent()).toContain(subject);
    await screenshot(page, 'attendance-scan-phone');
    // A second sign-in is refused with the server's msg.
    await page.getByTestId('scan-in').click();
    await poll(() => page.getByTestId('scan-error').textContent()).toContain(
      '您已签到，请勿重复签到',
    );

    // A stale screenshot of the QR: a forged token reads as expired and asks to scan again.
    await page.goto('/attendance/scan?token=a1.1.1.forged');
    await page.getByTestId('scan-out').click();
    await poll(() => page.getByTestId('scan-error').textContent()).toContain('重新扫描');

    await page.goto(`/attendance/scan?token=${encodeURIComponent(await qrToken())}`);
    await page.getByTestId('scan-out').click();
    await poll(() => page.getByTestId('scan-success').textContent()).toContain('签退成功');
    await screenshot(page, 'attendance-scan-out-phone');

    // 服务记录 lists the new record in publicity, on the phone and at a desk.
    await page.goto('/personalCenter/serviceRecord');
    const firstRow = page.getByTestId('service-record-row').first();
    await poll(() => firstRow.textContent()).toContain(subject);
    expect(await firstRow.textContent()).toContain('公示中');
    await screenshot(page, 'service-record-phone');
    await page.setViewportSize(wide);
    await poll(() => page.getByTestId('service-record-table').isVisible()).toBe(true);
    await poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
    // The table fades back in after loading; a screenshot during the fade looks greyed out.
    await page.waitForTimeout(500);
    expect(await page.getByTestId('service-record-row').first().textContent()).toContain(subject);
    await screenshot(page, 'service-record-desktop');

    // Without a camera: from 志愿者日程 in two taps to the code entry for that shift, and the
    // six-digit code typed there.
    const second = await acceptedShift(org, volunteer, `${subject}B`, [6, 40]);
    await page.setViewportSize(phone);
    await page.goto('/personalCenter/personalInfo');
    await page.getByTestId('personal-center-tabs').getByText('志愿者日程').click();
    const row = page.getByTestId('my-mission-row').filter({ hasText: `${subject}B` });
    await screenshot(page, 'my-mission-scan-entry-phone');
    await row.getByTestId('my-mission-scan').click();
    await expectPath(page, '/attendance/scan');
    const picked = page.getByTestId('scan-shift-picker').locator('.ant-radio-wrapper-checked');
    await poll(() => picked.textContent()).toContain(`${subject}B`);
    const codeNow = await call(
      `/manage/pc/mission/attendance/qrToken?timesInfoId=${second.timesInfoId}`,
      org,
    );
    await page.getByTestId('scan-code-input').fill(String(codeNow.data.code));
    await screenshot(page, 'attendance-code-phone');
    await page.getByTestId('scan-in').click();
    await poll(() => page.getByTestId('scan-success').textContent()).toContain(`${subject}B`);
    await context.close();

    // Anyone sees the mission in 时长公示 and the masked name; a visitor may object.
    for (const viewport of [wide, narrow]) {
      const visitor = await newContext(browser, viewport);
      const open = await visitor.newPage();
      await open.goto('/publicity');
      const row = open.getByTestId('publicity-row').filter({ hasText: subject });
      await poll(() => row.count()).toBe(1);
      const tag = viewport === wide ? 'desktop' : 'phone';
      await screenshot(open, `publicity-${tag}`);
      await row.getByTestId('publicity-subject').click();
      await expectPath(open, new RegExp(`^/publicity/${missionId}$`));
      const names = open.getByTestId('publicity-name');
      await poll(() => names.first().textContent()).toBe('张*');
      await screenshot(open, `publicity-detail-${tag}`);
      if (viewport === narrow) {
        await open.getByTestId('publicity-object').first().click();
        await open.getByTestId('objection-reason').fill('当天现场没有见到这位志愿者');
        await open.getByRole('button', { name: '提交异议' }).click();
        await poll(() => open.getByTestId('objection-success').textContent()).toContain(
          '异议已提交',
        );
        await screenshot(open, 'publicity-objection-phone');
        await open.getByRole('button', { name: '关闭' }).click();
        await poll(() => open.getByTestId('publicity-record').first().textContent()).toContain(
          '异议处理中',
        );
      }
      await visitor.close();
    }
  });
});
