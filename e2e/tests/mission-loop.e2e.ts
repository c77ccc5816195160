import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { openPortalAs, openConsoleAs } from '../support/stored-session';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { clickInDialog, expectPath, pickOption } from '../support/flows';
import { chinaTime, field, fillRange } from '../support/console-form';
import { poll } from '../support/poll';

// The core loop of issue 3 through the real pages only: an organiser publishes in the console,
// a volunteer finds the mission by keyword on a phone and applies, the organiser accepts, and
// the volunteer sees the decision in 志愿者日程 and as a site message.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// Day 33 at dawn: no shift the seed or the other files book is near it, so no clash refusal.
const shiftDay = 33;
const keyword = `珠江护水${testNow() % 100000}`;
const subject = `${keyword}行动`;

async function publishMission(page: Page): Promise<string> {
  await openConsoleAs(page, demo.organizer, '/admin/mission/new');
  await field(page, '活动名称').locator('input').fill(subject);
  await pickOption(page, page.getByTestId('mission-type'), '生态环保');
  await fillRange(field(page, '招募时间'), chinaTime(0, 0), chinaTime(shiftDay - 2, 18));
  await fillRange(field(page, '服务时间'), chinaTime(shiftDay, 5), chinaTime(shiftDay, 10));
  await field(page, '活动地址').locator('input').fill('广州市海珠区滨江东路');
  await field(page, '联系人').locator('input').fill('梁志明');
  await field(page, '联系电话').locator('input').fill('13912345678');
  await field(page, '活动详情').locator('textarea').fill('沿江拾捡垃圾，记录水质。');
  const shift = page.getByTestId('shift-item').first();
  await fillRange(shift, chinaTime(shiftDay, 6), chinaTime(shiftDay, 8));
  await field(shift, '招募人数').locator('input').fill('3');
  await page.getByTestId('mission-save-publish').click();
  await page.getByTestId('mission-title').waitFor();
  expect(await page.getByTestId('mission-status').textContent()).toBe('招募中');
  const missionId = /\/admin\/mission\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  expect(missionId).toBeDefined();
  return missionId!;
}

describe('the mission loop between an organisation and a volunteer', () => {
  it('publish → find by keyword → apply → accept → seen in 志愿者日程', async () => {
    const desk = await (await newContext(browser)).newPage();
    const missionId = await publishMission(desk);

    const mobile = await (await newContext(browser, phone)).newPage();
    await openPortalAs(mobile, demo.volunteer);
    const search = mobile.getByTestId('global-search').first();
    await search.fill(keyword);
    await search.press('Enter');
    await expectPath(mobile, '/mission/search');
    const card = mobile.getByTestId('mission-card').filter({ hasText: subject });
    await poll(() => card.count()).toBe(1);
    await screenshot(mobile, 'loop-1-search-phone');
    await card.getByTestId('mission-card-subject').click();
    await expectPath(mobile, `/mission/detail-${missionId}`);

    const row = mobile.getByTestId('shift-row').first();
    expect(await row.getByTestId('shift-places').textContent()).toBe('3 / 3');
    await row.getByTestId('shift-apply').click();
    expect(await mobile.getByTestId('apply-confirm').textContent()).toContain(subject);
    await clickInDialog(mobile.getByRole('button', { name: '确认报名' }));
    await mobile.getByText('报名已提交，当前状态：待审核').waitFor();
    await clickInDialog(mobile.getByRole('button', { name: '知道了' }));
    await poll(() => row.getByTestId('shift-my-state').textContent()).toBe('待审核');
    await poll(() => row.getByTestId('shift-places').textContent()).toBe('2 / 3');
    await screenshot(mobile, 'loop-2-applied-phone');

    // The organiser sees the application at once and accepts it.
    await desk.goto(`/admin/mission/${missionId}/applicants`);
    const applicant = desk.getByTestId('applicant-table').locator('tbody tr.ant-table-row');
    await poll(() => applicant.count()).toBe(1);
    // The mission's own organiser reads the full name; the mobile is masked until revealed,
    // one person at a time, and the look lands in the organisation's 审计日志.
    expect(await applicant.first().textContent()).toContain('张三');
    expect(await applicant.first().getByTestId('applicant-mobile').textContent()).toBe(
      '138****8000',
    );
    await applicant.first().getByTestId('applicant-reveal-mobile').click();
    await poll(() => applicant.first().getByTestId('applicant-mobile').textContent()).toBe(
      '13800138000',
    );
    await screenshot(desk, 'loop-3-revealed-console');
    expect(await applicant.first().getByTestId('applicant-state').textContent()).toBe('待审核');
    await applicant.first().getByTestId('applicant-accept').click();
    await poll(() => applicant.first().getByTestId('applicant-state').textContent()).toBe('已录用');
    await screenshot(desk, 'loop-3-accepted-console');
    await desk.goto('/admin/audit-log');
    const logged = desk.getByTestId('audit-log-page').locator('tbody tr.ant-table-row');
    await logged.filter({ hasText: '查看报名人员手机号' }).first().waitFor();
    expect(await logged.filter({ hasText: '查看报名人员手机号' }).first().textContent()).toContain(
      '张三',
    );
    await screenshot(desk, 'loop-3-audit-log-console');

    // The volunteer's schedule and messages say so.
    await mobile.goto('/personalCenter/myMission');
    const mine = mobile.getByTestId('my-mission-row').filter({ hasText: subject });
    await poll(() => mine.count()).toBe(1);
    expect(await mine.getByTestId('my-mission-state').textContent()).toBe('已录用');
    await mine.getByTestId('my-mission-ics').waitFor();
    await screenshot(mobile, 'loop-4-my-mission-phone');

    await mobile.goto('/personalCenter/myMessage');
    const message = mobile.getByTestId('site-message-item').filter({ hasText: subject });
    await poll(() => message.count()).toBeGreaterThan(0);
    expect(await message.first().textContent()).toContain('录用');
    await screenshot(mobile, 'loop-5-message-phone');

    await desk.context().close();
    await mobile.context().close();
  });
});
