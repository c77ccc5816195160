import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { weekdayLabels, weekdayOfDay } from '@zyz/domain';
import { baseUrl, launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { openPortalAs, openConsoleAs } from '../support/stored-session';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { call, tokenOf } from '../support/api';
import { clickInDialog, expectPath, pickOption } from '../support/flows';
import { chinaDate, chinaTime, field, fillRange } from '../support/console-form';
import { registerVolunteer } from '../support/register-volunteer';
import { poll } from '../support/poll';

// Issue 50 through the real pages: an organiser makes a weekly mission with 重复时段, tells a
// shift's accepted volunteer that the meeting point moved (群发消息) and copies the mission to
// the week after (复制活动); the volunteer reads the message on a phone. A second volunteer,
// without 急救证, is told why they cannot apply, adds it in 个人信息 and applies.

let browser: Browser;
let org: string;
beforeAll(async () => {
  browser = await launchBrowser();
  org = await tokenOf('org', demo.organizer);
});
afterAll(async () => {
  await browser.close();
});

const stamp = testNow() % 100000;
const weekdayOf = (days: number) => weekdayLabels[weekdayOfDay(chinaDate(days))!]!;

describe('organisers’ tools (issue 50)', () => {
  it('makes a weekly mission, messages a shift and copies it to the next week', async () => {
    const desk = await (await newContext(browser)).newPage();
    const subject = `湿地公园周末清洁${stamp}`;
    await openConsoleAs(desk, demo.organizer, '/admin/mission/new');
    await field(desk, '活动名称').locator('input').fill(subject);
    await pickOption(desk, desk.getByTestId('mission-type'), '生态环保');
    await fillRange(field(desk, '招募时间'), chinaTime(0, 0), chinaTime(6, 18));
    await fillRange(field(desk, '服务时间'), chinaTime(1, 0), chinaTime(40, 18));
    await field(desk, '活动地址').locator('input').fill('广州市海珠区海珠湿地北门');
    await field(desk, '联系人').locator('input').fill('梁志明');
    await field(desk, '联系电话').locator('input').fill('13912345678');

    // Two weekdays (those of day 7 and day 9) over two weeks: days 7, 9, 14 and 16.
    await desk.getByTestId('shift-repeat').click();
    const dialog = desk.getByTestId('repeat-dialog');
    for (const day of [7, 9])
      await dialog
        .locator('.ant-checkbox-wrapper')
        .filter({ hasText: weekdayOf(day) })
        .click();
    await fillRange(field(dialog, '每天的时间'), '09:00', '11:30');
    await fillRange(field(dialog, '日期范围'), chinaDate(7), chinaDate(20));
    await poll(() => dialog.getByTestId('repeat-count').textContent()).toBe('4');
    expect(await dialog.getByTestId('repeat-shift').first().textContent()).toContain(
      `${chinaDate(7)} ${weekdayOf(7)} 09:00–11:30`,
    );
    await screenshot(desk, 'tools-1-repeat-preview-console');
    await clickInDialog(dialog.getByTestId('repeat-add'));
    // The empty first shift of a new mission is replaced, not kept.
    await poll(() => desk.getByTestId('shift-item').count()).toBe(4);
    await screenshot(desk, 'tools-2-weekly-form-console');
    await desk.getByTestId('mission-save-publish').click();
    await desk.getByTestId('mission-title').waitFor();
    const missionId = /\/admin\/mission\/(\d+)$/.exec(new URL(desk.url()).pathname)![1]!;
    const shiftRows = desk.getByTestId('shift-table').locator('tbody tr.ant-table-row');
    await poll(() => shiftRows.count()).toBe(4);

    // A volunteer applies for the first shift and is accepted.
    const volunteer = await registerVolunteer('林晓');
    const view = await call(`/manage/pc/mission/viewMission?missionId=${missionId}`, org);
    const [first] = view.data.times as Array<{ timesInfoId: string; id: string }>;
    expect(first!.id).toBe(first!.timesInfoId);
    const applied = await call('/volunteer/mission/accordApply', volunteer.token, {
      missionId,
      timesInfoId: first!.timesInfoId,
    });
    expect(applied.code).toBe('1');
    const accepted = await call('/manage/pc/mission/personal/auditMP', org, {
      missionPersonlIds: applied.data.missionPersonlId,
      action: 'accept',
    });
    expect(accepted.code).toBe('1');

    // 群发消息 to that shift's accepted volunteers.
    await desk.reload();
    await desk.getByTestId('message-open').click();
    const compose = desk.getByTestId('message-dialog');
    await compose.getByTestId('message-shift').click();
    await desk
      .locator('.ant-select-item-option')
      .filter({ hasText: `${chinaDate(7)} 09:00–11:30` })
      .click();
    const text = '集合地点改到湿地公园南门，请提前10分钟到达。';
    await compose.getByTestId('message-content').fill(text);
    await poll(() => compose.getByTestId('message-audience').textContent()).toContain(
      '将以站内信发送给 1 人',
    );
    await screenshot(desk, 'tools-3-message-dialog-console');
    await clickInDialog(compose.getByRole('button', { name: '发送给 1 人' }));
    const record = desk.getByTestId('message-record');
    await poll(() => record.count()).toBe(1);
    expect(await record.first().textContent()).toContain(text);
    expect(await record.first().getByTestId('message-record-count').textContent()).toBe(
      '1 人（邮件 0）',
    );
    await screenshot(desk, 'tools-4-message-history-console');

    // 复制活动: the next week is offered, the same weekday.
    await desk.getByTestId('mission-actions').getByTestId('mission-copy').click();
    const copyDialog = desk.getByTestId('copy-dialog');
    await poll(() => copyDialog.getByTestId('copy-shift').textContent()).toContain('顺延 7 天');
    await screenshot(desk, 'tools-5-copy-dialog-console');
    await clickInDialog(copyDialog.getByRole('button', { name: '复制为草稿' }));
    await expectPath(desk, /\/admin\/mission\/\d+\/edit$/);
    expect(new URL(desk.url()).pathname).not.toBe(`/admin/mission/${missionId}/edit`);
    await poll(() => desk.getByTestId('shift-item').count()).toBe(4);
    expect(await field(desk, '活动名称').locator('input').inputValue()).toBe(subject);
    const firstPeriod = desk
      .getByTestId('shift-item')
      .first()
      .locator('.ant-picker-range input')
      .first();
    expect(await firstPeriod.inputValue()).toBe(`${chinaDate(14)} 09:00`);
    await screenshot(desk, 'tools-6-copy-draft-console');

    // The volunteer reads it in 我的消息, with the mission named.
    const mobile = await (await newContext(browser, phone)).newPage();
    await openPortalAs(mobile, volunteer, '/personalCenter/myMessage');
    const notice = mobile
      .getByTestId('site-message-item')
      .filter({ hasText: `活动通知：${subject}` });
    await poll(() => notice.count()).toBe(1);
    await notice.locator('button').first().click();
    expect(await notice.getByTestId('site-message-content').textContent()).toContain(text);
    await notice.getByTestId('site-message-mission').waitFor();
    await screenshot(mobile, 'tools-7-message-phone');
    await desk.context().close();
    await mobile.context().close();
  });

  it('tells a volunteer without 急救证 why, and takes them once they add it', async () => {
    const subject = `马拉松急救点${stamp}`;
    const saved = await call('/manage/pc/mission/saveMission', org, {
      subject,
      missionType: '09',
      serviceTimeType: 1,
      address: '广州市天河区体育中心',
      recruitStart: chinaTime(0, 0),
      recruitEnd: chinaTime(8, 18),
      serviceStart: chinaTime(10, 6),
      serviceEnd: chinaTime(10, 14),
      contactName: '陈晓燕',
      contactPhone: '020-87654321',
      conditions: { qualifications: ['firstAidCert'] },
      times: [
        { startTime: chinaTime(10, 7), endTime: chinaTime(10, 12), quota: 5, creditMinutes: 300 },
      ],
    });
    expect(saved.code).toBe('1');
    const missionId = saved.data.missionId as string;
    expect((await call('/manage/pc/mission/publishMission', org, { missionId })).code).toBe('1');
    // The server draws the conditions into the page itself.
    const html = await (await fetch(`${baseUrl()}/mission/detail-${missionId}`)).text();
    expect(html).toContain('须持有：急救证');

    const volunteer = await registerVolunteer('周敏');
    const mobile = await (await newContext(browser, phone)).newPage();
    await openPortalAs(mobile, volunteer, `/mission/detail-${missionId}`);
    await mobile.getByTestId('mission-conditions').getByText('须持有：急救证').waitFor();
    const row = mobile.getByTestId('shift-row').first();
    await poll(() => row.getByTestId('shift-blocked').textContent()).toBe('不符合条件');
    expect(await mobile.getByTestId('shift-notice').textContent()).toContain(
      '不符合报名条件：须持有急救证',
    );
    await screenshot(mobile, 'tools-8-conditions-refused-phone');
    // The server refuses with the same words.
    const view = await call(`/home/mission/info/missionDetails?missionId=${missionId}`, null);
    const [shift] = view.data.times as Array<{ timesInfoId: string }>;
    const refused = await call('/volunteer/mission/accordApply', volunteer.token, {
      missionId,
      timesInfoId: shift!.timesInfoId,
    });
    expect(refused).toMatchObject({ code: '40900', msg: '不符合报名条件：须持有急救证' });

    await mobile.getByTestId('conditions-profile-link').click();
    await expectPath(mobile, '/personalCenter/personalInfo');
    const card = mobile.getByTestId('qualifications');
    await card.getByTestId('edit-qualifications').click();
    await card.getByTestId('qualifications-select').click();
    await mobile
      .locator('.ant-select-item-option')
      .filter({ hasText: /^急救证$/ })
      .click();
    await card.getByTestId('save-qualifications').click();
    await poll(() => card.locator('.ant-tag').first().textContent()).toContain('急救证');
    await screenshot(mobile, 'tools-9-qualification-phone');

    await mobile.goto(`/mission/detail-${missionId}`);
    await row.getByTestId('shift-apply').click();
    await clickInDialog(mobile.getByRole('button', { name: '确认报名' }));
    await mobile.getByText('报名已提交，当前状态：待审核').waitFor();
    await clickInDialog(mobile.getByRole('button', { name: '知道了' }));
    await poll(() => row.getByTestId('shift-my-state').textContent()).toBe('待审核');
    await screenshot(mobile, 'tools-10-applied-phone');
    await mobile.context().close();

    // The organiser sees the condition met beside the application.
    const desk = await (await newContext(browser)).newPage();
    await openConsoleAs(desk, demo.organizer, `/admin/mission/${missionId}/applicants`);
    const check = desk.getByTestId('applicant-table').getByTestId('condition-check');
    await poll(() => check.getAttribute('data-met')).toBe('true');
    expect(await check.textContent()).toBe('急救证');
    await screenshot(desk, 'tools-11-applicant-conditions-console');
    await desk.context().close();
  });
});
