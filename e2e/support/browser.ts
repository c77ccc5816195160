import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const shotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export const desktop = { width: 1440, height: 900 };
export const phone = { width: 390, height: 844 };

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

export function newContext(browser: Browser, viewport = desktop): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport, locale: 'zh-CN' });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}
