import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

// Opens each of a page's antd pickers and drop-downs, as a person would, and measures what opens.

/** What opens a pop-up: selects, date and range pickers, cascaders and drop-down menus. */
const triggers =
  '.ant-select:not(.ant-select-disabled), .ant-picker:not(.ant-picker-disabled), .ant-dropdown-trigger';

/** A pop-up of antd's, shown (antd keeps a closed one in the page with a -hidden class). */
const shownPopUp = [
  '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
  '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)',
  '.ant-dropdown:not(.ant-dropdown-hidden)',
].join(', ');

export interface PopUpReport {
  trigger: string;
  box: { x: number; y: number; width: number; height: number };
  /** Animations running in the pop-up the moment it is there. */
  moving: number;
}

async function nameOf(trigger: Locator): Promise<string> {
  return trigger.evaluate((el) => {
    const label =
      el.getAttribute('aria-label') ??
      el.querySelector('input')?.getAttribute('aria-label') ??
      el.querySelector('input')?.getAttribute('placeholder') ??
      el.textContent?.trim() ??
      '';
    return `${el.className.split(' ')[0]} 「${label.slice(0, 20)}」`;
  });
}

/**
 * Opens every visible trigger on the page in turn and reports where its pop-up lies and whether
 * anything in it still moves; Escape closes each before the next.
 */
export async function openEveryPopUp(page: Page): Promise<PopUpReport[]> {
  const reports: PopUpReport[] = [];
  const all = await page.locator(triggers).all();
  for (const trigger of all) {
    if (!(await trigger.isVisible())) continue;
    const name = await nameOf(trigger);
    const popUp = page.locator(shownPopUp).last();
    // A dormant island's first click wakes it; a person whose click opened nothing clicks again.
    let isOpen = false;
    for (let attempt = 0; attempt < 2 && !isOpen; attempt++) {
      await trigger.click({ timeout: 10_000 });
      isOpen = await popUp
        .waitFor({ state: 'visible', timeout: attempt === 0 ? 3_000 : 10_000 })
        .then(() => true)
        .catch(() => false);
    }
    if (!isOpen) {
      // A select that takes typed entries (tags) has no list to open while it has no options.
      if (await trigger.evaluate((el) => el.classList.contains('ant-select-multiple'))) continue;
      throw new Error(`${name} opened nothing`);
    }
    const moving = await popUp.evaluate(
      (el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
    );
    reports.push({ trigger: name, box: (await popUp.boundingBox())!, moving });
    await page.keyboard.press('Escape');
    // A drop-down menu opened by hover closes when the pointer leaves it.
    await page.mouse.move(0, 0);
    await page.locator(shownPopUp).first().waitFor({ state: 'hidden', timeout: 5_000 });
  }
  return reports;
}

/** Each pop-up lies wholly within the window and nothing in it zooms or slides. */
export function expectWhollyOnScreen(page: Page, reports: PopUpReport[]): void {
  const { width, height } = page.viewportSize()!;
  for (const { trigger, box, moving } of reports) {
    expect(box.x, `${trigger} opens left of the screen`).toBeGreaterThanOrEqual(0);
    expect(box.y, `${trigger} opens above the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${trigger} opens right of the screen`).toBeLessThanOrEqual(
      width + 1,
    );
    expect(box.y + box.height, `${trigger} opens below the screen`).toBeLessThanOrEqual(height + 1);
    expect(moving, `${trigger} still animates under reduced motion`).toBe(0);
  }
}
