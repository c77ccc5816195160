import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { openPortalAs } from '../support/stored-session';
import { demo } from '../support/accounts';
import { expectPath } from '../support/flows';
import { chinaDate } from '../support/console-form';
import { pickInto } from '../support/pickers';
import { poll } from '../support/poll';

// Time certificates in the portal: the public check at /zs and the volunteer's timeCate page.
// A genuine certificate needs hours past their notice period (days), so this journey covers
// what a browser sees before that; the server tests cover issue, PDF and verify end to end.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('time certificates', () => {
  it('tells a visitor an unknown code is no certificate, and asks them to sign in to issue', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/zs?code=ABCDEFGHJK23456789MN');
    await page.getByTestId('certificate-not-genuine').waitFor();
    await poll(() => page.getByTestId('certificate-not-genuine').innerText()).toContain(
      '未查到该证明',
    );
    await page.getByTestId('zs-login').click();
    await expectPath(page, '/login/volunteer');
    await context.close();
  });

  it('on a phone, refuses a range without final hours with the server message', async () => {
    const context = await newContext(browser, phone, { timezoneId: 'Asia/Shanghai', touch: true });
    const page = await context.newPage();
    await openPortalAs(page, demo.volunteer, '/personalCenter/timeCate');
    await page.getByTestId('time-cert-page').waitFor();
    // The demo volunteer holds a certificate already (the demo has one of every kind).
    const items = page.getByTestId('certificate-item');
    await items.or(page.getByTestId('certificate-empty')).first().waitFor();
    const held = await items.count();
    await pickInto(page, page.getByTestId('certificate-range-begin'), chinaDate());
    await pickInto(page, page.getByTestId('certificate-range-end'), chinaDate());
    await page.getByTestId('certificate-issue').click();
    await poll(() => page.getByText('所选时间段内没有已公示完毕的志愿服务时长').count()).toBe(1);
    await screenshot(page, 'certificate-time-cate-phone');
    expect(await items.count()).toBe(held);
    await context.close();
  });
});
