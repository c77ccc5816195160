import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { maskMobile } from '@zyz/domain';
import {
  desktop,
  launchBrowser,
  newContext,
  phone,
  screenshot,
  screenshotsWanted,
} from '../support/browser';
import { openConsoleAs, openPortalAs } from '../support/stored-session';
import { demo } from '../support/accounts';
import { chinaDate } from '../support/console-form';
import { expectPath, pickOption } from '../support/flows';
import { codeSentTo } from '../support/inbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A resident ID of someone born in `year`, with a valid check character. */
function residentId(year: number): string {
  const first17 = `440106${year}0${randomInt(1, 10)}1${randomInt(10)}${digits(3)}`;
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * idWeights[i]!, 0);
  return first17 + '10X98765432'[sum % 11]!;
}

/** Desktop and phone screenshots of the page as it is now. */
async function shootBoth(page: Page, name: string) {
  if (!screenshotsWanted) return;
  await screenshot(page, name);
  await page.setViewportSize(phone);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
}

/** Scrolls both agreements to their end, accepts them and goes on to the form. */
async function acceptAgreements(page: Page) {
  const next = page.getByTestId('agreements-next');
  expect(await next.isDisabled()).toBe(true);
  for (const slug of ['personalRegRequirements', 'voluntaryAgreement']) {
    const checkbox = page.getByTestId(`agree-${slug}`).locator('input');
    expect(await checkbox.isDisabled()).toBe(true);
    await page
      .getByTestId(`agreement-box-${slug}`)
      .evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await page.waitForFunction(
      (s) => !document.querySelector<HTMLInputElement>(`[data-testid=agree-${s}] input`)?.disabled,
      slug,
    );
    await checkbox.check();
  }
  await next.click();
  await page.getByTestId('register-form').waitFor();
}

/**
 * The federation admin finds the SMS to `mobile` on the console's outbox page by the whole
 * number: listed as sent, the number masked and the code blanked. Only the phone has `code`.
 */
async function expectBlankedInConsoleOutbox(mobile: string, code: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    await openConsoleAs(page, demo.federationAdmin);
    await page.getByTestId('side-menu').getByText('短信/邮件发件箱').click();
    await page.getByTestId('outbox-page').waitFor();
    await page.getByTestId('outbox-search').locator('input').fill(mobile);
    await page.getByTestId('outbox-search').locator('input').press('Enter');
    const table = page.getByTestId('outbox-table');
    await table.getByText(maskMobile(mobile)).first().waitFor();
    await table.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    await shootBoth(page, 'admin-outbox');
    expect(await table.getByTestId('outbox-text').first().textContent()).toContain(
      '验证码：******',
    );
    const shown = (await table.textContent()) ?? '';
    expect(shown).not.toContain(code);
    expect(shown).not.toContain(mobile);
  } finally {
    await context.close();
  }
}

/** Opens a cascader and picks the first option of each of `levels` columns. */
async function pickCascader(page: Page, testId: string, levels: number) {
  await page.getByTestId(testId).click();
  for (let i = 0; i < levels; i++) {
    const column = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu').nth(i);
    await column.locator('.ant-cascader-menu-item').first().click();
  }
  await page.keyboard.press('Escape');
}

describe('volunteer registration', () => {
  it('registers with the code sent to the phone, signs in and completes the profile', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/registered');
    await page.getByTestId('registered-page').waitFor();
    await shootBoth(page, 'web-registered');
    await page.getByTestId('choose-volunteer').click();
    await expectPath(page, '/registered/volunteers');
    await screenshot(page, 'web-register-agreements');
    await acceptAgreements(page);

    const loginName = `reg${digits(8)}a`;
    const mobile = `19${digits(9)}`;
    const password = 'Reg@2024pass';
    await page.getByLabel('账号').fill(loginName);
    await page.getByLabel('密码', { exact: true }).fill(password);
    await page.getByLabel('确认密码').fill(password);
    // A Latin name cannot go with a resident ID: refused with the §5 message.
    await page.getByLabel('真实姓名').fill('Tom');
    await page.getByLabel('身份证号码', { exact: true }).fill(residentId(1992));
    await page.getByTestId('id-card-preview').getByText('1992-').waitFor();
    await page.getByLabel('手机号码', { exact: true }).fill(mobile);
    await page.getByTestId('send-sms-code').click();
    await page.getByText(/秒后重新获取/).waitFor();
    const code = await codeSentTo(mobile);
    await expectBlankedInConsoleOutbox(mobile, code);
    await page.getByLabel('短信验证码').fill(code);
    await pickCascader(page, 'register-region', 2);
    await page.getByTestId('register-submit').click();
    await page.getByText('姓名应为2到30个汉字，少数民族姓名可用“·”分隔').waitFor();
    await screenshot(page, 'web-register-latin-name');
    expect(new URL(page.url()).pathname).toBe('/registered/volunteers');
    await page.getByLabel('真实姓名').fill('陈注册');
    await screenshot(page, 'web-register-form');
    await page.getByTestId('register-submit').click();

    await expectPath(page, '/registered/zyzRegisteredStatus');
    const result = page.getByTestId('registered-result');
    await result.getByText(loginName).waitFor();
    expect(await result.textContent()).toMatch(/GD\d+/);
    await shootBoth(page, 'web-register-status');

    await page.getByTestId('login-to-perfect').click();
    await expectPath(page, '/login/volunteer');
    await page.getByTestId('login-username').fill(mobile);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await expectPath(page, '/registered/perfectInformation');
    await page.getByTestId('profile-form').waitFor();
    for (const [testId, option] of [
      ['profile-politicalStatus', '共青团员'],
      ['profile-education', '本科'],
      ['profile-profession', '企业职员'],
    ])
      await pickOption(page, page.getByTestId(testId!), option!);
    await page.getByTestId('profile-skills').getByText('医疗急救').click();
    await page.getByTestId('profile-intentions').getByText('社区服务').click();
    await page.getByTestId('profile-intentions').getByText('环境保护').click();
    await shootBoth(page, 'web-perfect-information');
    await page.getByTestId('profile-submit').click();
    await expectPath(page, '/registered/applyCard');
    await shootBoth(page, 'web-apply-card');

    // Saved: the form shows it again on a fresh load.
    await page.goto('/registered/perfectInformation');
    await page.getByTestId('profile-form').getByText('共青团员').waitFor();
    await page.goto('/registered/applyCard');
    await page.getByTestId('apply-card-now').click();
    await expectPath(page, '/personalCenter/volunteerCard/needToKnow');
    await context.close();
  }, 180_000);

  it('shows the registration pages on a phone, with the guardian fields of a minor', async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    await page.goto('/registered/volunteers');
    await screenshot(page, 'web-register-agreements-phone');
    await acceptAgreements(page);
    const year = Number(chinaDate().slice(0, 4));
    await page.getByLabel('身份证号码', { exact: true }).fill(residentId(year - 16));
    await page.getByText('未满18周岁注册须征得监护人同意，请填写监护人信息。').waitFor();
    await page.getByLabel('监护人姓名').waitFor();
    await screenshot(page, 'web-register-form-phone');
    await page.getByLabel('身份证号码', { exact: true }).fill(residentId(year - 10));
    await page.getByText(/未满14周岁不能注册志愿者/).waitFor();
    expect(await page.getByTestId('register-submit').isDisabled()).toBe(true);
    await page.goto('/registered/feedback');
    await page.getByTestId('registered-feedback').waitFor();
    await screenshot(page, 'web-registered-feedback-phone');
    await page.goto('/registered/agreement/voluntaryAgreement');
    await page.getByTestId('agreement-page-voluntaryAgreement').waitFor();
    await screenshot(page, 'web-voluntary-agreement-phone');
    await context.close();
  }, 120_000);

  it('keeps a signed-in volunteer out of the registration pages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openPortalAs(page, demo.volunteer, '/registered/volunteers');
    await expectPath(page, '/');
    await context.close();
  });
});
