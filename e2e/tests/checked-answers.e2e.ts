import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { openConsoleAs, openPortalAs } from '../support/stored-session';
import { demo } from '../support/accounts';
import { expectPath } from '../support/flows';

// Issue 52: every answer is checked against the schema the server serialises it with. An answer
// of another shape (a server deployed out of step, a proxy's page) shows 数据格式有误 with a way
// to load again, never a blank or half-drawn page, and the next good answer draws the page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Answers `path` with a success whose data has the wrong shape until the returned undo runs. */
async function answerMalformed(page: Page, path: string): Promise<() => Promise<void>> {
  const pattern = `**/v2/api/gdzyz${path}*`;
  await page.route(pattern, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: '1', msg: '成功', data: { list: '并非列表', total: '很多' } }),
    }),
  );
  return () => page.unroute(pattern);
}

describe('an answer of the wrong shape', () => {
  it('shows 数据格式有误 on the console’s mission list, and the list after 重新加载', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openConsoleAs(page, demo.organizer);
    const reports: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') reports.push(m.text());
    });
    const undo = await answerMalformed(page, '/manage/pc/mission/findMissionList');
    await page.goto('/admin/mission/list');
    await expectPath(page, '/admin/mission/list');
    const failed = page.locator('.ant-result').filter({ hasText: '信息加载失败' });
    await failed.getByText('数据格式有误').waitFor();
    expect(await page.getByTestId('mission-table').count()).toBe(0);
    // Reported with the call and what did not match, for whoever reads the browser's log.
    expect(reports.some((r) => r.includes('/manage/pc/mission/findMissionList: list'))).toBe(true);
    await screenshot(page, 'admin-mission-list-malformed');

    await undo();
    await failed.getByRole('button', { name: '重新加载' }).click();
    await page.getByTestId('mission-table').waitFor();
    expect(await failed.count()).toBe(0);
    await context.close();
  });

  it('shows 数据格式有误 in the volunteer’s 个人资料, and the profile after 重试', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const undo = await answerMalformed(page, '/volunteer/register/profile');
    await openPortalAs(page, demo.volunteer, '/personalCenter/personalInfo');
    const card = page.getByTestId('profile-fields');
    await card.getByText('数据格式有误').waitFor();
    expect(await card.getByTestId('edit-profile-fields').count()).toBe(0);
    await screenshot(page, 'portal-profile-malformed');

    await undo();
    // antd spaces a two-character label: the button reads 重 试.
    await card.getByRole('button', { name: /^重\s?试$/ }).click();
    await card.getByTestId('edit-profile-fields').waitFor();
    expect(await card.getByText('数据格式有误').count()).toBe(0);
    await context.close();
  });
});
