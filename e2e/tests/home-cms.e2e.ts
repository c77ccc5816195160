import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { openConsoleAs } from '../support/stored-session';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { expectPath } from '../support/flows';
import { coverPng, field } from '../support/console-form';
import { poll } from '../support/poll';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = testNow() % 100000;
const bannerTitle = `志愿服务月主题活动${stamp}`;
const noticeTitle = `关于开展冬季志愿服务的通知${stamp}`;
const noticeBody = '各志愿服务组织：请于本月底前完成冬季志愿服务活动的发布与招募。';

async function openMenu(page: Page, label: string, path: string) {
  await page.getByTestId('side-menu').getByText(label, { exact: true }).click();
  await expectPath(page, path);
}

async function saveModal(page: Page) {
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await page.locator('.ant-modal').waitFor({ state: 'hidden' });
}

/**
 * The first visit's hint lies inside the hero, on the guide button's line: no card over the
 * notices or the figures below. Returns the hero's box.
 */
async function expectHintBesideGuideButton(page: Page) {
  const boxes = await page.evaluate(() => {
    const box = (el: Element | null) => el!.getBoundingClientRect().toJSON() as DOMRect;
    return {
      hint: box(document.querySelector('[data-testid="home-tour-hint"]')),
      hero: box(document.querySelector('[data-testid="home-hero"]')),
      replay: box(document.querySelector('[data-testid="home-tour-replay"]')),
    };
  });
  expect(boxes.hint.top).toBeGreaterThanOrEqual(boxes.hero.top);
  expect(boxes.hint.bottom).toBeLessThanOrEqual(boxes.hero.bottom);
  expect(boxes.hint.right).toBeLessThanOrEqual(boxes.hero.right);
  expect(Math.abs(boxes.hint.top - boxes.replay.top)).toBeLessThan(boxes.replay.height);
  return boxes.hero;
}

describe('Home and its CMS', () => {
  it(
    'staff publish a banner and a notice, visitors see them on Home and a click is counted',
    { timeout: 240_000 },
    async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await openConsoleAs(page, demo.federationAdmin);

      await openMenu(page, '轮播图管理', '/admin/cms/banners');
      await page.getByRole('button', { name: '新建轮播图' }).click();
      const bannerForm = page.getByTestId('banner-form');
      await field(bannerForm, '标题').locator('input').fill(bannerTitle);
      await bannerForm.locator('input[type=file]').setInputFiles({
        name: 'banner.png',
        mimeType: 'image/png',
        buffer: coverPng(),
      });
      await bannerForm.locator('.ant-upload-list-item-image').waitFor();
      await field(bannerForm, '跳转链接').locator('input').fill('/mission');
      await saveModal(page);
      const bannerRow = page.getByTestId('banner-table').locator('tr', { hasText: bannerTitle });
      await poll(() => bannerRow.getByTestId('publish-state').getAttribute('data-state')).toBe(
        'live',
      );
      await screenshot(page, 'home-cms-console-banners-desktop');

      await openMenu(page, '公告管理', '/admin/cms/announcements');
      await page.getByRole('button', { name: '发布公告' }).click();
      const noticeForm = page.getByTestId('announcement-form');
      await field(noticeForm, '公告标题').locator('input').fill(noticeTitle);
      await field(noticeForm, '公告内容').locator('textarea').fill(noticeBody);
      await field(noticeForm, '置顶').locator('button[role=switch]').click();
      await saveModal(page);
      const noticeRow = page
        .getByTestId('announcement-table')
        .locator('tr', { hasText: noticeTitle });
      await noticeRow.getByText('置顶').waitFor();
      await screenshot(page, 'home-cms-console-announcements-desktop');

      // The visitor's side, signed out, in a fresh context.
      const visitor = await (await newContext(browser)).newPage();
      await visitor.goto('/');
      const banner = visitor
        .getByTestId('home-banners')
        .getByRole('img', { name: bannerTitle })
        .first();
      await banner.waitFor();
      const notices = visitor.getByTestId('home-announcements');
      await notices.getByText(noticeTitle).click();
      await visitor.locator('.ant-modal').getByText(noticeBody).waitFor();
      await visitor.locator('.ant-modal-close').click();
      await visitor.getByTestId('home-stats').getByText('注册志愿者').waitFor();
      await poll(async () =>
        Number(
          (
            await visitor
              .getByTestId('home-stats')
              .locator('[data-figure-value]')
              .first()
              .textContent()
          )?.replace(/,/g, ''),
        ),
      ).toBeGreaterThan(0);
      await visitor.getByTestId('home-ranking').getByRole('tab', { name: '总榜' }).click();
      await visitor.getByTestId('home-ranking-total').getByText('张*').waitFor();
      await screenshot(visitor, 'home-desktop');

      await banner.click();
      await expectPath(visitor, '/mission');

      await page.reload();
      await openMenu(page, '轮播图管理', '/admin/cms/banners');
      await poll(() => bannerRow.locator('td').nth(6).textContent()).toBe('1');

      const phonePage = await (await newContext(browser, phone)).newPage();
      await phonePage.goto('/');
      await phonePage
        .getByTestId('home-banners')
        .getByRole('img', { name: bannerTitle })
        .first()
        .waitFor();
      await phonePage.getByTestId('home-announcements').getByText(noticeTitle).waitFor();
      await phonePage.getByTestId('home-ranking').waitFor();
      const overflow = await phonePage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(phonePage, 'home-phone');

      // Taken down again, so other journeys' screenshots of Home stay as they were.
      await bannerRow.getByRole('button', { name: '删除' }).click();
      await page
        .locator('.ant-popconfirm')
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await bannerRow.waitFor({ state: 'detached' });
      await openMenu(page, '公告管理', '/admin/cms/announcements');
      await noticeRow.getByRole('button', { name: '下线' }).click();
      await poll(() => noticeRow.getByTestId('publish-state').getAttribute('data-state')).toBe(
        'disabled',
      );
      await visitor.goto('/');
      await visitor.getByTestId('home-stats').waitFor();
      expect(await visitor.getByText(noticeTitle).count()).toBe(0);
      await context.close();
    },
  );

  it(
    'offers a first visitor the guide beside the hero button, never over the page or the header',
    { timeout: 120_000 },
    async () => {
      const context = await newContext(browser, undefined, { firstVisit: true });
      const page = await context.newPage();
      await page.goto('/');
      // A first visit offers the guide in the hero, saying what it shows; nothing opens over
      // the page, and the figures below are uncovered.
      const hint = page.getByTestId('home-tour-hint');
      await hint.waitFor();
      await expectHintBesideGuideButton(page);
      await page.waitForTimeout(1500);
      expect(await page.locator('.ant-tour:visible').count()).toBe(0);
      await screenshot(page, 'home-tour-hint-desktop');
      await hint.getByRole('button', { name: /第一次来？花半分钟看看怎样找活动/ }).click();
      const tour = page.locator('.ant-tour');
      await tour.getByText('搜索志愿活动').waitFor();
      // Nothing lies over the header: the point under its menu is the menu itself.
      const onHeader = await page.evaluate(() => {
        const header = document.querySelector('header')!.getBoundingClientRect();
        const hit = document.elementFromPoint(header.width / 2, header.top + header.height / 2);
        return hit?.closest('header') !== null;
      });
      expect(onHeader).toBe(true);
      await screenshot(page, 'home-tour-desktop');
      // While the guide points at things, the header still works.
      await page.getByRole('banner').getByRole('link', { name: '志愿活动' }).click();
      await expectPath(page, '/mission');
      await page.goto('/');
      await page.getByTestId('home-stats').waitFor();
      await page.waitForTimeout(1500);
      // In the page's HTML always, shown by CSS only while the guide is unseen.
      expect(await page.locator('[data-testid="home-tour-hint"]:visible').count()).toBe(0);
      expect(await page.locator('.ant-tour:visible').count()).toBe(0);
      await page.getByTestId('home-tour-replay').click();
      await page.locator('.ant-tour').getByText('搜索志愿活动').waitFor();
      await context.close();
    },
  );

  it(
    'offers a phone visitor the guide beside the hero button, covering nothing',
    { timeout: 120_000 },
    async () => {
      const context = await newContext(browser, phone, { firstVisit: true });
      const page = await context.newPage();
      await page.goto('/');
      const hint = page.getByTestId('home-tour-hint');
      await hint.waitFor();
      await screenshot(page, 'home-tour-hint-phone');
      const heroHeight = (await expectHintBesideGuideButton(page)).height;
      // Closed for good: gone, the hero keeps its height, and it stays closed on the next visit.
      await hint.getByRole('button', { name: '关闭提示' }).click();
      await hint.waitFor({ state: 'detached' });
      const after = await page.getByTestId('home-hero').boundingBox();
      expect(after!.height).toBe(heroHeight);
      await page.reload();
      await page.getByTestId('home-stats').waitFor();
      await page.waitForTimeout(1500);
      expect(await page.locator('[data-testid="home-tour-hint"]:visible').count()).toBe(0);
      await context.close();

      // Another first visitor taps it: the same guide opens.
      const second = await newContext(browser, phone, { firstVisit: true });
      const other = await second.newPage();
      await other.goto('/');
      await other.getByTestId('home-tour-hint').getByRole('button', { name: '第一次来？' }).click();
      await other.locator('.ant-tour').getByText('搜索志愿活动').waitFor();
      await second.close();
    },
  );

  it(
    'shows the federation dashboard with charts and exports it',
    { timeout: 120_000 },
    async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await openConsoleAs(page, demo.federationAdmin);
      const stats = page.getByTestId('dashboard-stats');
      await stats.locator('canvas').first().waitFor();
      await poll(() => stats.locator('canvas').count()).toBeGreaterThanOrEqual(2);
      await screenshot(page, 'home-cms-console-dashboard-desktop');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        stats.getByRole('button', { name: /导出 Excel/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('广东省志愿者联合会统计.xlsx');

      await openMenu(page, '站点设置', '/admin/cms/site');
      await field(page, 'ICP备案号').locator('input').waitFor();
      await screenshot(page, 'home-cms-console-site-desktop');
      await context.close();
    },
  );

  it('keeps site content out of an organisation account menu', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openConsoleAs(page, demo.organizer);
    await page.getByTestId('dashboard-stats').waitFor();
    expect(await page.getByTestId('side-menu').getByText('网站内容').count()).toBe(0);
    await screenshot(page, 'home-cms-console-dashboard-org-desktop');
    await context.close();
  });
});
