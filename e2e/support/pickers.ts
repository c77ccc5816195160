import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { untilStill } from './flows';
import { poll } from './poll';

/** The one date picker popup open now. */
export function openPopup(page: Page): Locator {
  return page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last();
}

/**
 * Taps `date` in the open popup as a thumb would (no typing), turning to the previous or next month
 * when it is there. Fails when the popup or the day is not on the screen.
 */
export async function tapDate(page: Page, date: string): Promise<void> {
  const popup = openPopup(page);
  await popup.waitFor();
  const cell = popup.locator(`td.ant-picker-cell-in-view[title="${date}"]`);
  if ((await cell.count()) === 0) {
    const shown = await popup.locator('td.ant-picker-cell-in-view').first().getAttribute('title');
    const way = date < shown! ? 'prev' : 'next';
    await popup.locator(`.ant-picker-header-${way}-btn`).first().tap();
  }
  await cell.first().waitFor();
  // A tap sent while the popup still slides in can be lost on a loaded machine (a CI run once
  // left the field empty after tapping today); a thumb would wait for the calendar to settle.
  await untilStill(cell.first(), '.ant-picker-dropdown');
  await expectOnScreen(page, popup);
  await expectOnScreen(page, cell.first());
  await cell.first().tap();
}

/** The element lies wholly inside the viewport, not past either edge. */
export async function expectOnScreen(page: Page, element: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/** Opens the picker of `input` with a tap, taps `date`, and waits for the field to show it. */
export async function pickInto(page: Page, input: Locator, date: string): Promise<void> {
  await input.tap();
  await tapDate(page, date);
  await poll(() => input.inputValue()).toBe(date);
  await openPopup(page).waitFor({ state: 'hidden' });
}
