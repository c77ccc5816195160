import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { advanceClock } from '../support/clock';
import { call, tokenOf } from '../support/api';
import { clickInDialog, expectPath, portalLogin } from '../support/flows';
import { expectFitsWidth, expectShows } from '../support/usable';
import { registerVolunteer, type FreshVolunteer } from '../support/register-volunteer';
import { codeSentTo } from '../support/inbox';

// Account security on a volunteer this file registers itself: e-mail change with a code,
// password change that signs the other session out, recovery by SMS, logoff and its cancel.

let browser: Browser;
let v: FreshVolunteer;

beforeAll(async () => {
  browser = await launchBrowser();
  v = await registerVolunteer('周安全');
});
afterAll(async () => {
  await browser.close();
});

async function signedIn(page: Page, password: string) {
  await portalLogin(page, 'volunteer', v.username, password);
  await page.getByTestId('header-user-name').waitFor();
}

/** A fresh browser signed in as the volunteer, on 个人信息 with its contacts drawn. */
async function openPersonalInfo() {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signedIn(page, v.password);
  await page.goto('/personalCenter/personalInfo');
  await page.getByTestId('account-contacts').waitFor();
  return { context, page };
}

describe('account security', () => {
  it('changes the e-mail with a code sent to the new address', async () => {
    const { context, page } = await openPersonalInfo();
    await page.getByTestId('profile-fields').waitFor();
    await screenshot(page, 'web-account-personal-info');

    const email = `zhou${randomBytes(4).toString('hex')}@example.com`;
    await page.getByTestId('edit-email').click();
    const modal = page.getByTestId('change-email-modal');
    await page.getByTestId('new-email').fill('not-an-address');
    await modal.getByTestId('send-sms-code').click();
    await modal.getByText('邮箱格式不正确').waitFor();
    await page.getByTestId('new-email').fill(email);
    await modal.getByTestId('send-sms-code').click();
    await modal.getByText(/秒后重新获取/).waitFor();
    await page.getByTestId('email-code').fill(await codeSentTo(email));
    await screenshot(page, 'web-account-change-email');
    await clickInDialog(
      modal.getByRole('button', { name: '确 认' }).or(modal.getByRole('button', { name: '确认' })),
    );
    await expect
      .poll(() => page.getByTestId('contact-email').textContent(), { timeout: 10_000 })
      .toBe(email);
    const me = await call('/volunteer/user/current', v.token);
    expect(me.data.email).toBe(email);
    await context.close();
  });

  it('changes the password, and the other session is signed out', async () => {
    const other = await tokenOf('volunteer', { username: v.username, password: v.password });
    expect((await call('/volunteer/user/current', other)).code).toBe('1');

    const context = await newContext(browser);
    const page = await context.newPage();
    await signedIn(page, v.password);
    await page.goto('/personalCenter/subtract');
    await page.getByTestId('to-change-password').click();
    await expectPath(page, '/personalCenter/change_password');
    await page.getByTestId('old-password').fill(v.password);
    await page.getByTestId('reset-password').fill('Second@2025pass');
    await page.getByTestId('reset-password-again').fill('Second@2025pass');
    await page.getByTestId('change-password-submit').click();
    await page.getByTestId('change-password-done').waitFor();
    await screenshot(page, 'web-account-password-changed');

    expect((await call('/volunteer/user/current', other)).code).toBe('401');
    expect((await call('/volunteer/user/current', v.token)).code).toBe('401');
    // This browser stays signed in.
    await page.goto('/personalCenter/personalInfo');
    await page.getByTestId('account-contacts').waitFor();
    await page.getByTestId('header-user-name').waitFor();
    v = { ...v, password: 'Second@2025pass' };
    await context.close();
  });

  it('recovers the password by SMS end to end', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login/volunteer');
    await page.getByText('忘记密码').click();
    await expectPath(page, '/change-password/1');
    await page.getByTestId('recover-target').fill(v.mobile);
    await page.getByTestId('recover-code').fill('000000');
    // Registration sent this number a code; the server allows one per 60 s: a step, not a wait.
    await advanceClock(baseUrl(), 61);
    await page.getByTestId('send-sms-code').click();
    await page.getByText(/秒后重新获取/).waitFor();
    await page.getByTestId('recover-next').click();
    await page.getByTestId('recover-error').waitFor();
    await page.getByTestId('recover-code').fill(await codeSentTo(v.mobile));
    await page.getByTestId('recover-next').click();
    await page.getByText(/正在为账号 .+ 设置新密码/).waitFor();
    await screenshot(page, 'web-account-recover-step2');
    await page.getByTestId('reset-password').fill('Third@2025pass');
    await page.getByTestId('reset-password-again').fill('Third@2025pass');
    await page.getByTestId('recover-submit').click();
    await page.getByTestId('recover-done').waitFor();
    await screenshot(page, 'web-account-recover-done');
    await page.getByTestId('recover-to-login').click();
    await expectPath(page, '/login/volunteer');
    await signedIn(page, 'Third@2025pass');
    v = { ...v, password: 'Third@2025pass' };
    await context.close();
  }, 120_000);

  it('applies for logoff, is held on subtract, and cancels', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signedIn(page, v.password);
    await page.goto('/personalCenter/subtract');
    await page.getByTestId('account-normal').waitFor();
    await page.getByTestId('logoff-apply').click();
    await page.getByTestId('logoff-confirm').click();
    await page.getByTestId('logoff-notice').waitFor();
    await page.getByText(/冷静期至/).waitFor();
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    await screenshot(page, 'web-account-logoff-cooling');

    await page.goto('/personalCenter/personalInfo');
    await expectPath(page, '/personalCenter/subtract');
    await page.getByTestId('logoff-cancel').click();
    await page.getByTestId('account-normal').waitFor();
    await page.goto('/personalCenter/personalInfo');
    await page.getByTestId('account-contacts').waitFor();
    await context.close();
  });

  it('keeps a half-filled dialog when the window crosses the phone breakpoint and back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signedIn(page, v.password);
    await page.goto('/personalCenter/personalInfo');
    await page.getByTestId('personal-center-menu').waitFor();
    await page.getByTestId('edit-email').click();
    await page.getByTestId('new-email').fill('half-typed@example.com');

    await page.setViewportSize(phone);
    await page.getByTestId('personal-center-tabs').waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('personal-center-menu').waitFor();

    await expect
      .poll(() => page.getByTestId('new-email').inputValue())
      .toBe('half-typed@example.com');
    await context.close();
  });

  it('keeps 个人信息 on screen when the refresh after a change fails', async () => {
    const { context, page } = await openPersonalInfo();
    // From here the profile cannot be read again (a dropped connection, a busy server).
    await page.route('**/volunteer/info/userInfo', (route) => route.abort('failed'));

    const renamed = `att${randomBytes(3).toString('hex')}b`;
    await page.getByTestId('edit-login-name').click();
    await page.getByTestId('new-login-name').fill(renamed);
    await page.getByTestId('login-name-password').fill(v.password);
    await clickInDialog(page.getByRole('button', { name: '确认修改' }));
    await page.getByText(`账号名已改为 ${renamed}`).waitFor();
    v = { ...v, username: renamed };

    await page.waitForTimeout(1_000);
    expect(await page.getByText('个人信息加载失败').count()).toBe(0);
    expect(await page.getByTestId('account-contacts').isVisible()).toBe(true);
    await context.close();
  });

  it('fits a phone: recovery, contacts and logoff read whole and can be reached', async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    await page.goto('/change-password/2');
    const recover = page.getByTestId('recover-password-page');
    await expectShows(recover, '找回组织账号密码');
    await expectShows(recover, '验证身份');
    await expectFitsWidth(page);
    await screenshot(page, 'phone-account-recover');

    await signedIn(page, v.password);
    await page.goto('/personalCenter/personalInfo');
    await expectShows(page.getByTestId('account-contacts'), '账号与联系方式');
    // The owner sees their own number masked in the middle, never in full on screen.
    await expectShows(page.getByTestId('contact-mobile'), /^1\d{2}\*{4}\d{4}$/);
    await expectShows(page.getByTestId('edit-mobile'), /\S/);
    await expectFitsWidth(page);
    await screenshot(page, 'phone-account-personal-info');

    await page.goto('/personalCenter/subtract');
    await expectShows(page.getByTestId('account-normal'), '账号状态正常');
    await expectShows(page.getByTestId('logoff-apply'), /注销/);
    await expectFitsWidth(page);
    await screenshot(page, 'phone-account-subtract');
    await context.close();
  });
});
