import type { Page } from 'playwright-core';

// When a page a sweep visits is ready to be judged, and how it gets there quickly.

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests from now on (once per page). */
function watchRequests(page: Page): Set<unknown> {
  const watched = inFlight.get(page);
  if (watched) return watched;
  const requests = new Set<unknown>();
  inFlight.set(page, requests);
  page.on('request', (r) => requests.add(r));
  page.on('requestfinished', (r) => requests.delete(r));
  page.on('requestfailed', (r) => requests.delete(r));
  // A navigation abandons the last page's requests without always saying so.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) requests.clear();
  });
  return requests;
}

/**
 * Until the page's data is in: no request open for a quarter of a second, no spinner, skeleton
 * or progress bar. (Playwright's 'networkidle' waits half a second after a page load only.)
 */
export async function settle(page: Page): Promise<void> {
  const open = watchRequests(page);
  const deadline = Date.now() + 20_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 250) break;
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(
    () => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, #nprogress'),
  );
  await motionDone(page);
}

/**
 * Until every transition and finite animation has ended: a table whose loading veil is still
 * fading out reads at half its contrast, and a dialog mid-zoom is not where it will stand.
 */
export async function motionDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Opens `path` inside the application already on the page, as a link would: the router sees a
 * history entry (popstate) and draws the page, without loading and starting the application
 * again. For pages the browser draws (the console, a signed-in volunteer's pages).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  watchRequests(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

/**
 * Elements whose own words are cut off: they overflow a box of theirs that hides the overflow,
 * or stick out of an ancestor that does (a row that scrolls sideways included). What is hidden
 * from everyone (aria-hidden, visibility) is not counted.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const words = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent?.trim() ?? '')
        .join('');
      if (!words || el.getClientRects().length === 0 || el.closest('[aria-hidden="true"]'))
        continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      let isCut =
        (clips(style) && el.scrollWidth > el.clientWidth + 1) ||
        (style.overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1);
      const box = el.getBoundingClientRect();
      for (let up = el.parentElement; up && up !== document.body && !isCut; up = up.parentElement)
        if (clips(getComputedStyle(up))) {
          const frame = up.getBoundingClientRect();
          isCut = box.right > frame.right + 1 || box.left < frame.left - 1;
        }
      if (isCut)
        clipped.push(`${el.tagName.toLowerCase()}.${el.className} 「${words.slice(0, 30)}」`);
    }
    return clipped;
  });
}
