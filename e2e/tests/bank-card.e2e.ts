import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { openConsoleAs } from '../support/stored-session';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { call } from '../support/api';
import { coverPng } from '../support/console-form';
import { registerVolunteer, type FreshVolunteer } from '../support/register-volunteer';
import { poll } from '../support/poll';

// A fresh volunteer applies for the debit co-branded card with ID photos; the provincial
// federation asks for a new photo, the volunteer re-uploads, staff approve, and the status
// shows on the volunteer's detail page and in the user info (cardStatus).

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: coverPng() });

let browser: Browser;
let volunteer: FreshVolunteer;

async function volunteerPage(viewport = desktop): Promise<Page> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto('/login/volunteer');
  await page.getByTestId('login-username').fill(volunteer.username);
  await page.getByTestId('login-password').fill(volunteer.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function pickDate(page: Page, label: string, date: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

const applyState = async () =>
  (await call('/volunteer/bankCard/getUsersApplyState', volunteer.token)).data as {
    application: { id: string; state: string } | null;
  };

beforeAll(async () => {
  browser = await launchBrowser();
  volunteer = await registerVolunteer('林晓彤');
});
afterAll(async () => {
  await browser?.close();
});

describe('bank co-branded card', () => {
  it('a volunteer applies for a debit card with ID photos', async () => {
    const page = await volunteerPage(phone);
    await page.goto('/personalCenter/volunteerCard/needToKnow');
    await page.getByTestId('card-need-to-know').waitFor();
    await expect(page.getByTestId('card-notice-next').isDisabled()).resolves.toBe(true);
    await screenshot(page, 'bank-card-need-to-know-phone');
    await page.getByTestId('card-accept').click();
    await page.getByTestId('card-notice-next').click();
    await page.getByTestId('card-individual-info').getByText('林晓彤').waitFor();
    await screenshot(page, 'bank-card-individual-info-phone');
    await page.getByTestId('card-info-next').click();
    await page.getByTestId('choose-debit').waitFor();
    await screenshot(page, 'bank-card-choose-phone');
    await page.getByTestId('choose-debit').click();
    await page.getByTestId('card-apply-form').waitFor();
    await screenshot(page, 'bank-card-debit-phone');
    await page.context().close();

    const desk = await volunteerPage(desktop);
    await desk.goto('/volunteerCard/needToKnow');
    await desk.getByTestId('card-accept').click();
    await desk.getByTestId('card-notice-next').click();
    await desk.getByTestId('card-info-next').click();
    await desk.getByTestId('choose-debit').click();
    const form = desk.getByTestId('card-apply-form');
    await form.waitFor();
    const inputs = form.locator('input[type=file]');
    await inputs.nth(0).setInputFiles(photo('front.png'));
    await desk.getByAltText('身份证人像面').waitFor();
    await inputs.nth(1).setInputFiles(photo('back.png'));
    await desk.getByAltText('身份证国徽面').waitFor();
    // Enter confirms a typed date and also submits the form, so dates go first (while the
    // form is still incomplete) and the submit button is the last step.
    await pickDate(desk, '证件有效期起始日', '2020-03-01');
    await pickDate(desk, '证件有效期截止日', '2040-03-01');
    await pick(desk, '职业', '专业技术人员');
    await pick(desk, '学历', '本科');
    await desk.getByLabel('居住地区', { exact: true }).click();
    for (const name of ['广东省志愿者联合会', '广州市志愿者联合会', '天河区志愿者联合会'])
      await desk.locator('.ant-cascader-menu-item:visible').filter({ hasText: name }).click();
    await form.getByLabel('详细地址').fill('天河路 100 号');
    await form.getByLabel('工作单位或学校').fill('广州市天河区某科技公司');
    const next = new Date(testNow() + 10 * 86_400_000).toISOString().slice(0, 10);
    await pickDate(desk, '领卡日期', next);
    await pick(desk, '开卡礼品', '志愿者环保袋');
    await screenshot(desk, 'bank-card-debit-desktop');
    await desk.getByTestId('card-apply-submit').click();
    await desk.getByTestId('card-success').waitFor();
    await screenshot(desk, 'bank-card-success-desktop');
    await poll(async () => (await applyState()).application?.state).toBe('pending');
    await desk.context().close();
  });

  it('staff ask for a new photo, the volunteer re-uploads, staff approve, the status shows', async () => {
    const id = (await applyState()).application!.id;
    const staff = await (await newContext(browser, desktop)).newPage();
    await openConsoleAs(staff, demo.federationAdmin, '/admin/bankCards');
    await staff.getByTestId(`bank-open-${id}`).click();
    await staff.getByTestId('bank-photo-front').waitFor();
    // Identity masked until the reviewer asks (and the server records that they did).
    await poll(() => staff.getByTestId('bank-idcard').textContent()).toContain('*');
    await screenshot(staff, 'bank-card-console-review-desktop');
    await staff.getByTestId('bank-reveal').click();
    await expect
      .poll(() => staff.getByTestId('bank-idcard').textContent())
      .toMatch(/^\d{17}[\dX]$/);
    await screenshot(staff, 'bank-card-console-revealed-desktop');
    await staff.getByTestId('bank-review-reason').fill('人像面照片反光，请在自然光下重新拍摄');
    await staff.getByTestId('bank-redo').click();
    await poll(async () => (await applyState()).application?.state).toBe('photosRequested');

    const page = await volunteerPage(phone);
    await page.goto('/personalCenter/volunteerCard/detail');
    await page.getByTestId('card-redo-reason').getByText('人像面照片反光').waitFor();
    await screenshot(page, 'bank-card-detail-redo-phone');
    await page.locator('input[type=file]').first().setInputFiles(photo('front-again.png'));
    await page.getByTestId('card-state').getByText('审核中').waitFor();

    await staff.reload();
    await staff.getByTestId(`bank-open-${id}`).click();
    await staff.getByTestId('bank-photo-front').waitFor();
    await staff.getByTestId('bank-approve').click();
    await poll(async () => (await applyState()).application?.state).toBe('approved');
    const user = await call('/volunteer/user/current', volunteer.token);
    expect(user.data.cardStatus).toBe('approved');

    await page.reload();
    await page.getByTestId('card-state').getByText('审核通过').waitFor();
    await screenshot(page, 'bank-card-detail-approved-phone');

    await staff.getByTestId('bank-state-filter').click();
    await staff.locator('.ant-select-dropdown:visible').getByTitle('审核通过').click();
    const download = staff.waitForEvent('download');
    await staff.getByTestId('bank-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await poll(async () => (await applyState()).application?.state).toBe('submitted');
    await screenshot(staff, 'bank-card-console-list-desktop');
    await page.context().close();
    await staff.context().close();
  });
});
