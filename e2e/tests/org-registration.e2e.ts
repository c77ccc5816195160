import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { desktop, launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { demo } from '../support/accounts';
import { call, tokenOf } from '../support/api';
import { consoleLogin } from '../support/console-form';
import { expectPath, portalLogin } from '../support/flows';
import { registerVolunteer } from '../support/register-volunteer';
import {
  digits,
  fillOrgRegistration,
  newOrgApplicant,
  settled,
  smsTo,
} from '../support/org-registration';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const org = newOrgApplicant('广州市青禾社区志愿服务队', 'qinghe');

let newDistrictId = '';

describe('organisation registration and review', () => {
  it('a new organisation reads the requirements and registers with its licence', async () => {
    const context = await newContext(browser, desktop);
    const page = await context.newPage();
    await page.goto('/registered');
    await page.getByTestId('choose-organization').click();
    await expectPath(page, '/registered/organization');
    // Straight to the form: the agreement box is unticked, and the link leads to the requirements.
    await page.goto('/registered/agreement/orgRegRequirements');
    await page.getByTestId('org-requirements-text').waitFor();
    await screenshot(page, 'org-requirements-desktop');
    await page.getByTestId('org-requirements-agree').click();
    await expectPath(page, '/registered/organization');
    expect(await page.getByRole('checkbox', { name: /我已阅读并同意/ }).isChecked()).toBe(true);

    // An empty submit names the first missing field.
    await page.getByTestId('org-reg-submit').click();
    await page.getByText('组织名称不能为空').waitFor();
    await screenshot(page, 'org-register-errors-desktop');

    await page.getByLabel('统一社会信用代码').fill(`${org.creditCode.slice(0, 17)}0`);
    await page.getByLabel('详细地址').click();
    if (!org.creditCode.endsWith('0'))
      await page.getByText('统一社会信用代码校验位不正确，请核对').waitFor();
    await fillOrgRegistration(page, org, ['广东省志愿者联合会']);
    await screenshot(page, 'org-register-filled-desktop');
    await page.getByTestId('org-reg-submit').click();

    await expectPath(page, '/registered/orgSuccess');
    await page
      .getByTestId('org-success-reviewer')
      .getByText(`「${org.name}」的注册申请已提交，由 广东省志愿者联合会 审核`)
      .waitFor();
    await screenshot(page, 'org-success-desktop');
    expect(await smsTo(org.mobile)).toContain('正在等待广东省志愿者联合会审核');

    // Before the review the console stays shut, with the reason in words.
    await portalLogin(page, 'organization', org.username, org.password);
    await page.getByText('您的组织注册申请正在审核中').waitFor();
    await settled(page);
    await screenshot(page, 'org-login-pending-desktop');
    await context.close();
  });

  it('the federation staff approves it in the console and the organisation signs in', async () => {
    const context = await newContext(browser, desktop);
    const page = await context.newPage();
    await consoleLogin(page, demo.federationAdmin);
    await page.getByTestId('side-menu').getByText('组织注册审核').click();
    await page.getByTestId('org-review-page').waitFor();
    const row = page.locator('tr', { hasText: org.name });
    await row.waitFor();
    await screenshot(page, 'admin-org-review-desktop');
    await row.getByRole('button', { name: '审核' }).click();
    await page.getByTestId('application-licence').waitFor();
    await settled(page);
    await screenshot(page, 'admin-org-review-drawer-desktop');
    await page.getByTestId('application-approve').click();
    await page.getByText(`已通过「${org.name}」的注册`).waitFor();
    expect(await smsTo(org.mobile)).toContain('注册申请已通过广东省志愿者联合会审核');
    await context.close();

    const orgContext = await newContext(browser, desktop);
    const orgPage = await orgContext.newPage();
    await consoleLogin(orgPage, { username: org.username, password: org.password });
    await orgPage.goto('/admin/org/profile');
    await orgPage.getByTestId('org-profile-page').getByText(org.creditCode).waitFor();
    newDistrictId = (await call('/manage/pc/org/profile', await tokenOf('org', org))).data
      .districtId as string;
    await screenshot(orgPage, 'admin-org-profile-desktop');
    await orgContext.close();
  });

  it('a volunteer asks to join and the organisation approves', async () => {
    const volunteer = await registerVolunteer('何思远');
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    await portalLogin(page, 'volunteer', volunteer.username, volunteer.password);
    await expectPath(page, '/');
    await page.goto(`/organization/details?id=${newDistrictId}`);
    await page.getByTestId('org-join').click();
    await page.getByTestId('org-join-state').getByText('申请审核中').waitFor();
    await settled(page);
    await screenshot(page, 'org-join-pending-phone');

    const orgContext = await newContext(browser, desktop);
    const orgPage = await orgContext.newPage();
    await consoleLogin(orgPage, { username: org.username, password: org.password });
    await orgPage.getByTestId('side-menu').getByText('成员管理').click();
    const row = orgPage.locator('tr', { hasText: volunteer.name });
    await row.waitFor();
    await screenshot(orgPage, 'admin-org-joins-desktop');
    await row.getByRole('button', { name: '同意' }).click();
    await orgPage.getByText('已同意 1 人加入').waitFor();
    await orgPage.getByRole('tab', { name: '成员列表' }).click();
    await orgPage.locator('tr', { hasText: volunteer.name }).getByText('主组织').waitFor();
    await screenshot(orgPage, 'admin-org-members-desktop');

    // The organisation admin adds an operator; the log shows who did it.
    await orgPage.getByTestId('side-menu').getByText('工作人员').click();
    await orgPage.getByTestId('staff-add').click();
    const dialog = orgPage.getByTestId('staff-form-dialog');
    await dialog.getByLabel('账号').fill(`qhop${digits(6)}b`);
    await dialog.getByLabel('姓名').fill('林晓');
    await dialog.getByLabel('手机号').fill(`19${digits(9)}`);
    await orgPage.getByRole('button', { name: '创建账号' }).click();
    await orgPage.getByTestId('temp-password').waitFor();
    await settled(orgPage);
    await screenshot(orgPage, 'admin-org-staff-password-desktop');
    await orgPage.getByRole('button', { name: '我已记下' }).click();
    await orgPage.getByTestId('temp-password').waitFor({ state: 'hidden' });
    await orgPage.locator('tr', { hasText: '林晓' }).getByText('操作员').waitFor();
    await settled(orgPage);
    await screenshot(orgPage, 'admin-org-staff-desktop');
    await orgPage.getByTestId('side-menu').getByText('审计日志').click();
    await orgPage.locator('tr', { hasText: '新增工作人员' }).first().waitFor();
    await orgPage.locator('tr', { hasText: '同意加入组织' }).first().waitFor();
    await screenshot(orgPage, 'admin-org-audit-log-desktop');
    await orgContext.close();

    await page.reload();
    await page.getByTestId('org-join-state').getByText('已是成员').waitFor();
    await context.close();
  });

  it('the registration pages fit a phone', async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    await page.goto('/registered/agreement/orgRegRequirements');
    await page.getByTestId('org-requirements-text').waitFor();
    await screenshot(page, 'org-requirements-phone');
    await page.getByTestId('org-requirements-agree').click();
    await page.getByTestId('org-reg-form').waitFor();
    await screenshot(page, 'org-register-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await context.close();
  });
});
