import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { openPortalAs } from '../support/stored-session';
import { demo } from '../support/accounts';
import { expectPath } from '../support/flows';
import { poll } from '../support/poll';

// 下载我的数据 on 安全设置, as the demo volunteer: the zip comes with the token the page holds,
// and a second click within the hour shows the server's refusal. No other file downloads the
// demo volunteer's data, so the hour's one download is this file's.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('下载我的数据', () => {
  it('downloads the volunteer’s own data as a zip from 安全设置, then refuses a second within the hour', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openPortalAs(page, demo.volunteer, '/personalCenter/personalInfo');
    await page.getByTestId('personal-center-menu').getByText('安全设置').click();
    await expectPath(page, '/personalCenter/subtract');
    await page.getByTestId('my-data-card').waitFor();
    await screenshot(page, 'web-account-my-data');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('my-data-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^我的数据-\d{4}-\d{2}-\d{2}\.zip$/);
    const dir = mkdtempSync(path.join(tmpdir(), 'zyz-my-data-'));
    await download.saveAs(path.join(dir, 'my-data.zip'));
    const zip = await JSZip.loadAsync(readFileSync(path.join(dir, 'my-data.zip')));
    rmSync(dir, { recursive: true });
    const basic = JSON.parse(await zip.file('基本信息.json')!.async('string'));
    expect(basic).toMatchObject({ 账号名: demo.volunteer.username });
    expect(zip.file('报名与审核.csv')).not.toBeNull();

    await page.getByTestId('my-data-download').click();
    await poll(() => page.getByText(/每小时只能下载一次，请于\d{2}:\d{2}后再试/).count()).toBe(1);
    await screenshot(page, 'web-account-my-data-refused');
    await context.close();
  });
});
