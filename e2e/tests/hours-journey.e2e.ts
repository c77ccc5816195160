import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  baseUrl,
  launchBrowser,
  newContext,
  phone,
  screenshot,
  screenshotsWanted,
  useOwnServer,
} from '../support/browser';
import { openConsoleAs } from '../support/stored-session';
import { demo } from '../support/accounts';
import { at, call, tokenOf } from '../support/api';
import { chinaDate } from '../support/console-form';
import { registerVolunteer, type FreshVolunteer } from '../support/register-volunteer';
import { pickInto } from '../support/pickers';
import { advanceClock, testNow } from '../support/clock';
import { poll } from '../support/poll';

// From a shift to a genuine certificate: the organiser shows the shift's code in the console,
// a fresh volunteer signs in and out with it on a phone, the hours go through publicity and
// count (服务记录, Home's figure), and the certificate downloads and verifies as genuine.
// The notice period is days on the shared server (other journeys see hours 公示中), so this
// file starts its own server with a notice period of seconds.

const noticeSeconds = 20;
/** As the portal writes minutes (packages/domain formatMinutes): 75 → '1小时15分钟'. */
const hoursText = (minutes: number) =>
  `${Math.floor(minutes / 60)}小时${minutes % 60 ? `${minutes % 60}分钟` : ''}`;
const shotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

let browser: Browser;
let stopServer: () => Promise<void>;
let org: string;
let volunteer: FreshVolunteer;
const subject = `地铁站文明引导${testNow() % 100000}`;
let missionId: string;
let timesInfoId: string;

beforeAll(async () => {
  // useOwnServer reads the server's clock back, so at(-75) is 75 minutes before what this
  // server calls now.
  stopServer = await useOwnServer(
    { PUBLICITY_SECONDS: String(noticeSeconds), FINALISE_EVERY_SECONDS: '2' },
    testNow(),
  );
  browser = await launchBrowser();
  org = await tokenOf('org', demo.organizer);
  volunteer = await registerVolunteer('林小雨');
  // A shift that began 80 minutes ago and ends in 10: open for sign-in and sign-out now.
  const [start, end] = [at(-80), at(10)];
  const saved = await call('/manage/pc/mission/saveMission', org, {
    subject,
    missionType: '05',
    serviceTimeType: 1,
    address: '广州市天河区体育西路地铁站B出口',
    recruitStart: at(-600),
    recruitEnd: at(5),
    serviceStart: start,
    serviceEnd: end,
    contactName: '陈晓燕',
    contactPhone: '020-87654321',
    times: [{ startTime: start, endTime: end, quota: 5, creditMinutes: 120 }],
  });
  expect(saved).toMatchObject({ code: '1' });
  missionId = String(saved.data.missionId);
  expect((await call('/manage/pc/mission/publishMission', org, { missionId })).code).toBe('1');
  const detail = await call(`/manage/pc/mission/viewMission?missionId=${missionId}`, org);
  timesInfoId = (detail.data.times as { timesInfoId: string }[])[0]!.timesInfoId;
  const applied = await call('/volunteer/mission/accordApply', volunteer.token, {
    missionId,
    timesInfoId,
  });
  expect(applied.code).toBe('1');
  const accepted = await call('/manage/pc/mission/personal/auditMP', org, {
    missionPersonlIds: applied.data.missionPersonlId,
    action: 'accept',
  });
  expect(accepted.code).toBe('1');
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stopServer?.();
});

describe('hours journey', () => {
  it('takes a shift to final hours and a certificate that verifies as genuine', async () => {
    const platformBefore = await call('/home/index/statics/indexStatics', null);
    expect(platformBefore.code).toBe('1');
    const minutesBefore = platformBefore.data.serviceMinutes as number;

    // The organiser puts the shift's live code on the screen.
    const desk = await newContext(browser);
    const screen = await desk.newPage();
    await openConsoleAs(screen, demo.organizer, `/admin/mission/${missionId}`);
    await screen.getByTestId('shift-qr-link').first().click();
    const code = screen.getByTestId('attendance-code');
    await poll(async () => /^\d{6}$/.test((await code.textContent()) ?? '')).toBe(true);
    await screenshot(screen, 'hours-journey-qr-desktop');

    // The volunteer signs in on a phone by typing the code shown on the screen.
    // A volunteer's phone in China: the certificate's "today" is her China date, also in the
    // hours after China's midnight when the machine's UTC date is still the day before.
    const hand = await newContext(browser, phone, { timezoneId: 'Asia/Shanghai', touch: true });
    const page = await hand.newPage();
    await page.goto('/login/volunteer');
    await page.getByTestId('login-username').fill(volunteer.username);
    await page.getByTestId('login-password').fill(volunteer.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    const typeScreenCode = async (action: 'in' | 'out') => {
      await page.goto('/attendance/scan');
      await page.getByTestId('scan-shift-picker').getByText(subject).click();
      await page.getByTestId('scan-code-input').fill((await code.textContent())!);
      await page.getByTestId(`scan-${action}`).click();
    };
    // The answer, success or the server's refusal: a refusal fails here with its message.
    const answer = page.getByTestId('scan-success').or(page.getByTestId('scan-error'));
    await typeScreenCode('in');
    await poll(() => answer.textContent(), 30_000).toContain('签到成功');

    // She was at her post from the start but the code would not load; the organiser records
    // the real arrival time, with the reason kept.
    const list = await call(
      `/manage/pc/mission/attendance/getAttendanceList?missionId=${missionId}`,
      org,
    );
    const row = (list.data.list as { missionServiceLogId: string }[])[0]!;
    const corrected = await call('/manage/pc/mission/attendance/correctTime', org, {
      missionServiceLogId: row.missionServiceLogId,
      signInTime: at(-75),
      reason: '志愿者准时到岗，现场网络不佳未能扫码，按到岗时间更正',
    });
    expect(corrected.code).toBe('1');

    await typeScreenCode('out');
    await poll(() => answer.textContent(), 30_000).toContain('签退成功');
    await screenshot(page, 'hours-journey-sign-out-phone');
    await desk.close();
    const mine = await call('/volunteer/serviceRecord/list?kind=service', volunteer.token);
    const record = (mine.data.list as { minutes: number; state: string }[])[0]!;
    expect(record.state).toBe('publicity');
    expect(record.minutes).toBeGreaterThanOrEqual(75);

    // During the notice period the hours are 公示中; after it, 已计入 and counted.
    await page.goto('/personalCenter/serviceRecord');
    const recordRow = page.getByTestId('service-record-row').filter({ hasText: subject });
    await poll(() => recordRow.textContent()).toContain('公示中');
    // The notice period passes on the server's clock, not the machine's: the finalising job
    // (every 2 s) then finds the record due.
    await advanceClock(baseUrl(), noticeSeconds + 1);
    await poll(async () => {
      await page.reload();
      return (await recordRow.textContent()) ?? '';
    }, 30_000).toContain('已计入');
    await poll(() => page.getByTestId('service-record-final').textContent()).toContain(
      hoursText(record.minutes),
    );
    await screenshot(page, 'hours-journey-service-record-phone');
    const statics = await call('/volunteer/center/static/usersStatic', volunteer.token);
    expect(statics.data.serviceTime).toBe(record.minutes);

    // Home's platform figure counts them (whole hours of the minutes now counted) within
    // seconds: the server keeps it for 5 s and serves it up to 5 s longer while it reloads, so a
    // quick journey reads the old figure first.
    await poll(async () => {
      const platformAfter = await call('/home/index/statics/indexStatics', null);
      return platformAfter.data.serviceMinutes as number;
    }).toBe(minutesBefore + record.minutes);
    // (indexStatics answered the new total above, so the page's fetch reads it too.)
    await page.goto('/');
    await poll(() => page.getByTestId('home-stat-hours').textContent(), 30_000).toContain(
      Math.floor((minutesBefore + record.minutes) / 60).toLocaleString('en-US'),
    );
    await screenshot(page, 'hours-journey-home-phone');

    // The certificate of the days she served: issued, downloaded as a PDF showing her name and hours.
    await page.goto('/personalCenter/timeCate');
    // From yesterday: just after China's midnight the shift was still yesterday's.
    await pickInto(page, page.getByTestId('certificate-range-begin'), chinaDate(-1));
    await pickInto(page, page.getByTestId('certificate-range-end'), chinaDate());
    await page.getByTestId('certificate-issue').click();
    const item = page.getByTestId('certificate-item').first();
    await poll(() => item.getByTestId('certificate-total').textContent()).toBe(
      hoursText(record.minutes),
    );
    await screenshot(page, 'hours-journey-certificate-phone');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByTestId('certificate-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^志愿服务时长证明-GDZYZ-\d{4}-\d{6}\.pdf$/);
    const work = mkdtempSync(path.join(tmpdir(), 'zyz-cert-'));
    try {
      const pdfFile = path.join(work, 'certificate.pdf');
      await download.saveAs(pdfFile);
      expect(readFileSync(pdfFile).subarray(0, 5).toString()).toBe('%PDF-');
      const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
      expect(text).toContain('林小雨');
      expect(text).toContain(subject);
      // The first page draws as a picture; kept to look at (screenshots/) when pictures are wanted.
      const picture = path.join(work, 'certificate-page');
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '80',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        pdfFile,
        picture,
      ]);
      expect(statSync(`${picture}.png`).size).toBeGreaterThan(10_000);
      if (screenshotsWanted) {
        mkdirSync(shotDir, { recursive: true });
        copyFileSync(`${picture}.png`, path.join(shotDir, 'hours-journey-certificate-pdf.png'));
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }

    // Its verification page, opened as anyone scanning the QR code would, says genuine.
    const verifyHref = await item.getByTestId('certificate-verify-link').getAttribute('href');
    const visitor = await newContext(browser, phone);
    const open = await visitor.newPage();
    await open.goto(verifyHref!);
    const genuine = open.getByTestId('certificate-genuine');
    await poll(() => genuine.textContent()).toContain('证明真实有效');
    expect(await genuine.textContent()).toContain('林**');
    expect(await genuine.textContent()).toContain(hoursText(record.minutes));
    await screenshot(open, 'hours-journey-verify-phone');
    await visitor.close();
    await hand.close();
  }, 180_000);
});
