import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, newContext } from '../support/browser';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { at, call, tokenOf } from '../support/api';
import { chinaInstant } from '../support/console-form';
import { expectPath } from '../support/flows';
import { expectFocusOn, expectFocusTrapped, tabTo, type } from '../support/keyboard';
import { poll } from '../support/poll';
import { registerVolunteer, type FreshVolunteer } from '../support/register-volunteer';

// Issue 54: three journeys made with the keyboard alone, the focus shown at every stop, dialogs
// keeping the keyboard until closed and giving it back: a volunteer finds a mission, opens it and
// applies; a volunteer signs in to a shift with its six-digit code; an organiser reviews the
// applicants. Fresh volunteers, so no other file's shifts clash with these.

let browser: Browser;
let org: string;
beforeAll(async () => {
  browser = await launchBrowser();
  org = await tokenOf('org', demo.organizer);
});
afterAll(async () => {
  await browser.close();
});

/** A published mission of the demo organiser with one shift; its id and the shift's. */
async function publishMission(subject: string, start: string, end: string, recruitEnd: string) {
  const saved = await call('/manage/pc/mission/saveMission', org, {
    subject,
    missionType: '09',
    serviceTimeType: 1,
    address: '广州市越秀区北京街道盐运西社区长者饭堂',
    recruitStart: at(-120),
    recruitEnd,
    serviceStart: start,
    serviceEnd: end,
    contactName: '陈晓燕',
    contactPhone: '020-87654321',
    times: [{ startTime: start, endTime: end, quota: 5, creditMinutes: 120 }],
  });
  expect(saved.code).toBe('1');
  const missionId = String(saved.data.missionId);
  expect((await call('/manage/pc/mission/publishMission', org, { missionId })).code).toBe('1');
  const detail = await call(`/manage/pc/mission/viewMission?missionId=${missionId}`, org);
  const timesInfoId = (detail.data.times as { timesInfoId: string }[])[0]!.timesInfoId;
  return { missionId, timesInfoId };
}

async function applyFor(v: FreshVolunteer, mission: { missionId: string; timesInfoId: string }) {
  const applied = await call('/volunteer/mission/accordApply', v.token, mission);
  expect(applied.code).toBe('1');
  return String(applied.data.missionPersonlId);
}

/** The portal's sign-in with the keyboard: Tab to each field, type, Enter. */
async function signInByKeyboard(page: Page, v: { username: string; password: string }) {
  await tabTo(page, page.getByTestId('login-username'));
  await type(page, v.username);
  await tabTo(page, page.getByTestId('login-password'));
  await type(page, v.password);
  await page.keyboard.press('Enter');
}

/** The dialog on screen (antd keeps a closed one in the page, hidden). */
const dialog = (page: Page) => page.locator('.ant-modal:visible').last();

describe('with the keyboard alone', () => {
  it('a volunteer finds a mission, opens it and applies', async () => {
    const subject = `键盘报名·长者探访${testNow().toString(36)}`;
    await publishMission(
      subject,
      chinaInstant(44, 9, 0),
      chinaInstant(44, 11, 0),
      chinaInstant(43, 8, 0),
    );
    const volunteer = await registerVolunteer('钟慧敏');
    const context = await newContext(browser, desktop, { motion: 'device' });
    const page = await context.newPage();

    await page.goto('/login/volunteer');
    await signInByKeyboard(page, volunteer);
    await expectPath(page, '/');

    // Home's header → 志愿活动, the name in the list's search, then the mission's card.
    await tabTo(page, page.getByTestId('main-menu').getByRole('link', { name: '志愿活动' }));
    await page.keyboard.press('Enter');
    await expectPath(page, '/mission');
    await tabTo(page, page.getByTestId('mission-filter-keyword'));
    await type(page, subject);
    await page.keyboard.press('Enter');
    const card = page.getByTestId('mission-card').filter({ hasText: subject });
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    await expectPath(page, /^\/mission\/detail-/);

    // 报名 opens a confirmation that keeps the keyboard; Escape gives it back to 报名.
    const apply = page.getByTestId('shift-apply');
    await tabTo(page, apply);
    await page.keyboard.press('Enter');
    await expectFocusTrapped(page, dialog(page));
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await expectFocusOn(apply);

    // Again, and Enter confirms (the dialog's own button has the focus), Enter closes the answer.
    await page.keyboard.press('Enter');
    await expectFocusOn(dialog(page).getByRole('button', { name: '确认报名' }));
    await page.keyboard.press('Enter');
    await dialog(page).locator('.ant-modal-confirm-title', { hasText: '报名成功' }).waitFor();
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('shift-my-state').textContent()).toBe('待审核');
    await context.close();
  });

  it('a volunteer signs in to a shift with its six-digit code', async () => {
    const volunteer = await registerVolunteer('钟伟强');
    // Under way now: sign-in is open.
    const shift = await publishMission(
      `键盘签到·社区义诊${testNow() % 100000}`,
      at(-30),
      at(60),
      at(30),
    );
    const accepted = await call('/manage/pc/mission/personal/auditMP', org, {
      missionPersonlIds: await applyFor(volunteer, shift),
      action: 'accept',
    });
    expect(accepted.code).toBe('1');
    const context = await newContext(browser, desktop, { motion: 'device' });
    const page = await context.newPage();

    await page.goto('/login/volunteer?redirect=%2Fattendance%2Fscan');
    await signInByKeyboard(page, volunteer);
    await expectPath(page, '/attendance/scan');
    const answer = await call(
      `/manage/pc/mission/attendance/qrToken?timesInfoId=${shift.timesInfoId}`,
      org,
    );
    await tabTo(page, page.getByTestId('scan-code-input'));
    await type(page, String(answer.data.code));
    await tabTo(page, page.getByTestId('scan-in'));
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('scan-success').textContent()).toContain('签到成功');
    await context.close();
  });

  it('an organiser reviews the applicants', async () => {
    const [first, second] = [await registerVolunteer('钟丽华'), await registerVolunteer('钟志明')];
    const mission = await publishMission(
      `键盘审核·助老服务${testNow() % 100000}`,
      chinaInstant(45, 14, 0),
      chinaInstant(45, 16, 0),
      chinaInstant(44, 8, 0),
    );
    for (const v of [first!, second!]) await applyFor(v, mission);
    const context = await newContext(browser, desktop, { motion: 'device' });
    const page = await context.newPage();

    await page.goto('/admin/login');
    await signInByKeyboard(page, demo.organizer);
    await page.getByTestId('welcome-card').waitFor();
    await page.goto(`/admin/mission/${mission.missionId}/applicants`);
    const rowOf = (v: FreshVolunteer) =>
      page.getByTestId('applicant-table').locator('tbody tr.ant-table-row').filter({
        hasText: v.name,
      });

    await tabTo(page, rowOf(first!).getByTestId('applicant-accept'));
    await page.keyboard.press('Enter');
    await poll(() => rowOf(first!).getByTestId('applicant-state').textContent()).toBe('已录用');

    // 不录用 asks for a reason in a dialog that keeps the keyboard and gives it back.
    const reject = rowOf(second!).getByTestId('applicant-reject');
    await tabTo(page, reject);
    await page.keyboard.press('Enter');
    const reasonDialog = page.getByTestId('reject-dialog').locator('.ant-modal');
    await expectFocusTrapped(page, reasonDialog);
    await page.keyboard.press('Escape');
    await reasonDialog.waitFor({ state: 'hidden' });
    await expectFocusOn(reject);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByTestId('reject-dialog').locator('textarea'));
    await type(page, '该时段已安排足够人员');
    await tabTo(page, page.getByRole('button', { name: '确定不录用' }));
    await page.keyboard.press('Enter');
    await poll(() => rowOf(second!).getByTestId('applicant-state').textContent()).toBe('未录用');
    await context.close();
  });
});
