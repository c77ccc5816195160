import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  baseUrl,
  fullChromium,
  launchBrowser,
  newContext,
  phone,
  screenshot,
} from '../support/browser';
import { openPortalAs, openConsoleAs } from '../support/stored-session';
import { advanceClock, testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { at, call, tokenOf } from '../support/api';
import { poll } from '../support/poll';
import { registerVolunteer, type FreshVolunteer } from '../support/register-volunteer';

// Signing in where there is no signal (issue 49): the portal's service worker opens the scan
// page offline, the scan waits on the phone with its time, and goes up when the network is back
// (Background Sync, or the page's own start and `online` event), checked again by the server.

let browser: Browser;
let org = '';
beforeAll(async () => {
  // Background Sync is the whole browser's: the headless shell never fires it.
  browser = await launchBrowser({ whole: true });
  org = await tokenOf('org', demo.organizer);
});
afterAll(async () => {
  await browser.close();
});

/** A published mission with one shift around now, the volunteer accepted for it. */
async function acceptedShift(volunteer: FreshVolunteer, subject: string) {
  const saved = await call('/manage/pc/mission/saveMission', org, {
    subject,
    missionType: '01',
    serviceTimeType: 1,
    address: '广州市白云山风景区南门',
    recruitStart: at(-120),
    recruitEnd: at(60),
    serviceStart: at(-30),
    serviceEnd: at(150),
    contactName: '陈晓燕',
    contactPhone: '020-87654321',
    times: [{ startTime: at(-30), endTime: at(150), quota: 5, creditMinutes: 180 }],
  });
  expect(saved).toMatchObject({ code: '1' });
  const missionId = String(saved.data.missionId);
  expect((await call('/manage/pc/mission/publishMission', org, { missionId })).code).toBe('1');
  const detail = await call(`/manage/pc/mission/viewMission?missionId=${missionId}`, org);
  const timesInfoId = (detail.data.times as { timesInfoId: string }[])[0]!.timesInfoId;
  const applied = await call('/volunteer/mission/accordApply', volunteer.token, {
    missionId,
    timesInfoId,
  });
  expect(applied).toMatchObject({ code: '1' });
  const accepted = await call('/manage/pc/mission/personal/auditMP', org, {
    missionPersonlIds: applied.data.missionPersonlId,
    action: 'accept',
  });
  expect(accepted.code).toBe('1');
  return { missionId, timesInfoId };
}

const screenNow = async (timesInfoId: string) =>
  (await call(`/manage/pc/mission/attendance/qrToken?timesInfoId=${timesInfoId}`, org)).data as {
    token: string;
    code: string;
  };

/** Looks like the screen's token of now, but names a shift it was never signed for. */
const forgedToken = async (timesInfoId: string) =>
  (await screenNow(timesInfoId)).token.replace(`a1.${timesInfoId}.`, 'a1.999999.');

type Row = {
  userid: string;
  signInTime: string | null;
  signOutTime: string | null;
  signInOffline: boolean;
  signOutOffline: boolean;
  recordId: string | null;
};
async function attendanceOf(missionId: string, volunteer: FreshVolunteer): Promise<Row> {
  const list = await call(
    `/manage/pc/mission/attendance/getAttendanceList?missionId=${missionId}`,
    org,
  );
  return (list.data.list as Row[]).find((r) => r.userid === volunteer.id)!;
}

/** The phone: signed in online, its service worker in control and its files kept. */
async function phoneOnline(volunteer: FreshVolunteer, init?: () => void): Promise<BrowserContext> {
  const context = await newContext(browser, phone, { touch: true, serviceWorkers: 'allow' });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await openPortalAs(page, volunteer, '/attendance/scan');
  await page.getByTestId('attendance-scan-page').waitFor();
  // Activated only once every file of the offline pages is in its cache.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 60_000,
  });
  return context;
}

const waitingCount = (page: Page) => page.getByTestId('offline-waiting-item').count();

describe('offline sign-in', () => {
  it('is installable: a manifest with its icons, and a service worker in control', async () => {
    // Chromium judges installability only outside incognito, so this one profile is on disk.
    const profile = mkdtempSync(path.join(tmpdir(), 'zyz-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: fullChromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
      baseURL: baseUrl(),
      viewport: phone,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      // A visitor's Home: its one small script registers the worker once the page is idle.
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 60_000,
      });
      // What Lighthouse's installability audit asked Chromium before Lighthouse 12 dropped it.
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: unknown[];
      };
      expect(manifest).toMatchObject({ errors: [] });
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('signs in without signal from a QR that rotates meanwhile; back in signal 90 s later, Background Sync brings the record at the scan time', async () => {
    const volunteer = await registerVolunteer('林小溪');
    const subject = `白云山离线签到${testNow() % 100000}`;
    const { missionId, timesInfoId } = await acceptedShift(volunteer, subject);
    const context = await phoneOnline(volunteer);
    const page = context.pages()[0]!;
    // The phone gives its position: it goes with the scan. Granting one permission denies the
    // rest: Background Sync stays granted, as Chromium has it by default.
    await context.grantPermissions(['geolocation', 'background-sync']);
    await context.setGeolocation({ latitude: 23.1823, longitude: 113.2992 });
    await poll(() => page.getByTestId('scan-shift-picker').textContent()).toContain(subject);
    await screenshot(page, 'offline-scan-online-phone');

    // The organiser's screen at the site, on its own connection.
    const desk = await newContext(browser);
    const screen = await desk.newPage();
    await openConsoleAs(
      screen,
      demo.organizer,
      `/admin/mission/${missionId}/shift/${timesInfoId}/qr`,
    );
    const code = screen.getByTestId('attendance-code');
    // What the phone's camera reads off the screen: the server's token of the code shown.
    let scanned = await screenNow(timesInfoId);
    await poll(async () => {
      scanned = await screenNow(timesInfoId);
      return (await code.textContent()) === scanned.code;
    }).toBe(true);

    // No signal: the phone's camera opens the QR's link, and the page comes from the worker.
    await context.setOffline(true);
    await page.goto(`/attendance/scan?token=${encodeURIComponent(scanned.token)}`);
    await page.getByTestId('scan-offline-notice').waitFor();
    await page.getByTestId('scan-in').click();
    await poll(() => page.getByTestId('scan-saved-offline').textContent()).toContain(
      '离线签到已保存',
    );
    await poll(() => page.getByTestId('offline-waiting').textContent()).toContain(
      '已保存在本机，联网后自动提交',
    );
    await poll(() => waitingCount(page)).toBe(1);
    await screenshot(page, 'offline-scan-saved-phone');
    const scannedAt = testNow();
    // A second tap is refused on the phone: one sign-in waits already.
    await page.getByTestId('scan-in').click();
    await poll(() => page.getByTestId('scan-error').textContent()).toContain('您已签到');
    await poll(() => waitingCount(page)).toBe(1);
    // Kept across a reload without signal, with the position and both clocks of the scan.
    await page.reload();
    await poll(() => waitingCount(page)).toBe(1);
    const [kept] = await page.evaluate(
      () =>
        new Promise<Record<string, unknown>[]>((resolve) => {
          const open = indexedDB.open('zyz-offline');
          open.onsuccess = () => {
            const all = open.result.transaction('waiting').objectStore('waiting').getAll();
            all.onsuccess = () => resolve(all.result as Record<string, unknown>[]);
          };
        }),
    );
    expect(kept).toMatchObject({ token: scanned.token, action: 'in', lat: 23.1823, lng: 113.2992 });
    expect(kept).toHaveProperty('sinceServerMs');
    expect(kept).toHaveProperty('deviceTime');
    // Nothing secret beyond the session the phone already holds in its cookie.
    const session = (await context.cookies()).find((c) => c.name === 'gdzyz_user_token')!;
    expect(JSON.stringify(kept)).not.toContain(decodeURIComponent(session.value));
    await screenshot(page, 'offline-scan-waiting-phone');
    // 志愿者日程 opens too, with the coming shifts as the phone saved them and the waiting scan.
    await page.goto('/personalCenter/myMission');
    await poll(() => page.getByTestId('offline-shift').first().textContent()).toContain(subject);
    await poll(() => waitingCount(page)).toBe(1);
    await screenshot(page, 'offline-my-mission-phone');

    // 90 s later: the screen has shown three more codes, the one scanned is long out of date.
    await advanceClock(baseUrl(), 90);
    await screen.clock.fastForward(90_000);
    await page.clock.fastForward(90_000);
    await poll(async () => (await code.textContent()) !== scanned.code).toBe(true);
    expect((await attendanceOf(missionId, volunteer)).signInTime).toBeNull();

    // Back in signal with the portal closed: only Background Sync can send it, and it does.
    await page.close();
    await context.setOffline(false);
    await poll(async () => (await attendanceOf(missionId, volunteer)).signInTime).not.toBeNull();
    const row = await attendanceOf(missionId, volunteer);
    expect(row.signInOffline).toBe(true);
    // The scan's time, not the upload's (90 s later).
    expect(Math.abs(Date.parse(row.signInTime!) - scannedAt)).toBeLessThan(5_000);
    expect(testNow() - Date.parse(row.signInTime!)).toBeGreaterThan(85_000);
    // Opened again, the page shows it sent.
    const again = await context.newPage();
    await again.goto('/attendance/scan');
    await poll(() => again.getByTestId('offline-settled-item').getAttribute('data-outcome')).toBe(
      'accepted',
    );
    expect(await waitingCount(again)).toBe(0);
    await screenshot(again, 'offline-scan-synced-phone');
    // The organiser's list marks it.
    await screen.goto(`/admin/mission/${missionId}/attendance?timesInfoId=${timesInfoId}`);
    await poll(() => screen.getByTestId('attendance-offline').first().textContent()).toBe(
      '离线签到',
    );
    await desk.close();
    await context.close();
  });

  it('without Background Sync sends on the next open, from the server build: a lost answer counts once, a forged token is refused beside its scan, cleared storage is told', async () => {
    const volunteer = await registerVolunteer('陈山岚');
    const { missionId, timesInfoId } = await acceptedShift(
      volunteer,
      `河涌巡查离线签退${testNow() % 100000}`,
    );
    // A browser without Background Sync (Safari): only the page can send.
    const context = await phoneOnline(volunteer, () => {
      delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
      delete (window as { SyncManager?: unknown }).SyncManager;
    });
    let page = context.pages()[0]!;
    // Signed in online, at the site.
    await page.goto(
      `/attendance/scan?token=${encodeURIComponent((await screenNow(timesInfoId)).token)}`,
    );
    await page.getByTestId('scan-in').click();
    await poll(() => page.getByTestId('scan-success').textContent()).toContain('签到成功');

    // The signal goes: sign-out with the six-digit code, and a QR that is no real one.
    await context.setOffline(true);
    await page.goto(`/attendance/scan?timesInfoId=${timesInfoId}`);
    await page.getByTestId('scan-code-input').fill((await screenNow(timesInfoId)).code);
    await page.getByTestId('scan-out').click();
    await page.getByTestId('scan-saved-offline').waitFor();
    // Once is enough: the phone knows the sign-out waits.
    await page.getByTestId('scan-out').click();
    await poll(() => page.getByTestId('scan-error').textContent()).toContain('您已签退');
    await page.goto(`/attendance/scan?token=${encodeURIComponent(await forgedToken(timesInfoId))}`);
    await page.getByTestId('scan-in').click();
    await page.getByTestId('scan-saved-offline').waitFor();
    await poll(() => waitingCount(page)).toBe(2);

    // Back online with the portal closed: nothing is sent until it opens again.
    await page.close();
    await context.setOffline(false);
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await attendanceOf(missionId, volunteer)).signOutTime).toBeNull();

    // It opens; the server says it runs a newer build than this page (a deploy while the phone
    // was away): the page loads that build before it sends anything.
    page = await context.newPage();
    let isDeployed = false;
    await page.route('**/build.json', (route) => {
      if (isDeployed) return route.continue();
      isDeployed = true;
      return route.fulfill({ json: { build: 'a-newer-build' } });
    });
    // The first answer is lost on the way back (the server has recorded it).
    let lost = false;
    await page.route('**/attendance/offlineScans', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/attendance/scan');
    await poll(async () => (await attendanceOf(missionId, volunteer)).signOutTime).not.toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('zyz-reloaded-for-build'))).toBe(
      'a-newer-build',
    );
    await poll(() => waitingCount(page)).toBe(2);
    // Opened again: sent again, and counted once.
    await page.reload();
    const outcomes = page.getByTestId('offline-settled-item');
    await poll(() => outcomes.count()).toBe(2);
    expect(
      await outcomes.evaluateAll((els) => els.map((e) => e.getAttribute('data-outcome')).sort()),
    ).toEqual(['duplicate', 'refused']);
    expect(await outcomes.filter({ hasText: '未被接受' }).textContent()).toContain(
      '二维码无效：不是活动现场签发的签到二维码',
    );
    const row = await attendanceOf(missionId, volunteer);
    expect(row).toMatchObject({ signInOffline: false, signOutOffline: true });
    expect(row.recordId).not.toBeNull();
    const records = await call('/volunteer/serviceRecord/list?kind=service', volunteer.token);
    expect((records.data as { total: number }).total).toBe(1);
    await screenshot(page, 'offline-scan-refused-phone');

    // The browser's storage is cleared before a waiting scan went up: the page says so.
    await context.setOffline(true);
    await page.goto(`/attendance/scan?token=${encodeURIComponent(await forgedToken(timesInfoId))}`);
    await page.getByTestId('scan-in').click();
    await page.getByTestId('scan-saved-offline').waitFor();
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase('zyz-offline');
          request.onsuccess = () => resolve();
          request.onerror = () => reject(new Error('delete failed'));
        }),
    );
    await page.reload();
    await poll(() => page.getByTestId('offline-lost').textContent()).toContain(
      '有1条离线扫码记录在提交前已从本机清除',
    );
    await context.close();
  });
});
