import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CookieKey } from '@zyz/domain';
import { baseUrl, desktop, launchBrowser, newContext, phone } from '../support/browser';
import { demo } from '../support/accounts';
import { call, tokenOf } from '../support/api';
import { describeViolations, seriousViolations } from '../support/axe';
import { consoleLogin } from '../support/console-form';
import { portalLogin } from '../support/flows';
import { clippedText, navigateInApp, settle } from '../support/page-state';
import { consolePagePatterns, portalPagePatterns } from '../support/routes';
import {
  consoleAddresses,
  consoleFieldPages,
  portalAddresses,
  type Address,
} from '../support/sweep-addresses';

// Issue 54: no serious or critical WCAG 2.1 AA violation on any page of the portal or the
// console, and in 关怀模式 every portal page fits a phone, large and whole. The pages are read from
// the two routers, so a page added later is swept too (or fails the first test until it has an
// address). One browser context per account, width and mode visits its pages in turn; pages the
// browser draws are opened inside the running application, as a link would, instead of loading
// it again for each. axe's work is the page's own JavaScript, one core a page: the sweeps run in
// two lanes at once, each failure named by its sweep and page.

const portalPatterns = await portalPagePatterns();
const consolePatterns = await consolePagePatterns();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the sweep', () => {
  it('has an address for every page of the portal and the console', () => {
    expect(portalPatterns.filter((p) => !(p in portalAddresses))).toEqual([]);
    expect(consolePatterns.filter((p) => !(p in consoleAddresses))).toEqual([]);
  });

  it('finds what is wrong on a page, and again after the page changes', async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    try {
      await page.setContent(
        '<html lang="zh-CN"><title>样例</title><main><img src="/x.png"></main></html>',
      );
      expect((await seriousViolations(page)).map((v) => v.rule)).toEqual(['image-alt']);
      // The same page, changed as a router changes it: axe is already in it and judges it anew.
      await page.evaluate(() => {
        document.querySelector('img')!.alt = '标志';
        document
          .querySelector('main')!
          .insertAdjacentHTML('beforeend', '<p style="color:#bbb;background:#fff">浅灰色的字</p>');
      });
      expect((await seriousViolations(page)).map((v) => v.rule)).toEqual(['color-contrast']);
    } finally {
      await context.close();
    }
  });
});

interface Sweep {
  name: string;
  viewport: { width: number; height: number };
  /** The app's base: '' for the portal, '/admin' for the console. */
  base: string;
  patterns: string[];
  addresses: Record<string, Address<string>>;
  /** Signs in before the first page; none for a visitor's sweep. */
  signIn?: (page: Page) => Promise<void>;
  isCare?: boolean;
}

const portalSweep = (viewer: string, viewport: Sweep['viewport'], isCare = false): Sweep => ({
  name: `portal, ${viewer === 'visitor' ? 'a visitor' : 'the demo volunteer'}${isCare ? ' in 关怀模式' : ''}, ${viewport.width} px`,
  viewport,
  base: '',
  patterns: portalPatterns.filter((p) => portalAddresses[p]?.viewer === viewer),
  addresses: portalAddresses,
  signIn:
    viewer === 'visitor'
      ? undefined
      : async (page) => {
          await portalLogin(page, 'volunteer', demo.volunteer.username, demo.volunteer.password);
          await page.waitForURL((url) => !url.pathname.startsWith('/login'), {
            waitUntil: 'commit',
          });
          await settle(page);
        },
  isCare,
});

const consoleSweep = (
  name: string,
  viewport: Sweep['viewport'],
  account: { username: string; password: string },
  viewer: string,
  only?: string[],
): Sweep => ({
  name,
  viewport,
  base: '/admin',
  patterns: consolePatterns.filter(
    (p) => consoleAddresses[p]?.viewer === viewer && (!only || only.includes(p)),
  ),
  addresses: consoleAddresses,
  signIn: viewer === 'visitor' ? undefined : (page) => consoleLogin(page, account),
});

const field = { width: 768, height: 1024 };

/**
 * The sweeps, as runs of one browser context each. The demo volunteer's three are one run:
 * signing in on a device in care mode gives the account that choice, which a sweep signing in
 * at the same time on an ordinary device would then take.
 */
const runs: Sweep[][] = [
  [
    portalSweep('volunteer', desktop),
    portalSweep('volunteer', phone),
    portalSweep('volunteer', phone, true),
  ],
  [portalSweep('visitor', phone, true)],
  [portalSweep('visitor', desktop)],
  [portalSweep('visitor', phone)],
  [consoleSweep('console, the organiser, 1440 px', desktop, demo.organizer, 'organiser')],
  [consoleSweep('console, the federation, 1440 px', desktop, demo.federationAdmin, 'federation')],
  [
    consoleSweep(
      'console, the organiser in the field, 768 px',
      field,
      demo.organizer,
      'organiser',
      consoleFieldPages,
    ),
  ],
  [consoleSweep('console, signed out, 1440 px', desktop, demo.organizer, 'visitor')],
];

/** What is wrong with the page now: axe's serious and critical, and in care mode its layout. */
async function problemsOf(page: Page, isCare: boolean): Promise<string[]> {
  const violations = await seriousViolations(page);
  const problems = violations.length ? [describeViolations(violations)] : [];
  if (!isCare) return problems;
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
    bodyText: parseFloat(
      getComputedStyle(document.querySelector('.app-root') ?? document.body).fontSize,
    ),
  }));
  if (layout.scrollWidth > layout.width)
    problems.push(`wider than the screen: ${layout.scrollWidth} px`);
  if (layout.bodyText < 18) problems.push(`body text ${layout.bodyText} px`);
  const cut = await clippedText(page);
  if (cut.length) problems.push(`text cut off: ${cut.join('; ')}`);
  return problems;
}

async function runSweep(sweep: Sweep, expect: ExpectStatic): Promise<void> {
  const context = await newContext(browser, sweep.viewport);
  if (sweep.isCare)
    await context.addCookies([{ name: CookieKey.CareMode, value: '1', url: baseUrl() }]);
  const page = await context.newPage();
  try {
    if (sweep.signIn) await sweep.signIn(page);
    for (const pattern of sweep.patterns) {
      const address = sweep.addresses[pattern]!;
      const where = `${sweep.name} ${pattern}`;
      try {
        const path = `${sweep.base}${typeof address.url === 'string' ? address.url : await address.url()}`;
        if (sweep.signIn) await navigateInApp(page, path);
        else {
          await page.goto(path);
          await settle(page);
        }
        expect.soft(await problemsOf(page, sweep.isCare ?? false), where).toEqual([]);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        expect.soft([`could not be judged: ${message}`], where).toEqual([]);
      }
    }
  } finally {
    await context.close();
    // Signing in on a device in care mode gave the demo volunteer's account that choice; the
    // other files sign in as them on ordinary devices.
    if (sweep.isCare && sweep.signIn)
      await call(
        '/volunteer/center/userInfo/careMode',
        await tokenOf('volunteer', demo.volunteer),
        { careMode: false },
      );
  }
}

// axe's work is the page's own JavaScript, one core a page: two lanes take the runs in turn,
// largest first, so neither core waits while the other finishes a fixed share.
describe('every page', () => {
  it('has no serious or critical violation, in every sweep', async ({ expect }) => {
    const queue = [...runs];
    const lane = async () => {
      for (let run = queue.shift(); run; run = queue.shift())
        for (const sweep of run) {
          const started = performance.now();
          await runSweep(sweep, expect);
          console.log(
            `${sweep.name}: ${sweep.patterns.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s`,
          );
        }
    };
    await Promise.all([lane(), lane()]);
  }, 1_500_000);
});
