import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { demo } from '../support/accounts';
import { expectPath, pickFromAccountMenu } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function consoleLogin(
  page: import('playwright-core').Page,
  username: string,
  password: string,
) {
  await page.goto('/admin/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('organiser console', () => {
  it('sends a signed-out visitor to the console login page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/admin/');
    await expectPath(page, '/admin/login');
    await screenshot(page, 'admin-login');
    await context.close();
  });

  it('refuses a wrong password with the server message and keeps the visitor on login', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await consoleLogin(page, demo.federationAdmin.username, 'Wrong@pass123');
    await expect
      .poll(() => page.getByTestId('login-error').textContent())
      .toContain('账号或密码错误');
    await expectPath(page, '/admin/login');
    await context.close();
  });

  it('signs the federation admin in, shows my info and signs out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await consoleLogin(page, demo.federationAdmin.username, demo.federationAdmin.password);
    await page.getByTestId('welcome-card').waitFor();
    expect(await page.getByTestId('welcome-role').textContent()).toContain('联合会管理员');
    await screenshot(page, 'admin-dashboard');

    await pickFromAccountMenu(page, 'header-account', 'header-my-info');
    const info = page.getByTestId('my-info-descriptions');
    await info.waitFor();
    expect(await info.textContent()).toContain(demo.federationAdmin.username);
    expect(await info.textContent()).toContain('广东省志愿者联合会');
    await screenshot(page, 'admin-my-info');

    await pickFromAccountMenu(page, 'header-account', 'header-logout');
    await expectPath(page, '/admin/login');
    await page.goto('/admin/');
    await expectPath(page, '/admin/login');
    await context.close();
  });

  it('forces a flagged organiser to change the password before anything else', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await consoleLogin(page, demo.forcedOrganizer.username, demo.forcedOrganizer.password);
    await page.getByText('您的密码存在安全风险').waitFor();
    await screenshot(page, 'admin-forced-change-alert');
    await page.getByTestId('password-notice-ok').click();
    await expectPath(page, '/admin/personalCenter/change_password');

    await page.getByTestId('change-password-new').fill('short');
    await page.getByTestId('change-password-confirm').fill('short');
    await page.getByText('密码格式错误，必须包含大小写字母和数字，长度8到20位').first().waitFor();

    const fresh = 'Newpass2026@gd';
    await page.getByTestId('change-password-new').fill(fresh);
    await page.getByTestId('change-password-confirm').fill(fresh);
    await page.getByTestId('change-password-submit').click();
    await page.getByText('密码修改成功，请重新登录').waitFor();
    await expectPath(page, '/admin/login');

    await consoleLogin(page, demo.forcedOrganizer.username, fresh);
    await page.getByTestId('welcome-card').waitFor();
    expect(await page.getByText('您的密码存在安全风险').count()).toBe(0);
    await context.close();
  });
});
