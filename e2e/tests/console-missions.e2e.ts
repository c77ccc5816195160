import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { openConsoleAs } from '../support/stored-session';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { expectPath, pickOption } from '../support/flows';
import { chinaTime, coverPng, field, fillRange } from '../support/console-form';
import { poll } from '../support/poll';

// Page code loads lazily and the server answers over the network: allow more than the 1 s default.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('organiser console missions', () => {
  it('creates a mission with two shifts and a cover, publishes it, reviews and exports applicants', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openConsoleAs(page, demo.organizer);
    const subject = `社区长者陪伴日${testNow() % 100000}`;

    await page.getByTestId('side-menu').getByText('新建活动').click();
    await expectPath(page, '/admin/mission/new');
    const form = page.getByTestId('mission-form');
    await field(page, '活动名称').locator('input').fill(subject);
    await pickOption(page, page.getByTestId('mission-type'), '助老助残');
    await field(page, '活动标签').locator('input').fill('助老');
    await field(page, '活动标签').locator('input').press('Enter');
    await fillRange(field(page, '招募时间'), chinaTime(0, 0), chinaTime(5, 18));
    await fillRange(field(page, '服务时间'), chinaTime(7, 8), chinaTime(8, 18));
    await field(page, '活动地址').locator('input').fill('广州市越秀区长者服务中心');
    await field(page, '纬度').locator('input').fill('23.129');
    await field(page, '经度').locator('input').fill('113.264');
    await field(page, '联系人').locator('input').fill('陈晓燕');
    await field(page, '联系电话').locator('input').fill('020-87654321');
    await field(page, '活动详情')
      .locator('textarea')
      .fill('陪伴长者聊天、读报。\n请穿志愿者马甲。');

    // The new-mission editor has no mission to load, so no refusal toast may appear.
    expect(await page.getByText('活动编号不能为空').count()).toBe(0);

    const shifts = page.getByTestId('shift-item');
    await fillRange(shifts.nth(0), chinaTime(7, 9), chinaTime(7, 12));
    await page.getByTestId('shift-add').click();
    // The second shift starts before the service period: the form must say so.
    await fillRange(shifts.nth(1), chinaTime(6, 9), chinaTime(6, 12));
    await field(shifts.nth(1), '招募人数').locator('input').fill('5');

    await page.locator('input[type=file]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: coverPng(),
    });
    await page.getByTestId('cover-upload').locator('.ant-upload-list-item-image').waitFor();

    await page.getByTestId('mission-save-publish').click();
    await poll(() => shifts.nth(1).textContent()).toContain('第2个时段须在服务时间范围内');
    await screenshot(page, 'admin-mission-form-error');
    expect(await field(page, '活动名称').locator('input').inputValue()).toBe(subject);

    await fillRange(shifts.nth(1), chinaTime(8, 9), chinaTime(8, 12));
    await screenshot(page, 'admin-mission-form');
    await page.getByTestId('mission-save-publish').click();

    await page.getByTestId('mission-title').waitFor();
    expect(await page.getByTestId('mission-title').textContent()).toBe(subject);
    expect(await page.getByTestId('mission-status').textContent()).toBe('招募中');
    await poll(() =>
      page.getByTestId('shift-table').locator('tbody tr.ant-table-row').count(),
    ).toBe(2);
    await page.getByTestId('mission-cover').waitFor();
    expect(await form.count()).toBe(0);
    await screenshot(page, 'admin-mission-detail');

    await page.getByTestId('side-menu').getByText('活动列表').click();
    await expectPath(page, '/admin/mission/list');
    await field(page, '活动名称').locator('input').fill(subject);
    await page.getByTestId('mission-search').click();
    await poll(() => new URL(page.url()).searchParams.get('subject')).toBe(subject);
    const rows = page.getByTestId('mission-table').locator('tbody tr.ant-table-row');
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().getByTestId('mission-status').textContent()).toBe('招募中');
    expect(await rows.first().textContent()).toContain('0/15');
    await screenshot(page, 'admin-mission-list');

    // A reload keeps the filter.
    await page.reload();
    await poll(() => rows.count()).toBe(1);
    expect(await field(page, '活动名称').locator('input').inputValue()).toBe(subject);

    await rows.first().getByTestId('mission-applicants').click();
    await expectPath(page, /\/admin\/mission\/\d+\/applicants$/);
    await page.getByTestId('applicant-table').getByText('暂无报名').waitFor();
    await screenshot(page, 'admin-mission-applicants');
    const download = page.waitForEvent('download');
    await page.getByTestId('applicant-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^报名人员-\d+\.xlsx$/);
    const bytes = await file.createReadStream().then(async (s) => {
      const parts: Buffer[] = [];
      for await (const p of s) parts.push(p as Buffer);
      return Buffer.concat(parts);
    });
    // An .xlsx is a zip archive.
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await context.close();
  });

  it('shows the list loading on a first visit to /admin/mission instead of a blank page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openConsoleAs(page, demo.organizer);
    // A slow answer, so the wait is long enough to be seen.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/manage\/pc\/mission\/findMissionList/, async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/admin/mission');
    await expectPath(page, '/admin/mission/list');
    await page.getByTestId('mission-list-loading').locator('.ant-skeleton-active').waitFor();
    await screenshot(page, 'admin-mission-list-loading');
    release();
    const rows = page.getByTestId('mission-table').locator('tbody tr.ant-table-row');
    await poll(() => rows.count()).toBeGreaterThan(0);
    await expect(page.getByTestId('mission-list-loading').count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the longest status whole beside the pinned actions on a desktop', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openConsoleAs(page, demo.federationAdmin, '/admin/mission/list?type=closed');
    const tags = page.getByTestId('mission-table').getByTestId('mission-status');
    await poll(() => tags.count()).toBeGreaterThan(0);
    expect(await tags.first().textContent()).toBe('已结束招募');
    const actions = page.getByTestId('mission-table').locator('td.ant-table-cell-fix-end').first();
    await screenshot(page, 'admin-mission-list-closed');
    const tag = (await tags.first().boundingBox())!;
    // The pinned 操作 column is drawn over the row: the tag must end before it starts.
    expect(tag.x + tag.width).toBeLessThanOrEqual((await actions.boundingBox())!.x);
    await context.close();
  });

  it('opens the organisation filter below a level whose first read failed', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openConsoleAs(page, demo.federationAdmin);
    // The first read below the federation's own node fails as a dropped or refused call would.
    let reads = 0;
    await page.route(/\/district\/children\?parentId=\d+/, async (route) => {
      reads += 1;
      if (reads > 1) return route.continue();
      await route.fulfill({ status: 503, body: '' });
    });
    await page.goto('/admin/mission/list');
    await page.getByTestId('district-select').click();
    await page.locator('.ant-message').getByText('服务加载中，请刷新页面重试').waitFor();
    const tree = page.locator('.ant-select-tree-treenode:visible');
    await tree.filter({ hasText: '广州市志愿者联合会' }).waitFor();
    expect(reads).toBeGreaterThan(1);
    await context.close();
  });

  it('shows the chosen organisation by name after 查询 and after a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openConsoleAs(page, demo.federationAdmin, '/admin/mission/list');
    const box = page.getByTestId('district-select');
    await box.click();
    const tree = page.locator('.ant-select-tree-treenode:visible');
    await tree
      .filter({ hasText: '广州市志愿者联合会' })
      .locator('.ant-select-tree-switcher')
      .click();
    await tree.filter({ hasText: '天河区志愿者联合会' }).locator('.ant-select-tree-title').click();
    await page.getByTestId('mission-search').click();
    await poll(() => new URL(page.url()).searchParams.get('districtName')).toBe(
      '天河区志愿者联合会',
    );
    const shown = box.locator('.ant-select-content, .ant-select-selection-item').first();
    await poll(() => shown.innerText()).toBe('天河区志愿者联合会');
    await page.reload();
    await poll(() => shown.innerText()).toBe('天河区志愿者联合会');
    expect(new URL(page.url()).searchParams.get('districtId')).toMatch(/^\d+$/);
    await screenshot(page, 'admin-mission-list-district');
    await context.close();
  });

  it('keeps the list usable on a phone', async () => {
    const context = await newContext(browser, { width: 375, height: 812 });
    const page = await context.newPage();
    await openConsoleAs(page, demo.organizer, '/admin/mission/list?type=published');
    const rows = page.getByTestId('mission-table').locator('tbody tr.ant-table-row');
    await poll(() => rows.count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-mission-list-phone');
    await context.close();
  });
});
