import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, phone, desktop } from '../support/browser';
import { openPortalAs } from '../support/stored-session';
import { demo } from '../support/accounts';
import { expectPath } from '../support/flows';
import { poll } from '../support/poll';
import { call, newestMissionId } from '../support/api';

/**
 * Issue 48: a visitor's Home, mission list and mission detail arrive as HTML and bring only
 * their islands to life, each when it is needed; nothing else of the page ever hydrates.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Hydration {
  /** React roots of the page that are not an island (antd's toast holder aside). */
  strayRoots: string[];
  /** Elements React has taken over outside every island and every overlay. */
  strayElements: string[];
  islands: number;
  aliveIslands: number;
}

/** Reads React's own marks on the DOM: which elements are roots, and which are React's. */
function readHydration(page: Page): Promise<Hydration> {
  return page.evaluate(() => {
    const isReacts = (el: Element, prefix: string) =>
      Object.keys(el).some((key) => key.startsWith(prefix));
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className}`.slice(0, 80);
    const root = document.getElementById('root')!;
    const all = [root, ...root.querySelectorAll('*')];
    return {
      strayRoots: all
        .filter((el) => isReacts(el, '__reactContainer$') && !el.hasAttribute('data-island'))
        .map(describe),
      strayElements: all
        .filter((el) => isReacts(el, '__reactFiber$') && !el.closest('[data-island]'))
        .map(describe),
      islands: root.querySelectorAll('[data-island]').length,
      aliveIslands: root.querySelectorAll('[data-island][data-alive]').length,
    };
  });
}

/** The page's errors (thrown or logged), and the paths of the scripts it fetches. */
function watchPage(page: Page): { errors: string[]; scripts: string[] } {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return { errors, scripts };
}

/** React, the application or the islands' runtime among the fetched scripts. */
const reactScripts = (scripts: string[]) =>
  scripts.filter((path) => /\/assets\/(react|main|hydrate-island)-/.test(path));

describe('a visitor’s public pages hydrate only their islands', () => {
  for (const [size, viewport] of [
    ['390 px', phone],
    ['1440 px', desktop],
  ] as const) {
    it(`loads no React with Home, the list or a detail, and wakes only what is touched, at ${size}`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const { errors, scripts } = watchPage(page);
      const detail = `/mission/detail-${await newestMissionId()}`;

      for (const path of ['/', '/mission', detail]) {
        scripts.length = 0;
        // Until the page has loaded (the carousel's code may follow 5 s after it is seen).
        await page.goto(path, { waitUntil: 'load' });
        // Loaded: the page's first script alone (the islands wait in it), no React, no antd.
        // (On a desk the list's filter bar and a detail's shifts wake when seen: their desk
        // layout is not the phone's the server drew.)
        const wakesOnSight = viewport === desktop && path !== '/';
        if (!wakesOnSight) expect(reactScripts(scripts), path).toEqual([]);
        await page.waitForLoadState('networkidle');
        const before = await readHydration(page);
        expect(before.islands, path).toBeGreaterThan(0);
        expect(before.strayRoots, path).toEqual([]);
        expect(before.strayElements, path).toEqual([]);
      }

      // Touched, an island comes alive by itself: the list's sort answers the first tap.
      await page.goto('/mission');
      await page.getByTestId('mission-sort').getByText('开始时间').click();
      await poll(
        () =>
          page.getByTestId('mission-sort').locator('.ant-segmented-item-selected').textContent(),
        15_000,
      ).toBe('开始时间');
      expect(new URL(page.url()).searchParams.get('sort')).toBe('start');
      const after = await readHydration(page);
      // The results, touched; on a desk the filter bar too, which wakes when seen there.
      expect(after.aliveIslands).toBe(viewport === desktop ? 2 : 1);
      expect(after.strayRoots).toEqual([]);
      expect(after.strayElements).toEqual([]);

      // Home: the search box wakes its island and searches; the rest stays HTML.
      await page.goto('/');
      await page.getByTestId('global-search').fill('长者');
      await page.getByTestId('global-search').press('Enter');
      await expectPath(page, '/mission/search');
      expect(new URL(page.url()).searchParams.get('keyword')).toBe('长者');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('serves every other public page as HTML with islands, and its filters move its list', async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    const { errors, scripts } = watchPage(page);
    const first = async (path: string, field: string) =>
      String(((await call(path, null)).data.list as Record<string, unknown>[])[0]![field]);
    const paths = [
      '/organization',
      `/organization/details?id=${await first('/home/org/list?pageIndex=1&pageSize=1', 'districtId')}`,
      '/article',
      `/article/article-${await first('/home/site/article/list?pageIndex=1&pageSize=1', 'id')}`,
      '/publicity',
      '/help',
      '/get-started/step-2',
      '/zs',
    ];
    for (const path of paths) {
      scripts.length = 0;
      await page.goto(path, { waitUntil: 'load' });
      expect(await page.locator('#zyz-ssr[data-islands]').count(), path).toBe(1);
      expect(reactScripts(scripts), path).toEqual([]);
      await page.waitForLoadState('networkidle');
      const drawn = await readHydration(page);
      expect(drawn.strayRoots, path).toEqual([]);
      expect(drawn.strayElements, path).toEqual([]);
    }

    // /article: a category tapped wakes its bar, and the list, still HTML, follows the address.
    await page.goto('/article');
    const rows = page.getByTestId('article-row');
    await page.getByTestId('article-categories').getByText('通知公告').click();
    await poll(() => new URL(page.url()).searchParams.get('category')).toBe('notice');
    await poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes('通知公告'));
    }).toBe(true);
    const after = await readHydration(page);
    expect(after.strayElements).toEqual([]);
    expect(after.aliveIslands).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, opens the list’s filters by waking the bar alone, and the results follow the address', async () => {
    // A phone's finger: a mouse passing over the list would wake it early, on purpose.
    const context = await newContext(browser, phone, { touch: true });
    const page = await context.newPage();
    await page.goto('/mission', { waitUntil: 'load' });
    const alive = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-island][data-alive]')].map(
          (el) => el.dataset.island,
        ),
      );
    await page.getByTestId('mission-filter-toggle').tap();
    await page.getByTestId('mission-filter-type').waitFor();
    expect(await alive()).toEqual(['mission-filters']);
    const total = await page.getByTestId('mission-total').textContent();

    // A search from the woken bar: the results, still HTML, wake to follow the address it
    // changed, and list what it now asks for.
    const keyword = page.getByTestId('mission-filter-keyword').locator('input');
    await keyword.fill('课业辅导');
    await keyword.press('Enter');
    await poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('课业辅导');
    await poll(() => page.getByTestId('mission-total').textContent()).not.toBe(total);
    const found = await page.getByTestId('mission-card').allTextContents();
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) expect(text).toContain('课业辅导');
    expect((await alive()).sort()).toEqual(['mission-filters', 'mission-results']);

    // Drawn again by the server at that address; a card tapped while the list is still HTML
    // opens its mission without waiting for the list to come alive.
    await page.reload({ waitUntil: 'load' });
    expect(await page.getByTestId('mission-card').count()).toBeGreaterThan(0);
    await page.getByTestId('mission-card').first().tap();
    await expectPath(page, /^\/mission\/detail-\d+$/);
    await page.getByTestId('mission-subject').waitFor();
    await context.close();
  });

  it('links antd’s shared stylesheet once the browser holds it, and hydrates adding none of its styles', async () => {
    const context = await newContext(browser, phone);
    // Styles of the sheet's components added while the page comes alive (antd found them missing).
    await context.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { sheetStylesAdded: string[] }).sheetStylesAdded = added;
      const watch = (node: Node) => {
        if (node.nodeName !== 'STYLE') return;
        queueMicrotask(() => {
          const text = node.textContent ?? '';
          if (/^:where\(\.css-[^)]+\)\.ant-(btn|input|segmented|pagination|tag)\b/.test(text))
            added.push(text.slice(0, 80));
        });
      };
      for (const method of ['appendChild', 'insertBefore'] as const) {
        const original = Node.prototype[method] as (...args: unknown[]) => Node;
        Node.prototype[method] = function (this: Node, ...args: unknown[]) {
          watch(args[0] as Node);
          return original.apply(this, args);
        } as never;
      }
    });
    const page = await context.newPage();
    const first = await page.goto('/mission', { waitUntil: 'load' });
    const firstSize = (await first!.text()).length;
    expect(await page.locator('meta[name="zyz-styles"]').count()).toBe(1);
    expect(await page.locator('link[rel="stylesheet"][href^="/assets/ssr/"]').count()).toBe(0);
    // Fetched into the cache once the page is idle; a cookie tells the server.
    await poll(async () => (await context.cookies()).some((c) => c.name === 'zyz-styles')).toBe(
      true,
    );
    for (const path of ['/mission', '/help']) {
      const again = await page.goto(path, { waitUntil: 'load' });
      expect(await page.locator('link[rel="stylesheet"][href^="/assets/ssr/"]').count(), path).toBe(
        1,
      );
      expect(await page.locator('meta[name="zyz-styles"]').count(), path).toBe(0);
      if (path === '/mission')
        expect((await again!.text()).length).toBeLessThan(firstSize - 50_000);
    }
    // Drawn from the sheet: the list's sort answers, styled, and antd adds none of those rules.
    await page.goto('/mission', { waitUntil: 'load' });
    await page.getByTestId('mission-sort').getByText('开始时间').click();
    const selected = page.getByTestId('mission-sort').locator('.ant-segmented-item-selected');
    await poll(() => selected.textContent(), 15_000).toBe('开始时间');
    expect(await selected.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    expect(
      await page.evaluate(
        () => (window as unknown as { sheetStylesAdded: string[] }).sheetStylesAdded,
      ),
    ).toEqual([]);
    await context.close();
  });

  it('gives a signed-in volunteer the whole application, hydrated as before', async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    await openPortalAs(page, demo.volunteer, '/mission');
    await page.getByTestId('mission-card').first().waitFor();
    const hydration = await readHydration(page);
    expect(hydration.islands).toBe(0);
    expect(hydration.strayRoots).toEqual(['div#root.']);
    await context.close();
  });
});
