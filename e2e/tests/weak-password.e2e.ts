import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { demo } from '../support/accounts';
import { expectPath, portalLogin } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('weak-password dialog', () => {
  it('blocks a volunteer with a weak password until it is reset, then accepts the new one', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const weak = demo.weakVolunteer;
    await portalLogin(page, 'volunteer', weak.username, weak.password);
    const dialog = page.getByTestId('weak-password-dialog');
    await dialog.waitFor();

    await page.getByTestId('reset-password').fill('abc');
    await page.getByTestId('reset-password').blur();
    await dialog.getByText('密码格式错误，必须包含大小写字母和数字，长度8到20位').waitFor();
    await page.getByTestId('reset-password').fill('Better2026pass');
    await page.getByTestId('reset-password-again').fill('Better2026pasx');
    await page.getByTestId('reset-password-again').blur();
    await dialog.getByText('两次输入的密码不一致').waitFor();
    await screenshot(page, 'web-weak-password-dialog');

    await page.getByTestId('reset-password-again').fill('Better2026pass');
    await page.getByTestId('reset-submit').click();
    await page.getByText('密码修改成功，请重新登录').first().waitFor();
    await expectPath(page, '/login/volunteer');

    await portalLogin(page, 'volunteer', weak.username, 'Better2026pass');
    await page.getByTestId('header-user-name').waitFor();
    expect(await page.getByTestId('weak-password-dialog').count()).toBe(0);
    await context.close();
  });
});
