import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, screenshot } from '../support/browser';
import { demo } from '../support/accounts';
import { call, tokenOf } from '../support/api';
import { expectPath, pickFromAccountMenu } from '../support/flows';

// Tools written for the live platform read the console's token from the IZYZ_org_token cookie
// (URL-encoded) and send it as the Bearer token (docs/wire-compat.md).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the console token under the live platform’s cookie name', () => {
  it('is written at console login, works as a Bearer token, and goes at logout', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByTestId('login-username').fill(demo.organizer.username);
    await page.getByTestId('login-password').fill(demo.organizer.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('welcome-card').waitFor();
    await screenshot(page, 'admin-dashboard-live-cookie');

    // What the live platform's tool guides tell organisers to run in the console.
    const copied = await page.evaluate(() =>
      decodeURIComponent(document.cookie.split('IZYZ_org_token=')[1]!.split(';')[0]!),
    );
    const ours = (await context.cookies()).find((c) => c.name === 'gdzyz_org_token')!;
    expect(copied).toBe(decodeURIComponent(ours.value));
    expect(await call('/manage/pc/usersAdmin/auditStatic', copied)).toMatchObject({ code: '1' });

    await pickFromAccountMenu(page, 'header-account', 'header-logout');
    await expectPath(page, '/admin/login');
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('IZYZ_org_token');
    expect(names).not.toContain('gdzyz_org_token');
    await context.close();
  });

  it('lets a session held only under IZYZ_org_token into the console', async () => {
    const token = await tokenOf('org', demo.organizer);
    const context = await newContext(browser);
    await context.addCookies([
      { name: 'IZYZ_org_token', value: encodeURIComponent(token), url: baseUrl() },
    ]);
    const page = await context.newPage();
    await page.goto('/admin/');
    await page.getByTestId('welcome-card').waitFor();
    expect(page.url()).not.toContain('/admin/login');
    await context.close();
  });
});
