import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, screenshot } from '../support/browser';
import { openPortalAs } from '../support/stored-session';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { chinaInstant } from '../support/console-form';
import { clickInDialog, expectPath } from '../support/flows';
import { poll } from '../support/poll';

// The personal center of issue 3: 志愿者日程, 我的收藏, 我的消息 and the unread badge, on a
// mission the organiser publishes for this file alone (other files share the server).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const api = () => `${baseUrl()}/v2/api/gdzyz`;

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
  other?: { access_token: string };
}

async function login(kind: 'volunteer' | 'org', username: string, password: string) {
  const res = await fetch(`${api()}/auth/login/${kind}/password?xc=e2e`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, loginType: kind === 'volunteer' ? '1' : '2' }),
  });
  const body = (await res.json()) as Envelope<null>;
  if (!body.other) throw new Error(`login ${username}: ${body.msg}`);
  return body.other.access_token;
}

async function call<T>(token: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${api()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const env = (await res.json()) as Envelope<T>;
  if (env.code !== '1') throw new Error(`${path}: ${env.code} ${env.msg}`);
  return env.data;
}

interface Fixture {
  volunteer: string;
  organiser: string;
  missionId: string;
  subject: string;
  shifts: string[];
}

/**
 * The organiser publishes a mission whose shifts start at 14:17 on days 41 and 42 from now
 * (or `day` alone with one place and a waitlist), a time no other file uses, so nothing clashes.
 */
async function publishMission(waitlistDay?: number): Promise<Fixture> {
  const organiser = await login('org', demo.organizer.username, demo.organizer.password);
  const volunteer = await login('volunteer', demo.volunteer.username, demo.volunteer.password);
  const subject = `${waitlistDay ? '候补测试' : '日程测试'}·湿地巡护${testNow().toString(36)}`;
  const days = waitlistDay ? [waitlistDay] : [41, 42];
  const { missionId } = await call<{ missionId: string }>(
    organiser,
    '/manage/pc/mission/saveMission',
    {
      subject,
      missionType: '04',
      serviceTimeType: 1,
      address: '广州市海珠区海珠湿地公园南门',
      recruitStart: chinaInstant(-1, 8, 0),
      recruitEnd: chinaInstant(days[0]! - 1, 8, 0),
      serviceStart: chinaInstant(days[0]!, 0, 0),
      serviceEnd: chinaInstant(days.at(-1)! + 1, 23, 0),
      contactName: '陈老师',
      contactPhone: '13800001111',
      hasWaitlist: waitlistDay !== undefined,
      times: days.map((day, i) => ({
        startTime: chinaInstant(day, 14, 17),
        endTime: chinaInstant(day, 16, 43),
        quota: waitlistDay ? 1 : 5,
        creditMinutes: 120 + 30 * i,
      })),
    },
  );
  await call(organiser, '/manage/pc/mission/publishMission', { missionId });
  const detail = await call<{ times: Array<{ timesInfoId: string }> }>(
    organiser,
    `/manage/pc/mission/viewMission?missionId=${missionId}`,
  );
  return {
    volunteer,
    organiser,
    missionId,
    subject,
    shifts: detail.times.map((t) => t.timesInfoId),
  };
}

const apply = (f: Fixture, timesInfoId: string, token = f.volunteer) =>
  call<{ missionPersonlId: string; state: string; waitlistPosition: number | null }>(
    token,
    '/volunteer/mission/accordApply',
    { missionId: f.missionId, timesInfoId },
  );

/** The weak-password volunteer, whose password weak-password.e2e.ts may already have reset. */
async function loginSecondVolunteer(): Promise<string> {
  const { username, password } = demo.weakVolunteer;
  return login('volunteer', username, password).catch(() =>
    login('volunteer', username, 'Better2026pass'),
  );
}

const rowOf = (page: Page, subject: string) =>
  page.getByTestId('my-mission-row').filter({ hasText: subject });

/**
 * Presses the confirming button of the open dialog, checking its words (antd spaces out a
 * two-character label, hence the optional whitespace).
 */
async function confirmWith(page: Page, label: string) {
  const ok = page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary');
  expect((await ok.textContent())!.replace(/\s/g, '')).toBe(label);
  await clickInDialog(ok);
  // On a loaded machine a click sent as the dialog settles has landed on its mask, and the
  // dialog stayed open with nothing under way: then click again, as a person would. A button
  // that is loading, a dialog on its way out, or one already gone took the click. (Without a
  // short timeout, asking a button that had just gone waited Playwright's 30 s for it: every
  // confirm here cost 30 s, and the toast after one had long gone when the test looked.)
  const took = () =>
    ok
      .evaluate(
        (el) =>
          el.classList.contains('ant-btn-loading') ||
          /-leave/.test(el.closest('.ant-modal')?.className ?? ''),
        undefined,
        { timeout: 1_000 },
      )
      .catch(() => true);
  for (let i = 0; i < 3 && (await ok.isVisible()) && !(await took()); i++) {
    await page.waitForTimeout(1_000);
    if ((await ok.isVisible()) && !(await took()))
      await ok.click({ timeout: 5_000 }).catch(() => undefined);
  }
  await poll(() => ok.isVisible()).toBe(false);
}

let fixture: Fixture;
beforeAll(async () => {
  fixture = await publishMission();
});

describe('personal center: schedule, favourites and messages', () => {
  it('shows an application made on the detail page in 志愿者日程, cancels it after a confirm naming the shift, then deletes it', async () => {
    const context = await newContext(browser, { width: 1280, height: 900 });
    const page = await context.newPage();
    await openPortalAs(page, demo.volunteer, `/mission/detail-${fixture.missionId}`);
    await page.getByTestId('shift-row').first().getByTestId('shift-apply').click();
    await clickInDialog(page.getByRole('button', { name: '确认报名' }));
    await page.getByText('报名已提交，当前状态：待审核').waitFor();
    await clickInDialog(page.getByRole('button', { name: '知道了' }));

    await page.goto('/personalCenter/myMission');
    const row = rowOf(page, fixture.subject);
    await row.waitFor();
    expect(await row.getByTestId('my-mission-state').textContent()).toBe('待审核');
    expect(await row.textContent()).toContain('广州市青年志愿者协会');
    expect(await row.textContent()).toMatch(/14:17–16:43/);
    expect(await row.textContent()).toContain('2小时');
    await screenshot(page, 'web-my-mission-desktop');

    await row.getByTestId('my-mission-detail').click();
    const drawer = page.getByTestId('my-mission-drawer');
    await drawer.getByText('海珠湿地公园南门', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await row.getByTestId('my-mission-cancel').click();
    const confirm = page.getByTestId('cancel-confirm-content');
    expect(await confirm.textContent()).toContain(fixture.subject);
    expect(await confirm.textContent()).toMatch(/14:17–16:43/);
    await confirmWith(page, '取消报名');
    await poll(() => row.getByTestId('my-mission-state').textContent()).toBe('已取消');

    // The 已取消 tab shows it; after deleting, it is gone from every tab.
    await page.getByTestId('my-mission-tabs').getByText('已取消').click();
    await rowOf(page, fixture.subject).waitFor();
    await rowOf(page, fixture.subject).getByTestId('my-mission-delete').click();
    await confirmWith(page, '删除');
    await rowOf(page, fixture.subject).waitFor({ state: 'detached' });
    await page.getByTestId('my-mission-tabs').getByText('全部').click();
    await poll(() => rowOf(page, fixture.subject).count()).toBe(0);
    await context.close();
  });

  it('lists a mission hearted on its page in 我的收藏 and removes it with 取消收藏', async () => {
    const context = await newContext(browser, { width: 1280, height: 900 });
    const page = await context.newPage();
    await openPortalAs(page, demo.volunteer, `/mission/detail-${fixture.missionId}`);
    const heart = page.getByTestId('mission-favourite');
    await heart.click();
    await poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/personalCenter/myCollection');
    const item = page.getByTestId('my-collection-item').filter({ hasText: fixture.subject });
    await item.waitFor();
    await screenshot(page, 'web-my-collection-desktop');
    await item.getByTestId('collection-unfavourite').click();
    await item.waitFor({ state: 'detached' });
    await page.goto(`/mission/detail-${fixture.missionId}`);
    await poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('turns an organiser decision into an unread message with badges; reading it clears them', async () => {
    // Start from nothing unread, so the badge counts exactly this decision.
    await call(fixture.volunteer, '/volunteer/sitemsg/read?all=1');
    const { missionPersonlId } = await apply(fixture, fixture.shifts[1]!);
    await call(fixture.organiser, '/manage/pc/mission/personal/auditMP', {
      missionPersonlIds: missionPersonlId,
      action: 'accept',
    });

    const context = await newContext(browser, { width: 1280, height: 900 });
    const page = await context.newPage();
    await openPortalAs(page, demo.volunteer);
    const headerBadge = page.getByTestId('header-unread-badge');
    await poll(() => headerBadge.getAttribute('data-count')).toBe('1');

    await page.goto('/personalCenter/myMessage');
    const menuBadge = page.getByTestId('menu-unread-badge');
    await poll(() => menuBadge.getAttribute('data-count')).toBe('1');
    const message = page
      .getByTestId('site-message-item')
      .filter({ hasText: fixture.subject })
      .first();
    await message.getByTestId('site-message-unread-dot').waitFor();
    expect(await message.textContent()).toContain('报名已录用');
    await screenshot(page, 'web-my-message-desktop');

    await message.getByRole('button').first().click();
    await message.getByTestId('site-message-content').waitFor();
    await poll(() => headerBadge.getAttribute('data-count')).toBe('0');
    await poll(() => menuBadge.getAttribute('data-count')).toBe('0');
    expect(await message.getAttribute('data-read')).toBe('true');

    await message.getByTestId('site-message-mission').click();
    await expectPath(page, `/mission/detail-${fixture.missionId}`);
    await context.close();
  });

  it('downloads an accepted shift as .ics and shows, copies and resets the calendar feed', async () => {
    const context = await newContext(browser, { width: 1280, height: 900 });
    const page = await context.newPage();
    await openPortalAs(page, demo.volunteer, '/personalCenter/myMission?state=accepted');
    const row = rowOf(page, fixture.subject);
    await row.waitFor();
    expect(await row.getByTestId('my-mission-state').textContent()).toBe('已录用');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByTestId('my-mission-ics').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(fixture.subject);

    await page.getByTestId('calendar-feed-open').click();
    const url = page.getByTestId('calendar-feed-url');
    await url.waitFor();
    const first = (await url.textContent())!.trim();
    expect(first).toMatch(/\/v2\/api\/gdzyz\/home\/calendar\/.+\.ics$/);
    expect(await page.getByTestId('calendar-feed-scope').textContent()).toContain(
      '只有已录用的时段',
    );
    const feed = await fetch(first);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(await feed.text()).toContain(fixture.subject);
    await screenshot(page, 'web-my-mission-calendar-feed');

    await page.getByTestId('calendar-feed-reset').click();
    // The toast stays 3 s and appears before the dialog has gone, which confirmWith awaits: on
    // a loaded machine it had gone by the time a wait begun after confirmWith looked.
    await Promise.all([page.getByText('已生成新的订阅链接').waitFor(), confirmWith(page, '重置')]);
    await poll(async () => (await url.textContent())!.trim()).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    await context.close();
  });

  it('shows popular and newest missions on Home, newest first, each linking to its page', async () => {
    const context = await newContext(browser, { width: 1280, height: 900 });
    const page = await context.newPage();
    await page.goto('/');
    const popular = page.getByTestId('home-recommended');
    await popular.getByTestId('mission-card').first().waitFor();
    expect(await page.getByTestId('home-recommended-title').textContent()).toBe('热门活动');
    const newest = page.getByTestId('home-newest');
    await newest.getByTestId('mission-card').first().waitFor();
    // The mission published in beforeAll is the newest public one at this point (the waitlist
    // test publishes its own later), so it leads the section.
    expect(await newest.getByTestId('mission-card-subject').first().textContent()).toBe(
      fixture.subject,
    );
    await screenshot(page, 'web-home-sections-desktop');
    await newest.getByTestId('home-newest-more').click();
    await expectPath(page, '/mission');
    await context.close();

    const phone = await newContext(browser, { width: 375, height: 812 });
    const phonePage = await phone.newPage();
    await phonePage.goto('/');
    await phonePage.getByTestId('home-newest').getByTestId('mission-card').first().waitFor();
    expect(
      await phonePage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
    await screenshot(phonePage, 'web-home-sections-phone');
    await phone.close();
  });

  it('shows a waitlist place, then the promotion when the place holder cancels', async () => {
    const full = await publishMission(44);
    const other = await loginSecondVolunteer();
    const held = await apply(full, full.shifts[0]!, other);
    expect(held.state).toBe('pending');
    const mine = await apply(full, full.shifts[0]!);
    expect(mine).toMatchObject({ state: 'waitlisted', waitlistPosition: 1 });

    const context = await newContext(browser, { width: 1280, height: 900 });
    const page = await context.newPage();
    await openPortalAs(page, demo.volunteer, '/personalCenter/myMission?state=waitlisted');
    const row = rowOf(page, full.subject);
    await row.waitFor();
    expect(await row.getByTestId('my-mission-state').textContent()).toBe('候补中');
    expect(await row.getByTestId('my-mission-state-note').textContent()).toBe('候补第1位');
    await screenshot(page, 'web-my-mission-waitlisted');

    await call(
      other,
      `/volunteer/mission/cancelApplyMission?missionPersonlId=${held.missionPersonlId}`,
    );
    await page.goto('/personalCenter/myMission');
    await poll(() => row.getByTestId('my-mission-state').textContent()).toBe('待审核');
    await page.goto('/personalCenter/myMessage');
    const message = page.getByTestId('site-message-item').filter({ hasText: full.subject }).first();
    expect(await message.textContent()).toContain('候补成功');
    await context.close();
  });

  it('shows the schedule as cards and messages on a phone without sideways scrolling', async () => {
    const phone = { width: 375, height: 812 };
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    await openPortalAs(page, demo.volunteer, '/personalCenter/myMission');
    await page.getByTestId('my-mission-cards').waitFor();
    await rowOf(page, fixture.subject).waitFor();
    expect(await page.getByTestId('my-mission-table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await screenshot(page, 'web-my-mission-phone');
    await page.goto('/personalCenter/myMessage');
    await page.getByTestId('site-message-list').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await screenshot(page, 'web-my-message-phone');
    await context.close();
  });
});
