import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { poll } from './poll';

// What a person checks on a page before anything else: it fits the screen, and what they came
// for is on it, readable, where they can reach it.

/** Nothing sticks out sideways: the reader never scrolls left and right. */
export async function expectFitsWidth(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${new URL(page.url()).pathname} is wider than the screen`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** The element says `text`, has a size, and lies within the screen's width. */
export async function expectShows(locator: Locator, text: string | RegExp): Promise<void> {
  await poll(() => locator.innerText()).toMatch(text);
  const box = await locator.boundingBox();
  const width = locator.page().viewportSize()!.width;
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box!.width).toBeGreaterThan(0);
  expect(box!.height).toBeGreaterThan(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
}
