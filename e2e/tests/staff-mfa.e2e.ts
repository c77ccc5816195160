import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { generate } from 'otplib';
import {
  baseUrl,
  desktop,
  launchBrowser,
  newContext,
  phone,
  screenshot,
  useOwnServer,
} from '../support/browser';
import { demo } from '../support/accounts';
import { call, tokenOf } from '../support/api';
import { advanceClock, testNow } from '../support/clock';
import { clickInDialog, expectPath, pickFromAccountMenu } from '../support/flows';
import { poll } from '../support/poll';
import { expectFitsWidth } from '../support/usable';

// Two-factor sign-in of a console account, as its owner meets it: enrol with an authenticator
// app, sign in with its code or a recovery code, and an admin's reset after a lost phone. Codes
// are computed at the run's clock, which the server shares. A fresh staff account is enrolled:
// the demo accounts sign in without a code in every other file.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The code an authenticator app shows now, `steps` of 30 s away. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(testNow() / 1000) + steps * 30 });

/** Six digits that no step of the server's window (one step either way) accepts. */
async function wrongCode(secret: string): Promise<string> {
  const near = await Promise.all([-1, 0, 1].map((s) => codeAt(secret, s)));
  let code = 100000 + (testNow() % 800000);
  while (near.includes(String(code))) code++;
  return String(code);
}

/**
 * The same page at another width. The console's frame follows antd's breakpoint, which settles
 * a moment after the window has changed: the check waits for the frame of that width.
 */
async function resize(page: Page, size: typeof phone) {
  await page.setViewportSize(size);
  const phoneFrame = page.locator('.zyz-phone-frame');
  await phoneFrame.waitFor({ state: size.width < 768 ? 'attached' : 'detached' });
}

async function signInWithPassword(page: Page, account: { username: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByTestId('login-username').fill(account.username);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
}

/** A staff member of the provincial federation, with a password of their own (not the temporary one). */
async function freshStaff(): Promise<{ username: string; password: string; name: string }> {
  const admin = await tokenOf('org', demo.federationAdmin);
  const suffix = String(testNow()).slice(-7);
  const name = '周雨桐';
  const created = await call('/manage/pc/org/staff/create', admin, {
    loginName: `mfa${suffix}`,
    name,
    mobile: `136${suffix.padStart(8, '0')}`,
    role: 'operator',
  });
  expect(created.code, created.msg).toBe('1');
  const username = String(created.data.loginName);
  const first = await tokenOf('org', { username, password: String(created.data.tempPassword) });
  const password = 'Mfa@2026pass';
  const changed = await call('/auth/findpwd/usersAdmin/resetModifyPwd', first, {
    loginType: 2,
    password,
    passwordAgain: password,
  });
  expect(changed.code, changed.msg).toBe('1');
  return { username, password, name };
}

describe('两步验证 of a staff account', () => {
  let staff: Awaited<ReturnType<typeof freshStaff>>;
  let secret = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    staff = await freshStaff();
  });

  it('enrols: the QR code and the secret in fours, a code accepted, ten recovery codes shown once', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInWithPassword(page, staff);
    await page.getByTestId('welcome-card').waitFor();
    await pickFromAccountMenu(page, 'header-account', 'header-two-factor');
    await expectPath(page, '/admin/personalCenter/two_factor');
    await poll(() => page.getByTestId('totp-state').innerText()).toBe('未开启');
    await screenshot(page, 'admin-two-factor-off');

    await page.getByTestId('totp-start').click();
    const qr = page.getByTestId('totp-qr');
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    const shown = await page.getByTestId('totp-secret').innerText();
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    secret = shown.replace(/\s+/g, '');
    await screenshot(page, 'admin-two-factor-enrol-desktop');
    await resize(page, phone);
    await expectFitsWidth(page);
    await screenshot(page, 'admin-two-factor-enrol-phone');
    await resize(page, desktop);

    await page.getByTestId('totp-enable-code').fill(await codeAt(secret));
    await page.getByTestId('totp-enable-submit').click();
    await page.getByTestId('recovery-codes').waitFor();
    expect(await page.getByTestId('recovery-codes').innerText()).toContain('恢复码只显示这一次');
    recoveryCodes = await page.getByTestId('recovery-code').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await screenshot(page, 'admin-two-factor-codes-desktop');
    await resize(page, phone);
    await expectFitsWidth(page);
    await screenshot(page, 'admin-two-factor-codes-phone');
    await resize(page, desktop);

    await page.getByTestId('recovery-done').click();
    await poll(() => page.getByTestId('totp-state').innerText()).toBe('已开启');
    expect(await page.getByTestId('totp-codes-left').innerText()).toBe('10 个');
    await screenshot(page, 'admin-two-factor-on');

    await pickFromAccountMenu(page, 'header-account', 'header-logout');
    await expectPath(page, '/admin/login');
    await context.close();
  });

  it('asks for the code after the password, refuses a wrong one in Chinese, and lets the right one in', async () => {
    // The code that enabled it is spent (a replay floor): the next sign-in is a step later.
    await advanceClock(baseUrl(), 30);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInWithPassword(page, staff);
    const code = page.getByTestId('login-totp-code');
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await page.getByTestId('login-second-factor').innerText()).toContain('输入两步验证码');
    await screenshot(page, 'admin-login-second-factor-desktop');
    await page.setViewportSize(phone);
    await expectFitsWidth(page);
    await screenshot(page, 'admin-login-second-factor-phone');
    await page.setViewportSize(desktop);

    await code.fill(await wrongCode(secret));
    await page.getByTestId('login-totp-submit').click();
    await poll(() => page.getByTestId('login-totp-error').innerText()).toContain(
      '验证码错误，请重新输入',
    );
    await screenshot(page, 'admin-login-second-factor-wrong');

    await code.fill(await codeAt(secret));
    await page.getByTestId('login-totp-submit').click();
    await expectPath(page, '/admin/dashboard');
    await page.getByTestId('welcome-card').waitFor();
    await context.close();
  });

  it('signs in with a recovery code instead, which is then used up', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInWithPassword(page, staff);
    await page.getByTestId('login-use-recovery').click();
    // Typed as a person reads it off paper: the case does not matter.
    await page.getByTestId('login-recovery-code').fill(recoveryCodes[0]!.toUpperCase());
    await screenshot(page, 'admin-login-recovery-code');
    await page.getByTestId('login-totp-submit').click();
    await expectPath(page, '/admin/dashboard');

    await page.getByTestId('side-menu').getByText('两步验证').click();
    await expectPath(page, '/admin/personalCenter/two_factor');
    await poll(() => page.getByTestId('totp-codes-left').innerText()).toBe('9 个');
    await resize(page, phone);
    await expectFitsWidth(page);
    await screenshot(page, 'admin-two-factor-on-phone');
    await context.close();
  });

  it('signs in from the portal’s 组织登录: the console asks for the code, the password typed once', async () => {
    // A step after the last code accepted (the replay floor).
    await advanceClock(baseUrl(), 30);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login/organization');
    await page.getByTestId('login-username').fill(staff.username);
    await page.getByTestId('login-password').fill(staff.password);
    await page.getByTestId('login-submit').click();
    await expectPath(page, '/admin/login');
    const code = page.getByTestId('login-totp-code');
    await code.waitFor();
    await code.fill(await codeAt(secret));
    await page.getByTestId('login-totp-submit').click();
    await expectPath(page, '/admin/dashboard');
    await page.getByTestId('welcome-card').waitFor();
    await context.close();
  });

  it('goes back to the password step when the sign-in ticket has run out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInWithPassword(page, staff);
    await page.getByTestId('login-totp-code').waitFor();
    // The ticket lives five minutes.
    await advanceClock(baseUrl(), 5 * 60 + 5);
    await page.getByTestId('login-totp-code').fill(await codeAt(secret));
    await page.getByTestId('login-totp-submit').click();
    await poll(() => page.getByTestId('login-error').innerText()).toContain(
      '登录已超时，请重新输入账号和密码',
    );
    expect(await page.getByTestId('login-username').inputValue()).toBe(staff.username);
    await screenshot(page, 'admin-login-ticket-expired');
    await context.close();
  });

  it('lets the admin reset it after a lost phone, with a reason, and the account signs in with the password alone', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInWithPassword(page, demo.federationAdmin);
    await page.getByTestId('welcome-card').waitFor();
    await page.getByTestId('side-menu').getByText('工作人员').click();
    await expectPath(page, '/admin/org/staff');
    // Only an account with 两步验证 on is marked and offers the reset.
    await page.getByTestId(`staff-has-totp-${staff.username}`).waitFor();
    expect(await page.locator('[data-testid^="staff-reset-totp-"]').count()).toBe(
      await page.locator('[data-testid^="staff-has-totp-"]').count(),
    );
    await page.getByTestId(`staff-reset-totp-${staff.username}`).click();
    const dialog = page.getByTestId('totp-reset-dialog');
    await clickInDialog(dialog.getByTestId('totp-reset-ok'));
    await dialog.getByText('请填写重置原因（至少2个字）').waitFor();
    await dialog.getByTestId('totp-reset-reason').fill('手机丢失，已电话核实本人身份');
    await dialog.getByText('请填写重置原因（至少2个字）').waitFor({ state: 'hidden' });
    await screenshot(page, 'admin-staff-reset-two-factor');
    await resize(page, phone);
    await expectFitsWidth(page);
    await screenshot(page, 'admin-staff-reset-two-factor-phone');
    await dialog.getByTestId('totp-reset-ok').click();
    await page.getByText(`已重置 ${staff.name} 的两步验证`).waitFor();
    await page.getByTestId(`staff-has-totp-${staff.username}`).waitFor({ state: 'detached' });
    await context.close();

    const own = await newContext(browser);
    const ownPage = await own.newPage();
    await signInWithPassword(ownPage, staff);
    await expectPath(ownPage, '/admin/dashboard');
    await own.close();
  });
});

// A server of its own: under REQUIRE_STAFF_MFA every federation account must enrol, which on the
// shared server would stop every other file's demo sign-ins.
describe('forced enrolment (REQUIRE_STAFF_MFA)', () => {
  let stopServer: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    stopServer = await useOwnServer({ REQUIRE_STAFF_MFA: '1' }, testNow());
  });
  afterAll(() => stopServer?.());

  it('keeps a federation admin on 两步验证 until it is on, then opens the console', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInWithPassword(page, demo.federationAdmin);
    await expectPath(page, '/admin/personalCenter/two_factor');
    await page.getByTestId('totp-enrol-required').waitFor();
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    await screenshot(page, 'admin-two-factor-forced-desktop');

    // Nothing else opens meanwhile, typed address or not.
    await page.goto('/admin/org/staff');
    await expectPath(page, '/admin/personalCenter/two_factor');

    await page.getByTestId('totp-start').click();
    const shown = await page.getByTestId('totp-secret').innerText();
    const forcedSecret = shown.replace(/\s+/g, '');
    await resize(page, phone);
    await expectFitsWidth(page);
    expect(await page.getByTestId('menu-toggle').count()).toBe(0);
    await screenshot(page, 'admin-two-factor-forced-phone');
    await resize(page, desktop);
    await page.getByTestId('totp-enable-code').fill(await codeAt(forcedSecret));
    await page.getByTestId('totp-enable-submit').click();
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByTestId('recovery-done').click();
    await expectPath(page, '/admin/dashboard');
    await page.getByTestId('welcome-card').waitFor();
    await page.getByTestId('side-menu').waitFor();
    await context.close();
  });
});
