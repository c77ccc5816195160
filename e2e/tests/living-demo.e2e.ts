import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  desktop,
  launchBrowser,
  newContext,
  phone,
  screenshot,
  useOwnServer,
} from '../support/browser';
import { openPortalAs } from '../support/stored-session';
import { demo } from '../support/accounts';
import { clearOfMonthTurn, testNow } from '../support/clock';

// What a newcomer sees on a fresh `npm start`: Home with a banner picture, notices (one in the
// scrolling bar), both rankings filled; and the demo volunteer's star level on their own pages.
// Fresh, so a server of its own, seeded now: the shared one was seeded when the run began, and
// a run that has passed a month's turn since then rightly shows an empty ranking for the new
// month. It starts clear of a turn, for the same reason.

let browser: Browser;
let stopServer: () => Promise<void>;
beforeAll(async () => {
  stopServer = await useOwnServer({}, clearOfMonthTurn(testNow()));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await stopServer();
});

/** Width of the first banner picture as decoded: 0 when it failed to load. */
const firstBannerWidth = (page: Page) =>
  page
    .getByTestId('home-banners')
    .locator('img')
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      if (!img.complete) await new Promise((r) => img.addEventListener('load', r, { once: true }));
      return img.naturalWidth;
    });

async function expectLivingHome(page: Page) {
  await page.goto('/');
  await page.getByTestId('home-banners').waitFor();
  expect(await firstBannerWidth(page)).toBeGreaterThan(0);
  await page.getByTestId('home-ticker').getByText('服务时长公示期为7天').first().waitFor();
  const notices = page.getByTestId('home-announcements');
  await notices.getByText('关于做好冬季志愿服务安全保障工作的通知').waitFor();
  expect(await notices.getByText('暂无公告').count()).toBe(0);
  const month = page.getByTestId('home-ranking-month').locator('li');
  await month.first().waitFor();
  expect(await month.count()).toBeGreaterThanOrEqual(4);
  await page.locator('#home-ranking-tab-total').click();
  const total = page.getByTestId('home-ranking-total').locator('li');
  await total.first().waitFor();
  expect(await total.count()).toBeGreaterThanOrEqual(4);
  await page.locator('#home-ranking-tab-month').click();
  await page.getByTestId('home-ranking-month').waitFor();
  // Let the lazy pictures further down arrive, and take the full-page picture from the top
  // (scrolled, the fixed header would be drawn mid-page).
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('the living demo', () => {
  it('shows a visitor Home with banner, notices and both rankings on a desktop', async () => {
    const context = await newContext(browser, desktop);
    const page = await context.newPage();
    await expectLivingHome(page);
    await screenshot(page, 'home-living-demo-desktop');
    await context.close();
  });

  it('shows the same on a phone, no wider than the screen', async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    await expectLivingHome(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await screenshot(page, 'home-living-demo-phone');
    await context.close();
  });

  it("shows the volunteer's star level on 个人资料 and on the card page", async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    await openPortalAs(page, demo.volunteer);
    // zhangsan2024 has 125.5 hours of final service: the first star (100 h), as Home shows.
    await page.getByTestId('volunteer-summary').getByRole('img', { name: '星级 1/5' }).waitFor();

    await page.goto('/personalCenter/personalInfo');
    const basic = page.getByTestId('profile-basic');
    await basic.getByRole('img', { name: '星级 1/5' }).waitFor();
    await basic.getByText('1星').waitFor();
    await screenshot(page, 'personal-info-star-phone');

    await page.goto('/card');
    const card = page.getByTestId('my-card');
    await card.getByRole('img', { name: '星级 1/5' }).waitFor();
    await card.getByText('1星').waitFor();
    await screenshot(page, 'card-star-phone');
    await context.close();
  });
});
