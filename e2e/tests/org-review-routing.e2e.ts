import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { desktop, launchBrowser, newContext, screenshot } from '../support/browser';
import { demo } from '../support/accounts';
import { consoleLogin } from '../support/console-form';
import { expectPath, portalLogin } from '../support/flows';
import { fillOrgRegistration, newOrgApplicant, settled, smsTo } from '../support/org-registration';

// 天河区志愿者联合会 and 广州市志愿者联合会 have no console staff in the demo: an organisation
// registering under 天河区 is reviewed by the nearest staffed node above, the province, and is
// told so. In the console, refusing without a reason says so under the field and throws nothing.

const reviewer = '广东省志愿者联合会';
const org = newOrgApplicant('天河区晨光助学志愿服务队', 'chenguang', '周子涵');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('an organisation registered under a federation without staff', () => {
  it('is told that the nearest staffed federation reviews it', async () => {
    const context = await newContext(browser, desktop);
    const page = await context.newPage();
    await page.goto('/registered/agreement/orgRegRequirements');
    await page.getByTestId('org-requirements-agree').click();
    await expectPath(page, '/registered/organization');
    await fillOrgRegistration(page, org, [reviewer, '广州市志愿者联合会', '天河区志愿者联合会']);
    await page.getByTestId('org-reg-submit').click();

    await expectPath(page, '/registered/orgSuccess');
    const told = page.getByTestId('org-success-reviewer');
    await told.getByText(`由 ${reviewer} 审核`).waitFor();
    expect(await told.textContent()).toContain('上级组织「天河区志愿者联合会」暂无审核人员');
    await screenshot(page, 'org-success-routed-desktop');
    expect(await smsTo(org.mobile)).toContain(`正在等待${reviewer}审核`);

    await portalLogin(page, 'organization', org.username, org.password);
    await page.getByText(`正在审核中（由${reviewer}审核）`).waitFor();
    await context.close();
  });

  it('is reviewed by the province; an empty refusal reason raises no page error', async () => {
    const context = await newContext(browser, desktop);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(String(err)));
    await consoleLogin(page, demo.federationAdmin);
    await page.goto('/admin/org/review');
    const row = page.locator('tr', { hasText: org.name });
    await row.waitFor();
    await row.getByText('天河区志愿者联合会').waitFor();
    await row.getByText('本会').waitFor();
    await screenshot(page, 'admin-org-review-routed-desktop');

    await row.getByRole('button', { name: '审核' }).click();
    const drawer = page.getByTestId('application-drawer');
    await drawer.getByText('审核单位').waitFor();
    await drawer.getByTestId('application-reject').click();
    const dialog = page.getByTestId('reason-dialog');
    // As a reviewer does: the box is there before they confirm with it empty.
    await dialog.getByTestId('reason-input').waitFor();
    await dialog.getByRole('button', { name: '确定不通过' }).click();
    await dialog.getByText('请填写不通过的原因').waitFor();
    // An unhandled rejection reaches 'pageerror' on the next turn of the event loop.
    await page.waitForTimeout(500);
    expect(pageErrors).toEqual([]);
    await settled(page);
    await screenshot(page, 'admin-org-review-empty-reason-desktop');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    await drawer.getByTestId('application-approve').click();
    await page.getByText(`已通过「${org.name}」的注册`).waitFor();
    expect(await smsTo(org.mobile)).toContain(`注册申请已通过${reviewer}审核`);
    expect(pageErrors).toEqual([]);
    await context.close();

    const orgContext = await newContext(browser, desktop);
    const orgPage = await orgContext.newPage();
    await consoleLogin(orgPage, { username: org.username, password: org.password });
    await orgPage.goto('/admin/org/profile');
    await orgPage.getByTestId('org-profile-page').getByText('天河区志愿者联合会').waitFor();
    await orgContext.close();
  });
});
