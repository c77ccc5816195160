import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { syncClock, testNow } from './clock';
import { freePort, startServer, type ServerUnderTest } from './server';

const shotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export const desktop = { width: 1440, height: 900 };
export const phone = { width: 390, height: 844 };

let ownServer: ServerUnderTest | null = null;

/** Points this file's pages, calls and inbox at a server it started itself (support/server.ts). */
export function useServer(server: ServerUnderTest): void {
  ownServer = { url: server.url, inboxFile: server.inboxFile };
}

/**
 * Starts a server of this file's own (settings `env`, its clock at `now`) on a free port and
 * points the file's pages, calls, inbox and clock at it; answers what stops it. Its clock began
 * a moment after it was spawned, so the file's clock is read back from it.
 */
export async function useOwnServer(
  env: Record<string, string>,
  now: number,
): Promise<() => Promise<void>> {
  const server = await startServer(await freePort(), env, now);
  useServer(server);
  await syncClock(server.url);
  return server.stop;
}

export function baseUrl(): string {
  return ownServer?.url ?? inject('baseUrl');
}

/** Where the server this file talks to writes each message in full (support/inbox.ts). */
export function devInboxFile(): string {
  return ownServer?.inboxFile ?? inject('devInboxFile');
}

/** Debian's whole browser: what a journey about an installable app or Background Sync needs. */
export const fullChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell) when the machine has it: the same
 * Blink and V8 without the browser's own layers, which the journeys ran in about three quarters
 * of the time and CPU. A journey about what only the whole browser does asks for it.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const journeyChromium =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : fullChromium);

export function launchBrowser(opts: { whole?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: opts.whole ? fullChromium : journeyChromium,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A server-rendered page takes input once React has taken it over (the portal marks the wait
 * on <html>: data-starting until its code has loaded, data-hydrating while React takes over);
 * a test's goto returns only then, so what it types is not typed into a page that has no
 * handlers yet.
 */
export function typeAfterHydration(context: BrowserContext): BrowserContext {
  context.on('page', (page) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await page.waitForFunction(() => {
        const html = document.documentElement;
        return !html.hasAttribute('data-starting') && !html.hasAttribute('data-hydrating');
      });
      return response;
    };
  });
  return context;
}

export async function newContext(
  browser: Browser,
  viewport = desktop,
  opts: {
    firstVisit?: boolean;
    timezoneId?: string;
    touch?: boolean;
    clockSkewMs?: number;
    /** The portal's service worker (issue 49); off unless a journey is about it. */
    serviceWorkers?: 'allow' | 'block';
    /**
     * `reduced` (the default): a device whose system asks for reduced motion (issue 54), on
     * which antd opens and closes things at once. `device`: one that does not ask, as most
     * phones and PCs, for a journey about what the animations do to focus, taps and layout.
     */
    motion?: 'reduced' | 'device';
  } = {},
): Promise<BrowserContext> {
  // Reduced motion unless a journey asks otherwise: a drawer, modal or picker that animates
  // costs Chromium frames and the journey the wait, and no step but the journeys about motion
  // looks at an animation (the console on a phone ran in 47 s instead of 79).
  // The machine's zone (UTC) unless a journey asks for a device in China's. Without a service
  // worker every journey's pages come straight from the server, and none spends CPU filling
  // the worker's offline cache in the background.
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: 'zh-CN',
    timezoneId: opts.timezoneId,
    hasTouch: opts.touch,
    serviceWorkers: opts.serviceWorkers ?? 'block',
    reducedMotion: opts.motion === 'device' ? 'no-preference' : 'reduce',
  });
  typeAfterHydration(context);
  // The device's clock is the run's (TEST_NOW), running forward; a journey may set it off by
  // `clockSkewMs`, as a phone or a laptop with a wrong clock would be.
  await context.clock.install({ time: testNow() + (opts.clockSkewMs ?? 0) });
  // Home's first-visit guide would cover the page most journeys start from: only a test that
  // asks for a first visit sees it.
  if (!opts.firstVisit)
    await context.addInitScript(() => localStorage.setItem('zyz-home-tour-seen', '1'));
  // Without a worker the page sees a browser that has none (some do): it does not try to
  // register one, which Playwright's block would answer with a console warning.
  if ((opts.serviceWorkers ?? 'block') === 'block')
    await context.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
  return context;
}

/**
 * Whether journeys write pictures of their pages (e2e/screenshots/) for a person to look at.
 * They check nothing, and a full-page PNG costs a second of CPU: CI, where nobody looks at them,
 * turns them off with E2E_SCREENSHOTS=0.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS !== '0';

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}
