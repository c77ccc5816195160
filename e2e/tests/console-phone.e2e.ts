import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { desktop, launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { openConsoleAs } from '../support/stored-session';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { at, call, tokenOf } from '../support/api';
import { clickInDialog, expectPath, untilStill } from '../support/flows';
import { registerVolunteer, type FreshVolunteer } from '../support/register-volunteer';
import { poll } from '../support/poll';

// The console on an organiser's phone (390 px) at the site: the menu in a drawer, applicants
// reviewed, the shift's QR shown and a volunteer signed in by hand, every page without the
// page itself scrolling sideways; and the desk frame unchanged at 1440 px.

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

let browser: Browser;
let missionId: string;
let timesInfoId: string;
/** Applied and still waiting for the organiser's decision. */
let pending: FreshVolunteer[];
/** Accepted before the shift, not yet signed in. */
let arriving: FreshVolunteer;

beforeAll(async () => {
  browser = await launchBrowser();
  const org = await tokenOf('org', demo.organizer);
  pending = [await registerVolunteer('符晓梅'), await registerVolunteer('骆家豪')];
  arriving = await registerVolunteer('谭嘉欣');
  const saved = await call('/manage/pc/mission/saveMission', org, {
    subject: `社区义诊现场服务${testNow() % 100000}`,
    missionType: '01',
    serviceTimeType: 1,
    address: '广州市越秀区中山四路社区服务中心',
    recruitStart: at(-120),
    recruitEnd: at(15),
    // Sign-in opens 60 minutes before the start, so the shift takes attendance now.
    serviceStart: at(20),
    serviceEnd: at(140),
    contactName: '陈晓燕',
    contactPhone: '020-87654321',
    times: [{ startTime: at(20), endTime: at(140), quota: 5, creditMinutes: 120 }],
  });
  expect(saved.code).toBe('1');
  missionId = String(saved.data.missionId);
  expect((await call('/manage/pc/mission/publishMission', org, { missionId })).code).toBe('1');
  const detail = await call(`/manage/pc/mission/viewMission?missionId=${missionId}`, org);
  timesInfoId = (detail.data.times as { timesInfoId: string }[])[0]!.timesInfoId;
  for (const v of [...pending, arriving]) {
    const applied = await call('/volunteer/mission/accordApply', v.token, {
      missionId,
      timesInfoId,
    });
    expect(applied.code).toBe('1');
    if (v !== arriving) continue;
    const accepted = await call('/manage/pc/mission/personal/auditMP', org, {
      missionPersonlIds: applied.data.missionPersonlId,
      action: 'accept',
    });
    expect(accepted.code).toBe('1');
  }
});
afterAll(async () => {
  await browser.close();
});

async function phonePage(account: { username: string; password: string }): Promise<Page> {
  const context = await newContext(browser, phone);
  const page = await context.newPage();
  await openConsoleAs(page, account);
  return page;
}

/**
 * Waits until the navigation has ended (the progress bar is gone), the page's data has arrived
 * and nothing spins, so the width read and the screenshot are the page's.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await poll(() =>
    page.locator('#nprogress, .ant-spin-spinning, .ant-skeleton-active').count(),
  ).toBe(0);
}

/** The page itself does not scroll sideways; wide tables scroll inside their own box. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(innerWidth);
}

/**
 * A dialog, a calendar or the QR code lies within the screen's width once it has come to rest:
 * while a dialog still zooms in from the tapped button its box starts left of the screen.
 */
async function expectOnScreen(target: Locator) {
  const edges = async () => {
    const box = (await target.boundingBox())!;
    return { left: box.x >= 0, right: box.x + box.width <= phone.width };
  };
  await poll(edges).toEqual({ left: true, right: true });
}

/** Opens the menu drawer and waits until it has slid in: a click while it moves lands beside. */
async function openMenu(page: Page) {
  await page.getByTestId('menu-toggle').click();
  await untilStill(page.getByTestId('menu-drawer').getByTestId('side-menu'), '.ant-drawer');
}

const cardOf = (page: Page, name: string) =>
  page.getByTestId('applicant-card').filter({ hasText: name });

describe('console on a phone', () => {
  it('keeps the menu in a drawer that closes once an entry is chosen', async () => {
    const page = await phonePage(demo.organizer);
    // No side menu beside the page: it waits behind the header's menu button.
    expect(await page.locator('.ant-layout-sider:visible').count()).toBe(0);
    await settle(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'console-phone-dashboard');

    await openMenu(page);
    await screenshot(page, 'console-phone-menu-drawer');
    await page.getByTestId('menu-drawer').getByText('活动列表').click();
    await expectPath(page, '/admin/mission/list');
    await page.getByTestId('menu-drawer').waitFor({ state: 'hidden' });
    await poll(() => page.getByTestId('mission-subject').count()).toBeGreaterThan(0);
    await settle(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'console-phone-mission-list');
    // Every filter unfolded: the fields stack, their labels above them.
    await page.getByRole('button', { name: '更多筛选' }).click();
    await page.getByTestId('district-select').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'console-phone-mission-filters');
    // The date range's two months stack instead of running off the screen's side.
    await page.getByTestId('mission-filter').locator('.ant-picker-range input').first().click();
    const calendar = page.locator('.ant-picker-dropdown:visible');
    await untilStill(calendar, '.ant-picker-dropdown');
    await expectOnScreen(calendar);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'console-phone-mission-filter-dates');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });

    // The list's table scrolls inside its own box, and the mission opens from its name.
    await page.getByTestId('mission-subject').first().click();
    await expectPath(page, /^\/admin\/mission\/\d+$/);
    await page.getByTestId('mission-title').waitFor();
    await settle(page);
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });

  it('reviews applicants with their names in view and accepts one', async () => {
    const page = await phonePage(demo.organizer);
    await page.goto(`/admin/mission/${missionId}/applicants`);
    for (const v of [...pending, arriving]) await cardOf(page, v.name).waitFor();
    await settle(page);
    for (const v of [...pending, arriving])
      expect(await cardOf(page, v.name).isVisible()).toBe(true);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'console-phone-applicants');

    const [first] = pending;
    await cardOf(page, first!.name).getByTestId('applicant-accept').click();
    await poll(() => cardOf(page, first!.name).getByTestId('applicant-state').textContent()).toBe(
      '已录用',
    );
    await page.getByText('已录用 1 人').waitFor();
    await expectNoSidewaysScroll(page);

    // Refusing asks for a reason in a dialog that fits the screen.
    await cardOf(page, pending[1]!.name).getByTestId('applicant-reject').click();
    const dialog = page.getByTestId('reject-dialog').locator('.ant-modal');
    await untilStill(dialog, '.ant-modal');
    await expectOnScreen(dialog);
    await screenshot(page, 'console-phone-reject-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });

  it('shows the sign-in QR code of a shift', async () => {
    const page = await phonePage(demo.organizer);
    await page.goto(`/admin/mission/${missionId}`);
    await page.getByTestId('shift-qr-link').first().click();
    await expectPath(page, `/admin/mission/${missionId}/shift/${timesInfoId}/qr`);
    await page.getByTestId('attendance-qr').waitFor();
    await poll(() => page.getByTestId('attendance-code').textContent()).toMatch(/^\d{6}$/);
    await expectOnScreen(page.getByTestId('attendance-qr'));
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'console-phone-attendance-qr');
    await page.context().close();
  });

  it('signs a volunteer in by hand and lists the entry', async () => {
    const page = await phonePage(demo.organizer);
    await page.goto(`/admin/mission/${missionId}/attendance?timesInfoId=${timesInfoId}`);
    // The list masks names; the mobile's last digits tell the volunteer apart.
    const card = page.getByTestId('attendance-card').filter({ hasText: masked(arriving.mobile) });
    await card.waitFor();
    await settle(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'console-phone-attendance');

    await card.getByTestId('attendance-sign-in').click();
    const dialog = page.getByTestId('attendance-entry-dialog');
    await dialog.getByTestId('entry-reason').fill('志愿者手机没电，现场登记到场');
    await expectOnScreen(dialog.locator('.ant-modal'));
    await screenshot(page, 'console-phone-sign-in-dialog');
    // The time's calendar opens whole on the screen, though the time is left to the server.
    await dialog.getByTestId('entry-time').click();
    const calendar = page.locator('.ant-picker-dropdown:visible');
    await untilStill(calendar, '.ant-picker-dropdown');
    await expectOnScreen(calendar);
    await screenshot(page, 'console-phone-sign-in-calendar');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });
    await clickInDialog(dialog.getByRole('button', { name: /确\s*定/ }));
    await poll(() => card.getByTestId('attendance-state').getAttribute('data-state')).toBe(
      'signedIn',
    );
    await poll(() =>
      page.getByTestId('correction-table').getByTestId('correction-reason').allTextContents(),
    ).toEqual(['志愿者手机没电，现场登记到场']);
    await dialog.locator('.ant-modal').waitFor({ state: 'hidden' });
    await settle(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'console-phone-attendance-signed-in');
    await page.context().close();
  });
});

/**
 * A table's rows can be read: no column is pinned over them (a pinned 400 px of buttons covered
 * 工作人员's names), and each row's first cell is wide enough for a word, not a letter a line.
 */
async function expectReadableRows(page: Page) {
  const tables = await page.evaluate(() =>
    [...document.querySelectorAll('.ant-table')].map((table) => ({
      pinned: table.querySelectorAll('.ant-table-cell-fix-right, .ant-table-cell-fix-left').length,
      // The first cell after a row's checkbox, if it has one.
      firstCellWidths: [...table.querySelectorAll('tr.ant-table-row')].map(
        (row) =>
          row.querySelector('td:not(.ant-table-selection-column)')?.getBoundingClientRect().width ??
          0,
      ),
    })),
  );
  for (const t of tables) {
    expect(t.pinned).toBe(0);
    for (const width of t.firstCellWidths) expect(width).toBeGreaterThanOrEqual(56);
  }
}

/** Every entry of the menu, chosen from the drawer as an organiser would, screenshot each. */
async function tourMenu(account: { username: string; password: string }, label: string) {
  const page = await phonePage(account);
  await openMenu(page);
  const entries = page.getByTestId('menu-drawer').locator('li.ant-menu-item');
  const count = await entries.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    if (i > 0) await openMenu(page);
    const entry = entries.nth(i);
    // antd marks each entry with its key, the route it opens.
    const id = (await entry.getAttribute('data-menu-id'))!;
    const route = id.slice(id.indexOf('-/') + 1);
    await entry.click();
    await expectPath(page, `/admin${route}`);
    await page.getByTestId('menu-drawer').waitFor({ state: 'hidden' });
    await settle(page);
    await expectNoSidewaysScroll(page);
    await expectReadableRows(page);
    await screenshot(page, `console-phone-${label}${route.replace(/\W+/g, '-')}`);
  }
  await page.context().close();
}

describe('every console page on a phone', () => {
  it('fits the organisation’s pages on the screen', () => tourMenu(demo.organizer, 'org'), 240_000);

  it(
    'fits the federation’s pages on the screen',
    () => tourMenu(demo.federationAdmin, 'federation'),
    240_000,
  );

  it('fits a mission’s own pages on the screen', async () => {
    const page = await phonePage(demo.organizer);
    for (const [name, path] of [
      ['mission-detail', `/admin/mission/${missionId}`],
      ['mission-edit', `/admin/mission/${missionId}/edit`],
      ['mission-new', '/admin/mission/new'],
      ['mission-evaluation', `/admin/mission/${missionId}/evaluation`],
    ] as const) {
      await page.goto(path);
      await settle(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `console-phone-${name}`);
    }
    await page.context().close();
  }, 180_000);
});

describe('console at a desk', () => {
  it('keeps the side menu open beside the page at 1440 px', async () => {
    const context = await newContext(browser, desktop);
    const page = await context.newPage();
    await openConsoleAs(page, demo.organizer);
    const sider = page.locator('.ant-layout-sider');
    await sider.getByTestId('side-menu').waitFor();
    expect((await sider.boundingBox())!.width).toBe(220);
    expect(await page.getByTestId('menu-toggle').count()).toBe(0);
    await page.goto('/admin/mission/list');
    await poll(() => page.getByTestId('mission-subject').count()).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'console-desk-mission-list');
    await context.close();
  });
});
