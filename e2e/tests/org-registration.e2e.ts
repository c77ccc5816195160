import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { demo } from '../support/accounts';
import { call, tokenOf } from '../support/api';
import { consoleLogin, coverPng } from '../support/console-form';
import { expectPath, portalLogin } from '../support/flows';
import { registerVolunteer } from '../support/register-volunteer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const codeChars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A credit code with a right GB 32100 check character. */
function creditCode(): string {
  const first17 = `5244${digits(4)}MJ${digits(7)}`;
  const sum = [...first17].reduce((acc, ch, i) => acc + codeChars.indexOf(ch) * weights[i]!, 0);
  return first17 + codeChars[(31 - (sum % 31)) % 31]!;
}

const org = {
  name: `广州市青禾社区志愿服务队${digits(4)}`,
  creditCode: creditCode(),
  contact: '梁嘉怡',
  mobile: `19${digits(9)}`,
  username: `qinghe${digits(6)}a`,
  password: 'Qinghe@2024',
};

/** The newest SMS to `mobile`, read from the development outbox as the federation admin. */
async function smsTo(mobile: string): Promise<string> {
  const admin = await tokenOf('org', demo.federationAdmin);
  const outbox = await call(`/manage/pc/outbox/list?channel=sms&keyword=${mobile}`, admin);
  return (outbox.data.list as { text: string }[] | undefined)?.[0]?.text ?? '';
}

/** Picks an option of the antd Select whose trigger carries `testId`. */
async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
}

/**
 * Lets drawers, dialogs and toasts finish their motion, so a screenshot shows the settled page.
 * Endless animations (the pulsing dot of 申请审核中) never finish and are not waited for.
 */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

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

    await page.getByLabel('组织名称').fill(org.name);
    await page.getByLabel('统一社会信用代码').fill(`${org.creditCode.slice(0, 17)}0`);
    await page.getByLabel('详细地址').click();
    if (!org.creditCode.endsWith('0'))
      await page.getByText('统一社会信用代码校验位不正确，请核对').waitFor();
    await page.getByLabel('统一社会信用代码').fill(org.creditCode.toLowerCase());
    await choose(page, 'org-reg-type', '社会团体');
    await choose(page, 'org-reg-region', '广州市');
    await page.getByTestId('org-reg-parent').click();
    await page.locator('.ant-cascader-menu-item', { hasText: '广东省志愿者联合会' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('详细地址').fill('广州市天河区天河北路233号中信广场18楼');
    await page.locator('input[type=file]').setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: coverPng(),
    });
    await page.getByTestId('org-reg-licence-preview').waitFor();
    await page.getByLabel('联系人姓名').fill(org.contact);
    await page.getByLabel('联系人手机号').fill(org.mobile);
    await page.getByTestId('send-sms-code').click();
    await page.getByText(/秒后重新获取/).waitFor();
    const code = /验证码：(\d{6})/.exec(await smsTo(org.mobile))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByTestId('org-reg-code').fill(code!);
    await page.getByLabel('账号').fill(org.username);
    await page.getByLabel('密码', { exact: true }).fill(org.password);
    await page.getByLabel('确认密码').fill(org.password);
    await screenshot(page, 'org-register-filled-desktop');
    await page.getByTestId('org-reg-submit').click();

    await expectPath(page, '/registered/orgSuccess');
    await page.getByText(`「${org.name}」的注册申请已提交至广东省志愿者联合会审核`).waitFor();
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
    await orgPage.getByTestId('side-menu').getByText('操作日志').click();
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
