import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  launchBrowser,
  newContext,
  phone,
  screenshot,
  screenshotsWanted,
} from '../support/browser';
import { demo } from '../support/accounts';
import { newestMissionId, tokenOf } from '../support/api';
import { expectPath } from '../support/flows';
import { poll } from '../support/poll';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function consoleLogin(page: Page, account: { username: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByTestId('login-username').fill(account.username);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expectPath(page, '/admin/dashboard');
}

const actionNames = (page: Page) =>
  page.getByTestId('audit-log-page').getByTestId('audit-action-name').allTextContents();

describe('审计日志', () => {
  it('shows the federation admin the exports just made, and narrows by the kind of act', async () => {
    // One act by a call: the applicant list of a mission, taken away as a file.
    const token = await tokenOf('org', demo.federationAdmin);
    const missionId = await newestMissionId();
    const file = await fetch(
      `${baseUrl()}/v2/api/gdzyz/manage/pc/mission/personal/getMPListExport?missionId=${missionId}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(file.status).toBe(200);

    // The other in the console: the dashboard's figures exported to Excel.
    const context = await newContext(browser);
    const page = await context.newPage();
    await consoleLogin(page, demo.federationAdmin);
    const stats = page.getByTestId('dashboard-stats');
    await stats.getByRole('button', { name: '导出 Excel' }).click();
    await page.getByText('统计表已导出').waitFor();

    await page.getByTestId('side-menu').getByText('审计日志').click();
    await expectPath(page, '/admin/audit-log');
    await poll(() => actionNames(page)).toEqual(
      expect.arrayContaining(['导出工作台统计', '导出报名人员']),
    );
    const rows = page.getByTestId('audit-table').locator('tbody tr.ant-table-row');
    const exported = rows.filter({ hasText: '导出工作台统计' }).first();
    expect(await exported.textContent()).toContain('林志强（gdadmin01）');
    expect(await exported.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await screenshot(page, 'admin-audit-log-desktop');

    await page.getByTestId('audit-action').click();
    await page.keyboard.type('导出工作台');
    await page.locator('.ant-select-item-option', { hasText: '导出工作台统计' }).click();
    await page.getByTestId('audit-search').click();
    await poll(() => page.url()).toContain('action=dashboard.export');
    await poll(async () => [...new Set(await actionNames(page))]).toEqual(['导出工作台统计']);

    // On a phone the same log reads as cards.
    await page.setViewportSize(phone);
    await page.getByTestId('audit-cards').waitFor();
    await poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
    expect(await page.getByTestId('audit-card').first().textContent()).toContain('导出工作台统计');
    // The cards fade in from the list's loading veil (0.3 s): the picture waits for it.
    if (screenshotsWanted) await page.waitForTimeout(500);
    await screenshot(page, 'admin-audit-log-phone');
    await context.close();
  });
});
