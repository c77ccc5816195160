import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CookieKey } from '@zyz/domain';
import { baseUrl, desktop, launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { call, newestMissionId } from '../support/api';
import { expectPath, portalLogin } from '../support/flows';
import { tabTo } from '../support/keyboard';
import { settle } from '../support/page-state';
import { poll } from '../support/poll';
import { registerVolunteer } from '../support/register-volunteer';

// Issue 54: 关怀模式 (care mode) for older volunteers: a switch in every page's header, text of
// 18 px and more at 7:1, 48 px targets, a still carousel; kept on the device and, once signed in,
// on the account; drawn so by the server from the first paint.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const careCookie = () => ({ name: CookieKey.CareMode, value: '1', url: baseUrl() });
const toggle = (page: Page) => page.getByRole('button', { name: '关怀模式' });
const isCare = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('care-mode'));

/** The page's body text: its size in px and its contrast with the page behind it. */
function bodyText(page: Page): Promise<{ size: number; contrast: number }> {
  return page.evaluate(() => {
    const luminance = (rgb: string) => {
      const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const root = document.querySelector('.app-root')!;
    const style = getComputedStyle(root);
    // The text colour is black at some alpha over the page's grey.
    const [r, g, b, a = 1] = (style.color.match(/[\d.]+/g) ?? []).map(Number);
    // The shell's box around the header and the page carries the page's grey.
    const page = getComputedStyle(root.querySelector('main')!.parentElement!).backgroundColor;
    const [pr, pg, pb] = (page.match(/[\d.]+/g) ?? ['255', '255', '255']).map(Number);
    const mixed = `rgb(${r! * a + pr! * (1 - a)}, ${g! * a + pg! * (1 - a)}, ${b! * a + pb! * (1 - a)})`;
    const [hi, lo] = [luminance(mixed), luminance(page)].sort((x, y) => y - x);
    return { size: parseFloat(style.fontSize), contrast: (hi! + 0.05) / (lo! + 0.05) };
  });
}

/** Buttons and fields a finger presses, smaller than 48 px either way. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, a.ant-btn, .ant-input-affix-wrapper, input.ant-input:not(.ant-input-affix-wrapper input), .ant-select-selector, .main-nav-item, .personal-center-strip a',
      ),
    ]
      .filter(
        (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
      )
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.height < 48 - 0.5 || box.width < 48 - 0.5;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} 「${el.textContent?.trim().slice(0, 12)}」`,
      ),
  );
}

describe('关怀模式 from the first paint', () => {
  it('is drawn by the server: the HTML already carries the class, the sizes and a pressed switch', async () => {
    const html = await (await fetch(`${baseUrl()}/`, { headers: { cookie: 'zyz-care=1' } })).text();
    expect(html).toMatch(/<html[^>]* class="care-mode"/);
    expect(html).toMatch(/--ant-font-size:18px/);
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*data-testid="care-mode-toggle"/);
    const ordinary = await (await fetch(`${baseUrl()}/`)).text();
    expect(ordinary).not.toMatch(/<html[^>]*care-mode/);
    expect(ordinary).toMatch(/<button[^>]*aria-pressed="false"[^>]*data-testid="care-mode-toggle"/);
    // A personal page, which the browser draws, starts in care mode too.
    const personal = await fetch(`${baseUrl()}/personalCenter/personalInfo`, {
      headers: { cookie: 'zyz-care=1' },
    });
    expect(await personal.text()).toMatch(/<html[^>]* class="care-mode"/);
  });

  it('shows large text before any script has run', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: phone,
      javaScriptEnabled: false,
    });
    await context.addCookies([careCookie()]);
    const page = await context.newPage();
    await page.goto('/');
    const text = await bodyText(page);
    expect(text.size).toBeGreaterThanOrEqual(18);
    expect(text.contrast).toBeGreaterThanOrEqual(7);
    expect(await page.getByTestId('care-mode-toggle').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'care-mode-home-no-script-phone');
    await context.close();
  });
});

describe('the 关怀模式 switch', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // A device that asks for reduced motion (newContext's default), on a first page the server
    // drew without hearing of it: the keyboard's switch once lost its focus as the island came
    // alive, and Enter reached nothing (apps/web/src/boot.ts).
    context = await newContext(browser, desktop);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  it('is a named toggle button the keyboard reaches, and turns the page into care mode', async () => {
    await page.goto('/');
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');
    const before = await bodyText(page);
    expect(before.size).toBeLessThan(18);
    await tabTo(page, toggle(page));
    await page.keyboard.press('Enter');
    await poll(() => isCare(page)).toBe(true);
    await settle(page);
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');
    // The page was drawn again; the keyboard is back on the switch.
    await poll(() => toggle(page).evaluate((el) => el === document.activeElement)).toBe(true);
    const after = await bodyText(page);
    expect(after.size).toBeGreaterThanOrEqual(18);
    expect(after.contrast).toBeGreaterThanOrEqual(7);
    await screenshot(page, 'care-mode-home-desktop');
  });

  it('stays on after a reload and on the next page, with large targets and a still carousel', async () => {
    await page.reload();
    expect(await isCare(page)).toBe(true);
    const banners = page.getByTestId('home-banners');
    if (await banners.count()) {
      const first = await banners
        .locator('div[style*="scroll-snap-type"]')
        .evaluate((el) => el.scrollLeft);
      await page.waitForTimeout(6_000);
      expect(
        await banners.locator('div[style*="scroll-snap-type"]').evaluate((el) => el.scrollLeft),
      ).toBe(first);
    }
    for (const path of [
      '/mission',
      `/mission/detail-${await newestMissionId()}`,
      '/login/volunteer',
    ]) {
      await page.goto(path);
      await settle(page);
      expect(await isCare(page), path).toBe(true);
      expect((await bodyText(page)).size, path).toBeGreaterThanOrEqual(18);
      expect(await smallTargets(page), `${path}: targets under 48 px`).toEqual([]);
    }
  });

  it('turns off again', async () => {
    await page.goto('/help');
    await toggle(page).click();
    await poll(() => isCare(page)).toBe(false);
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('关怀模式 on the account', () => {
  it("follows the volunteer to a device they sign in on, and the account takes a device's first choice", async () => {
    const volunteer = await registerVolunteer('黄伯伯');
    // On the first device, before signing in: the device's choice is given to the account.
    const first = await newContext(browser, phone);
    await first.addCookies([careCookie()]);
    const one = await first.newPage();
    await portalLogin(one, 'volunteer', volunteer.username, volunteer.password);
    await expectPath(one, '/');
    expect(await isCare(one)).toBe(true);
    await poll(
      async () => (await call('/volunteer/user/current', volunteer.token)).data.careMode,
    ).toBe(true);

    // A second device, never in care mode: signing in brings it.
    const second = await newContext(browser, phone);
    const two = await second.newPage();
    await portalLogin(two, 'volunteer', volunteer.username, volunteer.password);
    await expectPath(two, '/');
    await poll(() => isCare(two)).toBe(true);
    expect((await bodyText(two)).size).toBeGreaterThanOrEqual(18);
    expect((await second.cookies()).find((c) => c.name === CookieKey.CareMode)?.value).toBe('1');
    await screenshot(two, 'care-mode-signed-in-phone');

    // Turned off there, signed in: the account and the first device follow.
    await two.goto('/personalCenter/personalInfo');
    await toggle(two).click();
    await poll(() => isCare(two)).toBe(false);
    expect((await call('/volunteer/user/current', volunteer.token)).data.careMode).toBe(false);
    await one.goto('/personalCenter/personalInfo');
    await poll(() => isCare(one)).toBe(false);
    await first.close();
    await second.close();
  });
});
