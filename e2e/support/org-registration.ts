import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { coverPng } from './console-form';
import { codeSentTo, messageTo } from './inbox';
import { motionDone } from './page-state';

// The organisation registration form, filled as an applicant does, for the journeys that
// register an organisation (org-registration, org-review-routing).

export const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const codeChars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A credit code with a right GB 32100 check character. */
function creditCode(): string {
  const first17 = `5244${digits(4)}MJ${digits(7)}`;
  const sum = [...first17].reduce((acc, ch, i) => acc + codeChars.indexOf(ch) * weights[i]!, 0);
  return first17 + codeChars[(31 - (sum % 31)) % 31]!;
}

export interface OrgApplicant {
  name: string;
  creditCode: string;
  contact: string;
  mobile: string;
  username: string;
  password: string;
}

/** A new organisation's details, unique per run. */
export function newOrgApplicant(name: string, login: string, contact = '梁嘉怡'): OrgApplicant {
  return {
    name: `${name}${digits(4)}`,
    creditCode: creditCode(),
    contact,
    mobile: `19${digits(9)}`,
    username: `${login}${digits(6)}a`,
    password: 'Qinghe@2024',
  };
}

/** The newest SMS to `mobile`, as the phone received it (support/inbox.ts). */
export const smsTo = (mobile: string): Promise<string> => messageTo(mobile);

/** Picks an option of the antd Select whose trigger carries `testId`. */
export async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
}

/**
 * Lets drawers, dialogs and toasts finish their motion, so a screenshot shows the settled page.
 * Endless animations (the pulsing dot of 申请审核中) never finish and are not waited for.
 */
export const settled = motionDone;

/**
 * Fills the whole form on /registered/organization (the agreement already accepted), the
 * 上级组织 picked one level per click along `parents`, with the SMS code the phone received.
 */
export async function fillOrgRegistration(page: Page, org: OrgApplicant, parents: string[]) {
  await page.getByLabel('组织名称').fill(org.name);
  await page.getByLabel('统一社会信用代码').fill(org.creditCode.toLowerCase());
  await choose(page, 'org-reg-type', '社会团体');
  await choose(page, 'org-reg-region', '广州市');
  await page.getByTestId('org-reg-parent').click();
  for (const name of parents)
    await page.locator('.ant-cascader-menu-item', { hasText: name }).click();
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
  await page.getByTestId('org-reg-code').fill(await codeSentTo(org.mobile));
  await page.getByLabel('账号').fill(org.username);
  await page.getByLabel('密码', { exact: true }).fill(org.password);
  await page.getByLabel('确认密码').fill(org.password);
}
