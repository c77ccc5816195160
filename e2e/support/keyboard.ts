import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

// A person with a keyboard and no mouse: Tab from control to control, each one showing where the
// keyboard is, Enter to press, Escape to close.

/** Why the focused element shows no focus (empty when it does, or nothing is focused). */
function missingFocusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const hasRing = (node: Element | null) => {
      if (!node) return false;
      const s = getComputedStyle(node);
      return (
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) ||
        (s.boxShadow !== 'none' && s.boxShadow !== '')
      );
    };
    // Some rings are drawn on a part of the control: a checkbox's box, an input's wrapper.
    const parts = [
      el,
      el.parentElement,
      el.closest(
        '.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker, .ant-radio-button-wrapper',
      ),
      el.parentElement?.querySelector('.ant-checkbox-inner, .ant-radio-inner') ?? null,
    ];
    if (parts.some(hasRing)) return '';
    return `${el.tagName.toLowerCase()}.${el.className} 「${(el.textContent ?? '').trim().slice(0, 20)}」`;
  });
}

/** Whether `target` holds the keyboard's focus (itself or inside it). */
const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab until `target` has the focus, checking at every stop that the focus shows; fails
 * if it takes more than `maxStops` (the target is out of the Tab order, or far behind).
 */
export async function tabTo(page: Page, target: Locator, maxStops = 80): Promise<void> {
  await target.first().waitFor();
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    expect(await missingFocusRing(page), 'the keyboard focus is not shown').toBe('');
    if (await isFocused(target.first())) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${maxStops} stops`);
}

/** Types into the focused field, as a keyboard does. */
export async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

/**
 * The open dialog keeps the keyboard: Tab and Shift+Tab go round inside it and never reach the
 * page behind. (antd's lock lets a Tab past the last control leave the document, to the
 * browser's own controls, as the end of any page does; the next Tab comes back to the dialog.)
 */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => isFocused(dialog)).toBe(true);
  let stopsInDialog = 0;
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const isOutOfPage = await page.evaluate(
      () => document.activeElement === document.body || document.activeElement === null,
    );
    if (isOutOfPage) continue;
    expect(await isFocused(dialog), `${key} reached the page behind the dialog`).toBe(true);
    expect(await missingFocusRing(page), 'the keyboard focus is not shown').toBe('');
    stopsInDialog++;
  }
  expect(stopsInDialog, 'the keyboard went round inside the dialog').toBeGreaterThanOrEqual(6);
}

/** The keyboard is on `target` (a dialog's own button; after it closes, what opened it). */
export async function expectFocusOn(target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { timeout: 5_000 }).toBe(true);
}
