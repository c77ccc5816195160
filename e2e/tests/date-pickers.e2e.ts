import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { openPortalAs, openConsoleAs } from '../support/stored-session';
import { demo } from '../support/accounts';
import { chinaDate } from '../support/console-form';
import { expectOnScreen, openPopup, pickInto, tapDate } from '../support/pickers';
import { registerVolunteer, type FreshVolunteer } from '../support/register-volunteer';
import { poll } from '../support/poll';

// Every date picker of the portal on the phones volunteers hold (360, 390, 414 px wide): each
// opens on screen and takes today and a date two weeks away by tapping, never by typing.

// The calendar matrix (scripts/calendar-matrix.mjs) asks for one phone at its dated instants:
// the dates decide there, and the widths are checked in its run at today's time.
const oneWidth = process.env.E2E_PICKERS_ONE_WIDTH === '1';
const widths = oneWidth ? [390] : [360, 390, 414];
// Read when each journey starts, not when the file loads: a run begun at 23:55 crosses midnight.
const datesNow = () => ({
  today: chinaDate(0),
  twoWeeksBack: chinaDate(-14),
  twoWeeksOn: chinaDate(14),
  dayBeforeTwoWeeksBack: chinaDate(-15),
});

let browser: Browser;
let volunteer: FreshVolunteer;

beforeAll(async () => {
  browser = await launchBrowser();
  volunteer = await registerVolunteer('陈静怡');
});
afterAll(async () => {
  await browser?.close();
});

async function phonePage(width: number): Promise<Page> {
  const context = await newContext(
    browser,
    { width, height: 844 },
    { timezoneId: 'Asia/Shanghai', touch: true },
  );
  const page = await context.newPage();
  await openPortalAs(page, volunteer);
  return page;
}

describe.each(widths)('date pickers at %i px', (width) => {
  it('time certificate: the range takes two weeks back to today by taps', async () => {
    const page = await phonePage(width);
    const { today, twoWeeksBack } = datesNow();
    await page.goto('/personalCenter/timeCate');
    await page.getByTestId('certificate-empty').waitFor();
    await pickInto(page, page.getByTestId('certificate-range-begin'), twoWeeksBack);
    // The end's calendar open, to look at: this month whole on the screen.
    await page.getByTestId('certificate-range-end').tap();
    await openPopup(page).waitFor();
    await screenshot(page, `pickers-certificate-open-${width}`);
    await tapDate(page, today);
    await poll(() => page.getByTestId('certificate-range-end').inputValue()).toBe(today);
    await screenshot(page, `pickers-certificate-${width}`);
    // The range reaches the server: a new volunteer has no final hours in it.
    await page.getByTestId('certificate-issue').tap();
    await poll(() => page.getByText('所选时间段内没有已公示完毕的志愿服务时长').count()).toBe(1);
    await page.context().close();
  });

  it('mission filters: service dates from two weeks back to today by taps', async () => {
    const page = await phonePage(width);
    const { today, twoWeeksBack, dayBeforeTwoWeeksBack } = datesNow();
    await page.goto('/mission');
    await page.getByTestId('mission-filter-toggle').tap();
    await pickInto(page, page.getByTestId('mission-filter-begin'), twoWeeksBack);
    await pickInto(page, page.getByTestId('mission-filter-end'), today);
    // The end picker refuses days before the chosen beginning: looked for in the open popup
    // (the begin picker's hidden one holds the same day), turning back a month when the day
    // before the beginning lies in the previous one.
    await page.getByTestId('mission-filter-end').tap();
    const popup = openPopup(page);
    await popup.waitFor();
    const dayBefore = popup.locator(`td.ant-picker-cell-in-view[title="${dayBeforeTwoWeeksBack}"]`);
    if ((await dayBefore.count()) === 0)
      await popup.locator('.ant-picker-header-prev-btn').first().tap();
    await expect(dayBefore.getAttribute('class')).resolves.toContain('ant-picker-cell-disabled');
    const beginning = popup.locator(`td.ant-picker-cell-in-view[title="${twoWeeksBack}"]`);
    if ((await beginning.count()) === 1)
      await expect(beginning.getAttribute('class')).resolves.not.toContain(
        'ant-picker-cell-disabled',
      );
    await page.keyboard.press('Escape');
    await screenshot(page, `pickers-mission-filter-${width}`);
    await page.context().close();
  });

  it('bank card application: ID validity and card collection dates by taps', async () => {
    const page = await phonePage(width);
    const { today, twoWeeksBack, twoWeeksOn } = datesNow();
    await page.goto('/personalCenter/volunteerCard/needToKnow');
    await page.getByTestId('card-accept').tap();
    await page.getByTestId('card-notice-next').tap();
    await page.getByTestId('card-info-next').tap();
    await page.getByTestId('choose-debit').tap();
    const form = page.getByTestId('card-apply-form');
    await form.waitFor();
    await pickInto(page, form.getByLabel('证件有效期起始日', { exact: true }), twoWeeksBack);
    await pickInto(page, form.getByLabel('证件有效期截止日', { exact: true }), today);
    await pickInto(page, form.getByLabel('领卡日期', { exact: true }), today);
    await pickInto(page, form.getByLabel('领卡日期', { exact: true }), twoWeeksOn);
    await screenshot(page, `pickers-bank-card-${width}`);
    await page.context().close();
  });
});

// The console is built for a desk (1200 px, scrolling sideways below); on a tablet each of its
// calendars still opens wholly on the screen.
if (!oneWidth)
  describe.each([
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
  ])('console pickers on a tablet $width×$height', (viewport) => {
    it('opens every calendar on the screen', async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await openConsoleAs(page, demo.organizer);
      const openAndCheck = async (name: string, input: Locator) => {
        await input.click();
        const popup = openPopup(page);
        await popup.waitFor();
        await expectOnScreen(page, popup);
        await screenshot(page, `pickers-console-${name}-${viewport.width}`);
        await page.keyboard.press('Escape');
        await popup.waitFor({ state: 'hidden' });
      };
      await page.goto('/admin/mission/list');
      // Below the desk's large breakpoint the date filter is folded away behind 更多筛选.
      if (viewport.width < 992) await page.getByRole('button', { name: '更多筛选' }).click();
      await openAndCheck('mission-filter', page.locator('.ant-picker-range input').first());
      await page.goto('/admin/mission/new');
      await openAndCheck('mission-period', page.locator('.ant-picker-range input').first());
      await openAndCheck('shift-period', page.getByTestId('shift-period').first());
      await page.goto('/admin/hours/training');
      await openAndCheck('training', page.getByTestId('training-date'));
      await page.goto('/admin/donation/list');
      await openAndCheck('donation', page.getByTestId('donation-date'));
      await context.close();
    });
  });
