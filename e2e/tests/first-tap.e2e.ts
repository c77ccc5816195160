import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, desktop, launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { openPortalAs } from '../support/stored-session';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { expectPath } from '../support/flows';
import { poll } from '../support/poll';
import { at, call, newestMissionId, tokenOf } from '../support/api';

// A person who opens a server-drawn page and uses it at once, before its code has taken it
// over: what they type and the button they tap must count.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/**
 * A phone's slow CPU, and a page whose goto returns at `load` (not once the page has come alive,
 * as support/browser.ts's newContext waits): what the test types next is typed at once.
 */
async function slowCpuPage(viewport = phone): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, locale: 'zh-CN' });
  contexts.push(context);
  await context.clock.install({ time: testNow() });
  await context.addInitScript(() => localStorage.setItem('zyz-home-tour-seen', '1'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  return page;
}

/**
 * Asks for the page until the server answers with it drawn: on a busy machine a first render
 * can run out of time, and the plain shell it then sends has no form to type into early.
 */
async function untilServerDrawn(path: string, cookie?: string): Promise<void> {
  await poll(async () => {
    const res = await fetch(new URL(path, baseUrl()), { headers: cookie ? { cookie } : {} });
    return (await res.text()).includes('id="zyz-ssr"');
  }, 60_000).toBe(true);
}

/** Opens a server-drawn page and returns at its `load`, with the app's code still to come. */
async function openDrawn(page: Page, path: string): Promise<void> {
  await untilServerDrawn(path);
  await page.goto(path);
  expect(await page.locator('#zyz-ssr').count(), `${path} is server-drawn`).toBe(1);
}

/** The page has not been taken over yet: its code is still on its way or React is hydrating. */
const isStillStarting = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement;
    return html.hasAttribute('data-starting') || html.hasAttribute('data-hydrating');
  });

const untilLive = (page: Page) =>
  page.waitForFunction(() => {
    const html = document.documentElement;
    return !html.hasAttribute('data-starting') && !html.hasAttribute('data-hydrating');
  });

/** React's hydration mismatch (#418 minified, or its development text) and its warnings. */
const hydrationProblem = /#418|#423|#425|hydrat|did not match|server rendered/i;

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && hydrationProblem.test(m.text()))
      problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => {
    if (hydrationProblem.test(`${e.message} ${e.stack ?? ''}`))
      problems.push(`pageerror: ${e.message}`);
  });
  return problems;
}

/** The list shows missions again, each of them about `keyword`. */
async function expectOnlyMissionsAbout(page: Page, keyword: string): Promise<void> {
  await poll(async () => {
    const subjects = await page.getByTestId('mission-card-subject').allTextContents();
    return subjects.length > 0 && subjects.every((s) => s.includes(keyword));
  }, 30_000).toBe(true);
}

describe('a server-drawn form works from the first tap', () => {
  for (const [size, viewport] of [
    ['390 px', phone],
    ['1440 px', desktop],
  ] as const) {
    it(`signs a volunteer in who types and taps 登录 at once, at ${size} on a slow CPU`, async () => {
      const page = await slowCpuPage(viewport);
      const problems = watchHydration(page);
      await openDrawn(page, '/login/volunteer');
      await page.getByTestId('login-username').fill(demo.volunteer.username);
      await page.getByTestId('login-password').fill(demo.volunteer.password);
      // Otherwise the page was already live and this test would prove nothing.
      expect(await isStillStarting(page)).toBe(true);
      await page.getByTestId('login-submit').click();
      await screenshot(page, `first-tap-login-tapped-${viewport.width}`);
      await expectPath(page, '/');
      await poll(() => page.getByTestId('header-user-name').textContent(), 30_000).toContain(
        '张三',
      );
      await page.getByTestId('home-hero').waitFor();
      await screenshot(page, `first-tap-login-signed-in-${viewport.width}`);
      expect(problems).toEqual([]);
    });
  }

  it('searches for what was typed into Home’s search box before the page came alive', async () => {
    const page = await slowCpuPage();
    await openDrawn(page, '/');
    const box = page.getByTestId('global-search');
    await box.fill('长者');
    expect(await isStillStarting(page)).toBe(true);
    await box.press('Enter');
    await expectPath(page, '/mission/search');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('长者');
    await untilLive(page);
    expect(await page.getByTestId('global-search').inputValue()).toBe('长者');
    await page.getByTestId('mission-card').first().waitFor();
    await screenshot(page, 'first-tap-home-search');
  });

  it('keeps the keyword typed into the mission list before the page came alive', async () => {
    const page = await slowCpuPage();
    await openDrawn(page, '/mission');
    const keyword = page.getByTestId('mission-filter-keyword').locator('input');
    await keyword.fill('长者');
    expect(await isStillStarting(page)).toBe(true);
    await untilLive(page);
    // The bar draws itself again when its other filters unfold: the box still shows the keyword,
    // and it is what the page holds, so searching now looks for it.
    await page.getByTestId('mission-filter-toggle').click();
    await page.getByTestId('mission-filter-type').waitFor();
    expect(await keyword.inputValue()).toBe('长者');
    await keyword.press('Enter');
    await expectOnlyMissionsAbout(page, '长者');
    expect(await keyword.inputValue()).toBe('长者');
    await screenshot(page, 'first-tap-mission-keyword');
  });

  it('runs the mission list’s search submitted before the page came alive', async () => {
    const page = await slowCpuPage();
    await openDrawn(page, '/mission');
    const keyword = page.getByTestId('mission-filter-keyword').locator('input');
    await keyword.fill('长者');
    expect(await isStillStarting(page)).toBe(true);
    await keyword.press('Enter');
    await untilLive(page);
    await expectOnlyMissionsAbout(page, '长者');
    expect(await keyword.inputValue()).toBe('长者');
  });
});

describe('a code looked up before the page came alive', () => {
  it('checks a certificate code sent on /zs before the page came alive', async () => {
    const page = await slowCpuPage();
    await openDrawn(page, '/zs');
    const box = page.getByTestId('certificate-verify-input').locator('input');
    await box.fill('ABCDEFGHJK23456789MN');
    expect(await isStillStarting(page)).toBe(true);
    await box.press('Enter');
    await untilLive(page);
    await poll(() => new URL(page.url()).searchParams.get('code')).toBe('ABCDEFGHJK23456789MN');
    await poll(() => page.getByTestId('certificate-not-genuine').count(), 30_000).toBe(1);
    expect(await box.inputValue()).toBe('ABCDEFGHJK23456789MN');
  });
});

describe('public pages hydrate as the server drew them', () => {
  const pagesToVisit = async () => [
    '/',
    '/mission',
    `/mission/detail-${await newestMissionId()}`,
    '/login/volunteer',
  ];

  it('shows a visitor no hydration warning', async () => {
    const context = await newContext(browser, phone, { motion: 'device' });
    contexts.push(context);
    const page = await context.newPage();
    const problems = watchHydration(page);
    for (const path of await pagesToVisit()) {
      await untilServerDrawn(path);
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await page.locator('#zyz-ssr').count(), `${path} is server-drawn`).toBe(1);
      // A mismatch is reported once React has finished with the page, after goto's wait.
      await page.waitForTimeout(500);
    }
    expect(problems).toEqual([]);
  });

  for (const [size, viewport] of [
    ['390 px', phone],
    ['1440 px', desktop],
  ] as const) {
    it(`shows a signed-in volunteer no hydration warning and their name, at ${size}`, async () => {
      const context = await newContext(browser, viewport, { motion: 'device' });
      contexts.push(context);
      const page = await context.newPage();
      await openPortalAs(page, demo.volunteer);
      const problems = watchHydration(page);
      const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      for (const path of await pagesToVisit()) {
        // The login page is drawn in the browser for someone with a session, who is sent Home.
        const isDrawn = path !== '/login/volunteer';
        if (isDrawn) await untilServerDrawn(path, cookie);
        await page.goto(path, { waitUntil: 'networkidle' });
        if (isDrawn) expect(await page.locator('#zyz-ssr').count(), path).toBe(1);
        await poll(() => page.getByTestId('header-user-name').textContent(), 15_000).toContain(
          '张三',
        );
      }
      await screenshot(page, `first-tap-signed-in-${viewport.width}`);
      expect(problems).toEqual([]);
    });
  }

  /** A mission whose recruiting ends three minutes from now: still 招募中 on the server. */
  async function missionClosingSoon(): Promise<string> {
    const org = await tokenOf('org', demo.organizer);
    const saved = await call('/manage/pc/mission/saveMission', org, {
      subject: `截止前三分钟${testNow() % 100000}`,
      missionType: '01',
      serviceTimeType: 1,
      address: '广州市越秀区北京路1号',
      recruitStart: at(-60),
      recruitEnd: at(3),
      serviceStart: at(120),
      serviceEnd: at(240),
      contactName: '陈晓燕',
      contactPhone: '020-87654321',
      times: [{ startTime: at(120), endTime: at(240), quota: 5, creditMinutes: 120 }],
    });
    expect(saved.code).toBe('1');
    const missionId = String(saved.data.missionId);
    expect((await call('/manage/pc/mission/publishMission', org, { missionId })).code).toBe('1');
    return missionId;
  }

  it('hydrates a mission as drawn on a phone whose clock is past its recruiting end', async () => {
    const path = `/mission/detail-${await missionClosingSoon()}`;
    for (const signedIn of [false, true]) {
      // Ten minutes fast: the server drew 招募中, the phone's clock says recruiting is over.
      const context = await newContext(browser, phone, {
        clockSkewMs: 10 * 60_000,
        motion: 'device',
      });
      contexts.push(context);
      const page = await context.newPage();
      if (signedIn) {
        await openPortalAs(page, demo.volunteer);
      }
      const problems = watchHydration(page);
      await untilServerDrawn(path);
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await page.locator('#zyz-ssr').count(), path).toBe(1);
      await untilLive(page);
      // A mismatch is reported once React has finished with the page.
      await page.waitForTimeout(500);
      await page.getByTestId('shift-row').first().waitFor();
      await screenshot(page, `first-tap-clock-ahead-${signedIn ? 'volunteer' : 'visitor'}`);
      expect(problems, signedIn ? 'signed in' : 'visitor').toEqual([]);
    }
  });
});
