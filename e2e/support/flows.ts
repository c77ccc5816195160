import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Portal login form at /login/volunteer or /login/organization. */
export async function portalLogin(
  page: Page,
  kind: 'volunteer' | 'organization',
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`/login/${kind}`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  const matches = (p: string) => (typeof path === 'string' ? p === path : path.test(p));
  await page.waitForURL((url) => matches(url.pathname), { timeout: 15_000 });
  expect(matches(new URL(page.url()).pathname)).toBe(true);
}

/**
 * Picks an item of a header account menu (an antd Dropdown opened by hover or click). The
 * click waits until the pop-up has finished its opening animation: clicking while it still
 * grows lands on the page behind, the pointer leaves the menu and it closes again.
 */
export async function pickFromAccountMenu(page: Page, trigger: string, item: string) {
  const target = page.getByTestId(item);
  for (let round = 0; ; round++) {
    await openAccountMenu(page, trigger, target);
    await untilStill(target, '.ant-dropdown');
    // On a loaded machine the menu has been seen closing under the pointer as the click was
    // sent (the page's card below then takes it, and Playwright retries on it until the test's
    // end). A person opens the menu again: so does this, twice, before the click may fail.
    const clicked = await target
      .click({ timeout: round < 2 ? 5_000 : undefined })
      .then(() => true)
      .catch((error: unknown) => {
        if (round >= 2) throw error;
        return false;
      });
    if (clicked) return;
    await page.mouse.move(0, 0);
    await target.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
  }
}

/**
 * Hover opens it; a pointer that was already resting on the trigger sends no hover, so, as a
 * person would, click the trigger (the menus open on click too) when nothing shows.
 */
async function openAccountMenu(page: Page, trigger: string, target: Locator) {
  await page.getByTestId(trigger).hover();
  for (let attempt = 0; attempt < 3; attempt++) {
    const shown = await target
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
    await page.getByTestId(trigger).click();
  }
}

/**
 * Clicks a control of an antd dialog once the dialog has finished zooming in. Playwright waits
 * for the control to stand still, but on a loaded machine a click sent as the zoom ends can
 * still miss and land on the mask; a person would simply click again.
 */
export function clickInDialog(target: Locator): Promise<void> {
  return clickWhenStill(target, '.ant-modal');
}

/**
 * Waits until the pop-up around `target` (`frame`, a CSS selector) has stopped animating. Only
 * animations that end are awaited: a spinner or a shimmer inside the pop-up runs forever, and
 * waiting for it once hung a journey until the test's own timeout with no step named.
 */
export async function untilStill(target: Locator, frame: string): Promise<void> {
  await target.waitFor({ state: 'visible' });
  await target.evaluate(
    (el, selector) =>
      Promise.race([
        Promise.all(
          (el.closest(selector) ?? el)
            .getAnimations({ subtree: true })
            .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 5_000)),
      ]),
    frame,
  );
}

/** Clicks `target` once the pop-up around it (`frame`, a CSS selector) has stopped animating. */
async function clickWhenStill(target: Locator, frame: string): Promise<void> {
  await untilStill(target, frame);
  await target.click();
}

/**
 * Picks `title` in the antd Select `select` as a person would: opens the list, clicks the option
 * once the list has stopped zooming in, and goes on only when the list has closed and the select
 * shows the choice. Once on CI a click sent as the list still zoomed in left it open over the
 * next select for the rest of the journey; a person would close it and pick again.
 */
export async function pickOption(page: Page, select: Locator, title: string): Promise<void> {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  for (let round = 1; ; round++) {
    await select.click();
    await clickWhenStill(
      open.locator(`.ant-select-item-option[title="${title}"]`),
      '.ant-select-dropdown',
    );
    try {
      await expect
        .poll(
          async () => (await open.count()) === 0 && (await select.innerText()).trim() === title,
          {
            timeout: 5_000,
          },
        )
        .toBe(true);
      return;
    } catch (error) {
      if (round === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}
