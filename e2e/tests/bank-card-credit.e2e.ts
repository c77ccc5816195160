import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, newContext, screenshot } from '../support/browser';
import { openConsoleAs } from '../support/stored-session';
import { demo } from '../support/accounts';
import { call } from '../support/api';
import { coverPng } from '../support/console-form';
import { registerVolunteer, type FreshVolunteer } from '../support/register-volunteer';
import { poll } from '../support/poll';

// A fresh volunteer, who has not applied yet, applies for the credit co-branded card with an
// emergency contact; the provincial federation's staff open the review, see the contact's
// mobile masked, reveal it (the server records that they did) and approve.

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: coverPng() });
const contactMobile = '13922334455';

let browser: Browser;
let volunteer: FreshVolunteer;

async function volunteerPage(): Promise<Page> {
  const page = await (await newContext(browser, desktop)).newPage();
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

const application = async () =>
  (await call('/volunteer/bankCard/getUsersApplyState', volunteer.token)).data.application as {
    id: string;
    state: string;
  } | null;

beforeAll(async () => {
  browser = await launchBrowser();
  volunteer = await registerVolunteer('周雨桐');
});
afterAll(async () => {
  await browser?.close();
});

describe('credit co-branded card', () => {
  it('shows a volunteer who has not applied an invitation, under the menu’s name', async () => {
    const page = await volunteerPage();
    await page.goto('/personalCenter/volunteerCard/detail');
    const detail = page.getByTestId('card-detail');
    await detail.getByTestId('card-not-applied').getByText('您还没有申请志愿者联名卡').waitFor();
    await expect(detail.locator('.ant-card-head-title').innerText()).resolves.toBe('志愿者卡申请');
    // An empty state, not a result page's warning or error icon.
    await expect(detail.locator('.ant-result').count()).resolves.toBe(0);
    await screenshot(page, 'bank-card-not-applied-desktop');
    await page.context().close();
  });

  it('a volunteer applies with an emergency contact', async () => {
    const page = await volunteerPage();
    await page.goto('/volunteerCard/needToKnow');
    await page.getByTestId('card-accept').click();
    await page.getByTestId('card-notice-next').click();
    await page.getByTestId('card-info-next').click();
    await page.getByTestId('choose-credit').click();
    const form = page.getByTestId('card-apply-form');
    await form.waitFor();
    const inputs = form.locator('input[type=file]');
    await inputs.nth(0).setInputFiles(photo('front.png'));
    await page.getByAltText('身份证人像面').waitFor();
    await inputs.nth(1).setInputFiles(photo('back.png'));
    await page.getByAltText('身份证国徽面').waitFor();
    // Enter confirms a typed date and also submits the form: dates go first.
    await pickDate(page, '证件有效期起始日', '2019-05-01');
    await pickDate(page, '证件有效期截止日', '2039-05-01');
    await pick(page, '职业', '专业技术人员');
    await pick(page, '学历', '硕士');
    await page.getByLabel('居住地区', { exact: true }).click();
    for (const name of ['广东省志愿者联合会', '广州市志愿者联合会', '天河区志愿者联合会'])
      await page.locator('.ant-cascader-menu-item:visible').filter({ hasText: name }).click();
    await form.getByLabel('详细地址').fill('天河北路 233 号');
    await form.getByLabel('工作单位或学校').fill('广州市天河区某设计院');
    await pick(page, '年收入', '10万-20万元');
    await form.getByLabel('紧急联系人姓名').fill('周建国');
    await pick(page, '与联系人关系', '父母');
    await form.getByLabel('紧急联系人手机号').fill(contactMobile);
    await screenshot(page, 'bank-card-credit-desktop');
    await page.getByTestId('card-apply-submit').click();
    await page.getByTestId('card-success').waitFor();
    await poll(async () => (await application())?.state).toBe('pending');
    await page.context().close();
  });

  it('staff see the contact’s mobile masked, reveal it and approve', async () => {
    const id = (await application())!.id;
    const staff = await (await newContext(browser, desktop)).newPage();
    await openConsoleAs(staff, demo.federationAdmin, '/admin/bankCards');
    await staff.getByTestId(`bank-open-${id}`).click();
    const review = staff.locator('.ant-drawer-body');
    await review.getByText('志愿者联名信用卡').waitFor();
    const mobile = staff.getByTestId('bank-contact-mobile');
    await poll(() => mobile.textContent()).toBe('139****4455');
    await expect(review.innerText()).resolves.toContain('周建国（父母）');
    await screenshot(staff, 'bank-card-credit-review-desktop');
    await staff.getByTestId('bank-reveal').click();
    await poll(() => mobile.textContent()).toBe(contactMobile);
    await screenshot(staff, 'bank-card-credit-revealed-desktop');
    await staff.getByTestId('bank-approve').click();
    await poll(async () => (await application())?.state).toBe('approved');
    await review.waitFor({ state: 'detached' });
    await screenshot(staff, 'bank-card-credit-approved-desktop');
    await staff.context().close();
  });
});
