import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { openConsoleAs } from '../support/stored-session';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { at, call, tokenOf } from '../support/api';
import { clickInDialog } from '../support/flows';
import { registerVolunteer, type FreshVolunteer } from '../support/register-volunteer';
import { expectFitsWidth, expectShows } from '../support/usable';
import { poll } from '../support/poll';

// The volunteer card (image download, public check), a donation recorded in the console and
// its certificate verified, and ratings both ways after a shift. A fresh volunteer, so no
// demo account changes.

const shotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

let browser: Browser;
let org: string;
let volunteer: FreshVolunteer;
let volunteerNo: string;
let missionId: string;
const subject = `社区长者探访${testNow() % 100000}`;

async function volunteerPage(viewport = phone): Promise<Page> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto('/login/volunteer');
  await page.getByTestId('login-username').fill(volunteer.username);
  await page.getByTestId('login-password').fill(volunteer.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  org = await tokenOf('org', demo.organizer);
  volunteer = await registerVolunteer('周晓明');
  volunteerNo = String((await call('/volunteer/user/current', volunteer.token)).data.volunteerNo);
  // A shift under way: the organiser signs the volunteer in and out by hand.
  const saved = await call('/manage/pc/mission/saveMission', org, {
    subject,
    missionType: '03',
    serviceTimeType: 1,
    address: '广州市越秀区东风中路长者服务中心',
    recruitStart: at(-600),
    recruitEnd: at(5),
    serviceStart: at(-80),
    serviceEnd: at(10),
    contactName: '陈晓燕',
    contactPhone: '020-87654321',
    times: [{ startTime: at(-80), endTime: at(10), quota: 5, creditMinutes: 90 }],
  });
  expect(saved.code).toBe('1');
  missionId = String(saved.data.missionId);
  expect((await call('/manage/pc/mission/publishMission', org, { missionId })).code).toBe('1');
  const detail = await call(`/manage/pc/mission/viewMission?missionId=${missionId}`, org);
  const timesInfoId = (detail.data.times as { timesInfoId: string }[])[0]!.timesInfoId;
  const applied = await call('/volunteer/mission/accordApply', volunteer.token, {
    missionId,
    timesInfoId,
  });
  expect(applied.code).toBe('1');
  const missionPersonlId = applied.data.missionPersonlId;
  await call('/manage/pc/mission/personal/auditMP', org, {
    missionPersonlIds: missionPersonlId,
    action: 'accept',
  });
  const signedIn = await call('/manage/pc/mission/attendance/signIn', org, {
    missionPersonlId,
    time: at(-60),
    reason: '现场登记',
  });
  expect(signedIn.code).toBe('1');
  const signedOut = await call('/manage/pc/mission/attendance/signOut', org, {
    missionServiceLogId: signedIn.data.missionServiceLogId,
    reason: '现场登记',
  });
  expect(signedOut.code).toBe('1');
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('volunteer card', () => {
  it('shows the card, downloads it as a PNG, and its code checks as valid for anyone', async () => {
    const page = await volunteerPage();
    await page.goto('/card');
    await page.getByTestId('card-image').waitFor();
    await poll(() =>
      page.getByTestId('card-image').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(1012);
    await screenshot(page, 'card-phone');
    await page.getByTestId('card-download-link').click();
    await page.waitForURL((url) => url.pathname === '/card/download');
    await page.getByTestId('card-image').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('card-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`志愿者证-${volunteerNo}.png`);
    const file = path.join(shotDir, 'card-download-image.png');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
    await screenshot(page, 'card-download-phone');

    const card = await call('/volunteer/card/myCard', volunteer.token);
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`/card?check=${card.data.checkCode}`);
    await visitor.getByTestId('card-valid').waitFor();
    await poll(() => visitor.getByTestId('card-valid').innerText()).toContain(volunteerNo);
    expect(await visitor.getByTestId('card-valid').innerText()).toContain('周*');
    await screenshot(visitor, 'card-check-desktop');
    await visitor.context().close();
    await page.context().close();
  });

  it('lets a third party read the hours once with a code the volunteer made', async () => {
    const page = await volunteerPage();
    await page.goto('/card');
    await page.getByTestId('grant-grantee').fill('广州市第一中学');
    await page.getByTestId('grant-create').click();
    const code = (await page.getByTestId('grant-code').innerText()).trim();
    expect(code).toMatch(/^[2-9A-Z]{10}$/);
    await screenshot(page, 'card-grant-phone');
    const school = await (await newContext(browser)).newPage();
    await school.goto('/card');
    await school.getByTestId('report-volunteer-no').fill(volunteerNo);
    await school.getByTestId('report-auth-code').fill(code);
    await school.getByTestId('report-submit').click();
    await poll(() => school.getByTestId('report-result').innerText()).toContain('周晓明');
    await screenshot(school, 'card-third-party-desktop');
    await school.getByTestId('report-submit').click();
    await poll(() => school.getByText('授权码无效、已使用或已过期').count()).toBeGreaterThan(0);
    await school.context().close();
    await page.context().close();
  });
});

describe('donations', () => {
  it('is recorded in the console, and its certificate downloads and verifies as genuine', async () => {
    const desk = await (await newContext(browser)).newPage();
    await openConsoleAs(desk, demo.organizer, '/admin/donation/list');
    await desk.getByTestId('donation-volunteer-no').fill(volunteerNo);
    await desk.getByTestId('donation-donor-name').fill('周晓明');
    await desk.getByTestId('donation-amount').fill('888.00');
    const date = desk.getByTestId('donation-date');
    await date.click();
    // The UTC date: never after today in the headless browser's zone (UTC, which the picker
    // checks) nor in China's (which the server checks), whatever the hour of the run.
    await date.fill(new Date(testNow()).toISOString().slice(0, 10));
    await date.press('Enter');
    await desk.getByTestId('donation-purpose').fill('社区长者助餐');
    await desk.getByTestId('donation-submit').click();
    await poll(() => desk.getByTestId('donation-table').innerText()).toContain('人民币 888.00 元');
    await screenshot(desk, 'donation-console-desktop');
    await desk.context().close();

    const page = await volunteerPage();
    await page.goto('/personalCenter/certificate');
    await page.getByTestId('donation-issue').click();
    await poll(() => page.getByTestId('donation-cert-number').innerText()).toMatch(
      /^GDJZ-\d{4}-\d{6}$/,
    );
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('donation-download').click(),
    ]);
    const pdfFile = path.join(shotDir, 'donation-certificate.pdf');
    await pdf.saveAs(pdfFile);
    expect(readFileSync(pdfFile).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'donation-personal-phone');
    await page.getByRole('button', { name: '查验真伪' }).click();
    await page.waitForURL((url) => url.pathname === '/donation');
    await poll(() => page.getByTestId('donation-genuine').innerText()).toContain('社区长者助餐');
    await screenshot(page, 'donation-verify-phone');
    await page.context().close();
  });
});

describe('evaluations', () => {
  it('the volunteer rates the mission once after signing out; the organiser rates the volunteer', async () => {
    const page = await volunteerPage();
    await page.goto('/personalCenter/evaluation');
    await page.getByTestId('evaluate-open').click();
    await clickInDialog(page.getByTestId('evaluate-rate').locator('.ant-rate-star').nth(3));
    await page.getByTestId('evaluate-content').fill('老人们很热情，流程清楚');
    await clickInDialog(page.getByTestId('evaluate-submit'));
    await poll(() => page.getByText('感谢您的评价').count()).toBeGreaterThan(0);
    await page.getByText('已评价', { exact: true }).click();
    await poll(() => page.getByTestId('evaluate-list').innerText()).toContain('老人们很热情');
    await screenshot(page, 'evaluation-phone');
    const mine = await call('/volunteer/center/evaluation/getEvaluateList', volunteer.token);
    const [rated] = mine.data.list as { missionPersonlId: string }[];
    const again = await call(
      '/volunteer/mission/evaluation/saveMissionPersonalUsersEvaluation?xc=1',
      volunteer.token,
      { missionPersonlId: rated!.missionPersonlId, score: 1 },
    );
    expect(again.msg).toBe('您已评价过本次活动，每次报名只能评价一次');

    await page.goto(`/mission/detail-${missionId}`);
    await poll(() => page.getByTestId('mission-rating').innerText()).toContain('4.0 分');

    const desk = await (await newContext(browser)).newPage();
    await openConsoleAs(desk, demo.organizer, `/admin/mission/${missionId}/evaluation`);
    await desk.getByTestId('rate-volunteer').click();
    await clickInDialog(desk.getByTestId('rate-volunteer-stars').locator('.ant-rate-star').nth(4));
    await desk.getByTestId('rate-volunteer-content').fill('服务耐心细致');
    await clickInDialog(desk.getByTestId('rate-volunteer-submit'));
    await poll(() => desk.getByTestId('evaluation-table').innerText()).toContain('服务耐心细致');
    await screenshot(desk, 'evaluation-console-desktop');
    await desk.context().close();

    await page.goto('/personalCenter/receiveComments');
    await poll(() => page.getByTestId('received-list').innerText()).toContain('服务耐心细致');
    await screenshot(page, 'receive-comments-phone');
    await page.context().close();
  });
});

describe('desk-sized pages', () => {
  it('shows the card, donation and evaluation pages at 1440×900 with what the journeys left', async () => {
    const page = await volunteerPage(desktop);
    // Each page, and what the volunteer checks on it after the journeys above.
    const pages: [string, string, string | RegExp, string][] = [
      ['/card', 'my-card', volunteerNo, 'card-desktop'],
      ['/card/download', 'card-download', '保存志愿者证图片', 'card-download-desktop'],
      ['/donation', 'my-donations', '社区长者助餐', 'donation-desktop'],
      [
        '/personalCenter/certificate',
        'donation-cert-page',
        /GDJZ-\d{4}-\d{6}/,
        'donation-personal-desktop',
      ],
      ['/personalCenter/evaluation', 'evaluation-page', '活动评价', 'evaluation-desktop'],
      [
        '/personalCenter/receiveComments',
        'received-item',
        '服务耐心细致',
        'receive-comments-desktop',
      ],
      [`/mission/detail-${missionId}`, 'mission-rating', '4.0 分', 'mission-rating-desktop'],
    ];
    for (const [url, testId, text, name] of pages) {
      await page.goto(url);
      await expectShows(page.getByTestId(testId).first(), text);
      await expectFitsWidth(page);
      await screenshot(page, name);
    }
    // The card picture itself arrived whole, not a broken image.
    await page.goto('/card/download');
    await poll(() =>
      page.getByTestId('card-image').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(1012);
    await page.context().close();
  });
});
