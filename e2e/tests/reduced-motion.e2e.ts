import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, desktop, launchBrowser, newContext, phone } from '../support/browser';
import { openConsoleAs, openPortalAs } from '../support/stored-session';
import { demo } from '../support/accounts';
import { navigateInApp, settle } from '../support/page-state';
import { expectWhollyOnScreen, openEveryPopUp } from '../support/pop-ups';

// Issue 54: a device that asks for reduced motion gets antd's own motion switched off (its
// `motion` token) in both applications, the server's drawing included, and every picker and
// drop-down then opens in place, wholly on screen. (A stylesheet that stopped every animation
// once left the pickers open off screen.)

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The theme variable antd's transitions read, as the page has it. */
const motionDuration = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('.ant-btn, .ant-input, .ant-select') ?? document.body;
    return getComputedStyle(el).getPropertyValue('--ant-motion-duration-mid').trim();
  });

describe('the server draws for reduced motion', () => {
  it('draws a page without antd motion for a browser that asks, and an ordinary one otherwise', async () => {
    const asked = await fetch(`${baseUrl()}/mission`, {
      headers: { 'sec-ch-prefers-reduced-motion': 'reduce' },
    });
    const html = await asked.text();
    expect(asked.headers.get('accept-ch')).toContain('Sec-CH-Prefers-Reduced-Motion');
    expect(html).toMatch(/<html[^>]* class="reduced-motion"/);
    // (antd's own styles name the media feature: the class on <html> is what is drawn.)
    expect(html).toMatch(/--ant-motion-duration-mid:0s/);

    const ordinary = await (await fetch(`${baseUrl()}/mission`)).text();
    expect(ordinary).not.toMatch(/<html[^>]*reduced-motion/);
    expect(ordinary).toMatch(/--ant-motion-duration-mid:0\.2s/);
  });
});

const portalPages = ['/mission', '/organization'];
const volunteerPages = ['/personalCenter/serviceRecord', '/personalCenter/myMission'];

describe.each([
  ['1440 px', desktop],
  ['390 px', phone],
])('the portal under reduced motion, %s', (_, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, viewport, { motion: 'reduced' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  it("the browser's client hint reaches the server: the next page is drawn still", async () => {
    await page.goto('/help');
    await page.goto('/mission');
    expect(await page.evaluate(() => document.documentElement.className)).toContain(
      'reduced-motion',
    );
    expect(await motionDuration(page)).toBe('0s');
  });

  for (const path of portalPages)
    it(`opens every picker on ${path} wholly on screen`, async () => {
      await page.goto(path);
      await settle(page);
      if (path === '/mission') {
        // The list's fields load when the bar comes alive: on a phone behind 筛选, on a desk
        // as the pointer comes near.
        const toggle = page.getByTestId('mission-filter-toggle');
        if (await toggle.isVisible()) await toggle.click();
        else await page.getByTestId('mission-filters').hover();
        await page.getByTestId('mission-filter-type').waitFor();
      }
      const opened = await openEveryPopUp(page);
      expect(opened.length, `no picker found on ${path}`).toBeGreaterThan(0);
      expectWhollyOnScreen(page, opened);
    });

  it('opens the account menu and the personal pages’ pickers wholly on screen', async () => {
    await openPortalAs(page, demo.volunteer);
    await settle(page);
    expect(await motionDuration(page)).toBe('0s');
    const opened = await openEveryPopUp(page);
    for (const path of volunteerPages) {
      await navigateInApp(page, path);
      opened.push(...(await openEveryPopUp(page)));
    }
    expect(opened.map((o) => o.trigger).join()).toContain('ant-select');
    expectWhollyOnScreen(page, opened);
  });
});

const consolePages = [
  '/admin/dashboard',
  '/admin/mission/list',
  '/admin/mission/new',
  '/admin/hours/objections',
  '/admin/hours/training',
  '/admin/donation/list',
  '/admin/audit-log',
];

describe('the console under reduced motion, 1440 px', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, desktop, { motion: 'reduced' });
    page = await context.newPage();
    await openConsoleAs(page, demo.organizer);
  });
  afterAll(async () => {
    await context.close();
  });

  for (const path of consolePages)
    it(`opens every picker and menu on ${path} wholly on screen`, async () => {
      await navigateInApp(page, path);
      expect(await motionDuration(page)).toBe('0s');
      const opened = await openEveryPopUp(page);
      expect(opened.length, `no picker found on ${path}`).toBeGreaterThan(0);
      expectWhollyOnScreen(page, opened);
    });
});
