import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, desktop, launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { openPortalAs } from '../support/stored-session';
import { demo } from '../support/accounts';
import { expectPath, portalLogin } from '../support/flows';
import { poll } from '../support/poll';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Mission = { missionId: string; subject: string };

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/v2/api/gdzyz${path}`);
  return ((await res.json()) as { data: T }).data;
}

/** The page as a crawler or a browser receives it, before any script runs. */
async function html(path: string, cookie?: string): Promise<string> {
  const res = await fetch(new URL(path, baseUrl()), { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return res.text();
}

const rootOf = (page: string) => page.slice(page.indexOf('<div id="root">'));

/**
 * Polls `path`'s HTML beside the list API's newest page, fetched together, until every mission
 * `expected` picks from that answer (never none) is in the page: a page and the list answer it
 * was drawn from are kept apart, for a few seconds each. A mission write drops both, but a render
 * already under way when it lands can still keep the list from before.
 */
async function expectPageToCatchUp(
  path: string,
  pageSize: number,
  expected: (list: Mission[]) => Mission[],
  timeout: number,
) {
  await expect
    .poll(
      async () => {
        const [answer, page] = await Promise.all([
          api<{ list: Mission[] }>(
            `/home/mission/list?pageIndex=1&pageSize=${pageSize}&sort=newest`,
          ),
          html(path).then(rootOf),
        ]);
        const wanted = expected(answer.list);
        if (wanted.length === 0) return ['（最新活动列表为空）'];
        return wanted.filter((m) => !page.includes(m.subject)).map((m) => m.subject);
      },
      { timeout, interval: 1_000 },
    )
    .toEqual([]);
}
const isRendered = (page: string) => page.includes('id="zyz-ssr"');

/** Console errors and warnings (React reports hydration mismatches there) and page errors. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

describe('public pages arrive server-rendered', () => {
  it('each public route of spec §2 carries its main content in the HTML', async () => {
    const newest = await api<{ list: Mission[] }>(
      '/home/mission/list?pageIndex=1&pageSize=12&sort=newest',
    );
    expect(newest.list.length).toBeGreaterThan(0);
    const mission = newest.list[0]!;
    const detail = await api<{ subject: string; districtName: string; address: string }>(
      `/home/mission/info/missionDetails?missionId=${mission.missionId}`,
    );

    // The list as the API answers the same query: every title is in the page, once a mission
    // another journey has just published has reached both.
    await expectPageToCatchUp('/mission', 12, (list) => list, 20_000);
    // Home's 最新活动 against the same list, the same way.
    await expectPageToCatchUp('/', 8, (list) => list.slice(0, 1), 30_000);
    const home = rootOf(await html('/'));
    for (const text of ['通知公告', '注册志愿者', '最新活动', '服务时长排行'])
      expect(home).toContain(text);

    const page = rootOf(await html(`/mission/detail-${mission.missionId}`));
    for (const text of [detail.subject, detail.districtName, detail.address])
      expect(page).toContain(text);

    const keyword = mission.subject.slice(0, 2);
    const found = rootOf(await html(`/mission/search?keyword=${encodeURIComponent(keyword)}`));
    expect(found).toContain(keyword);

    const pages: Array<[string, string]> = [
      ['/organization', '志愿组织'],
      ['/organization/details?id=1', '广东省志愿者联合会'],
      ['/publicity', '时长公示'],
      ['/article', '新闻资讯'],
      ['/help', '帮助中心'],
      ['/card', '志愿者证'],
      ['/donation', '捐赠证书'],
      ['/zs', '时长证明'],
      ['/get-started/step-1', '新手指引'],
      ['/login', '志愿者登录'],
      ['/registered', '注册'],
    ];
    for (const [path, text] of pages) {
      const body = await html(path);
      expect(isRendered(body), path).toBe(true);
      expect(rootOf(body), path).toContain(text);
    }

    // Personal pages stay in the browser, behind the guard.
    expect(isRendered(await html('/personalCenter/myMission'))).toBe(false);
  });

  it('Home, the list and a detail are readable and their links work without JavaScript', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: phone,
      javaScriptEnabled: false,
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('home-stats').waitFor();
    await page.getByTestId('home-newest').getByRole('link').first().waitFor();
    // What a phone shows before the page comes alive fits the screen: nothing to scroll sideways.
    for (const width of [375, phone.width]) {
      await page.setViewportSize({ width, height: phone.height });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${width} px`).toBeLessThanOrEqual(width);
    }
    await screenshot(page, 'ssr-nojs-home-phone');
    await page.getByRole('banner').getByRole('link', { name: '志愿服务平台首页' }).waitFor();
    await page.goto('/mission');
    const [first] = (
      await api<{ list: Mission[] }>('/home/mission/list?pageIndex=1&pageSize=12&sort=newest')
    ).list;
    const firstCard = page.getByTestId('mission-card').first();
    expect(await firstCard.textContent()).toContain(first!.subject);
    await firstCard.click();
    await expectPath(page, `/mission/detail-${first!.missionId}`);
    await page.getByTestId('mission-detail-page').waitFor();
    expect(await page.getByTestId('mission-detail-page').textContent()).toContain(first!.subject);
    await screenshot(page, 'ssr-nojs-detail-phone');
    await context.close();
  });

  for (const [size, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    it(`hydrates Home, the list and a detail at ${size} width with no warning, no refetch and no new styles`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const problems = watchProblems(page);
      // A style sheet added while hydrating restyles the whole page in that task, which on a
      // phone's slow CPU is the page's longest (antd's theme variables were once added twice).
      await page.addInitScript(() => {
        // Anything the page's CSP refuses (zod's eval probe once came with the list's code).
        const refused: string[] = [];
        (window as unknown as { refused: string[] }).refused = refused;
        document.addEventListener('securitypolicyviolation', (e) =>
          refused.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
        );
        const added: Element[] = [];
        (window as unknown as { stylesWhileHydrating: Element[] }).stylesWhileHydrating = added;
        for (const method of ['appendChild', 'insertBefore'] as const) {
          const original = Node.prototype[method] as (...args: unknown[]) => Node;
          Node.prototype[method] = function (this: Node, ...args: unknown[]) {
            const node = args[0] as Node;
            if (node.nodeName === 'STYLE' && document.documentElement.dataset.hydrating === '')
              added.push(node as Element);
            return original.apply(this, args);
          } as never;
        }
      });
      const calls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/v2/')) calls.push(new URL(r.url()).pathname);
      });
      const [mission] = (
        await api<{ list: Mission[] }>('/home/mission/list?pageIndex=1&pageSize=1&sort=newest')
      ).list;
      for (const path of ['/', '/mission', `/mission/detail-${mission!.missionId}`]) {
        calls.length = 0;
        await page.goto(path, { waitUntil: 'networkidle' });
        // The data the HTML carried is not asked for again.
        for (const carried of ['/home/mission/list', '/home/mission/info/missionDetails'])
          expect(
            calls.filter((c) => c.endsWith(carried)),
            path,
          ).toEqual([]);
        await page.locator('html:not([data-hydrating])').waitFor({ state: 'attached' });
        const addedStyles = await page.evaluate(() =>
          (window as unknown as { stylesWhileHydrating: Element[] }).stylesWhileHydrating
            // antd's empty probe sheet, removed at once, restyles nothing.
            .filter((style) => style.isConnected)
            // Read now: a style's key and rules are set just after it is inserted.
            .map((style) => style.outerHTML.slice(0, 160)),
        );
        expect(addedStyles, path).toEqual([]);
        // Late code (a query's answer, the position) gets a moment to run before the check.
        await page.waitForTimeout(1000);
        expect(
          await page.evaluate(() => (window as unknown as { refused: string[] }).refused),
          path,
        ).toEqual([]);
      }
      await page.getByTestId('mission-detail-page').waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('loads Home’s first picture before the code that makes the page live', async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    // A slow picture, as on a phone's network: the code must wait for it, not share its bandwidth.
    await page.route(/\/uploads\//, async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    let isPictureDone = false;
    const codeBeforePicture: string[] = [];
    const styles: string[] = [];
    const sharedSheet: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('requestfinished', (r) => {
      if (r.url().includes('/uploads/')) isPictureDone = true;
    });
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('.js')) scripts.push(r.text());
    });
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      // The shared sheet of antd's styles is fetched once the page is idle, for the next page
      // (a prefetch): this page's own styles are in its head.
      if (path.startsWith('/assets/ssr/'))
        sharedSheet.push(r.headers()['sec-purpose'] ?? r.headers()['purpose'] ?? 'none');
      else if (path.endsWith('.css')) styles.push(path);
      if (!isPictureDone && /^\/assets\/react-.*\.js$/.test(path)) codeBeforePicture.push(path);
    });
    await page.goto('/');
    expect(isPictureDone).toBe(true);
    expect(codeBeforePicture).toEqual([]);
    // The styles came with the HTML, before the picture and the code: written into its head,
    // the header's among them, not fetched.
    expect(styles).toEqual([]);
    for (const purpose of sharedSheet) expect(purpose).toContain('prefetch');
    expect(
      await page.evaluate(() =>
        [...document.head.querySelectorAll('style')].some((s) =>
          s.textContent?.includes('.header-drawer-toggle'),
        ),
      ),
    ).toBe(true);
    // And the page did come alive: the phone's menu button (script only) opens the menu.
    await page.getByTestId('menu-drawer-toggle').click();
    await page.getByTestId('drawer-menu').waitFor();
    // Every script opens with the hint that has Chromium compile it off the main thread while
    // it downloads, instead of function by function on the main thread as it first runs.
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(5);
    for (const body of bodies) expect(body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    await context.close();
  });

  it('holds a server-drawn form’s submit until the page has come alive: no reload empties it', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: phone,
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    // The first script arrives and the app's code never does, as on a phone on a slow network.
    await page.route(/\/assets\/(?!index-)[^/]+\.js$/, () => undefined);
    await page.goto('/login/volunteer');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-starting'));
    const field = page.getByTestId('login-username');
    // A finger on the field reaches it, and what it types stays there for the app to pick up.
    await field.click();
    await page.keyboard.type(demo.volunteer.username);
    expect(await page.getByRole('link', { name: '注册志愿者' }).isVisible()).toBe(true);
    // Enter would submit it the browser's way: a reload as /login/volunteer? that empties it.
    const reloaded = page.waitForEvent('framenavigated', { timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    await field.press('Enter');
    expect(await reloaded).toBe(false);
    expect(page.url()).toBe(new URL('/login/volunteer', baseUrl()).href);
    expect(await field.inputValue()).toBe(demo.volunteer.username);
    await context.close();
  });

  it('hydrates the page of an unknown mission as the server drew it: the message, no warning', async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const served = await html('/mission/detail-99999999');
    expect(served).toContain('活动不存在');
    await page.goto('/mission/detail-99999999', { waitUntil: 'networkidle' });
    await page.getByText('活动不存在').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  describe('the guard on a first server-rendered load (spec §4)', () => {
    let context: BrowserContext;
    afterAll(async () => context?.close());

    it('a visitor opens public pages and is sent Home from a protected one', async () => {
      context = await newContext(browser);
      const page = await context.newPage();
      await page.goto('/mission');
      await page.getByTestId('mission-page').waitFor();
      await page.getByTestId('header-login').waitFor();
      await page.goto('/personalCenter/myMission');
      await expectPath(page, '/');
      // The camera's link to the sign-in page needs a session: drawn in the browser, which
      // sends a visitor to log in and back.
      expect(isRendered(await html('/attendance/scan?token=a1.1.1.x'))).toBe(false);
      await page.goto('/attendance/scan?token=a1.1.1.x');
      await expectPath(page, '/login/volunteer');
      expect(new URL(page.url()).search).toContain('attendance');
      await context.close();
    });

    it('a signed-in volunteer sees their name fill in and is sent Home from /login', async () => {
      context = await newContext(browser);
      const page = await context.newPage();
      await openPortalAs(page, demo.volunteer);
      const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      // The same HTML as a visitor's; the session fills in after hydration.
      expect(isRendered(await html('/mission', cookie))).toBe(true);
      expect(isRendered(await html('/login', cookie))).toBe(false);
      await page.goto('/mission');
      await page.getByTestId('header-user-name').waitFor();
      await page.goto('/login');
      await expectPath(page, '/');
      await page.goto('/personalCenter/personalInfo');
      await expectPath(page, '/personalCenter/personalInfo');
      await context.close();
    });

    it('a logged-off volunteer is confined to the security page from a rendered page', async () => {
      context = await newContext(browser);
      const page = await context.newPage();
      const off = demo.loggedOffVolunteer;
      await portalLogin(page, 'volunteer', off.username, off.password);
      await expectPath(page, '/personalCenter/subtract');
      await page.goto('/organization');
      await expectPath(page, '/personalCenter/subtract');
      await context.close();
    });

    it('an account that must change its password is stopped before any rendered page', async () => {
      context = await newContext(browser);
      const page = await context.newPage();
      await portalLogin(
        page,
        'organization',
        demo.forcedOrganizer.username,
        demo.forcedOrganizer.password,
      );
      await page.locator('.ant-modal-confirm').waitFor();
      await page.goto('/mission');
      const alert = page.locator('.ant-modal-confirm');
      await alert.getByText('您的密码存在安全风险').waitFor();
      await alert.getByRole('button', { name: /确\s*定/ }).click();
      await expectPath(page, '/admin/personalCenter/change_password');
      await context.close();
    });
  });

  for (const [size, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    it(`/mission → detail → back keeps filters, results and scroll at ${size} width`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto('/mission');
      const cards = page.getByTestId('mission-card');
      await cards.first().waitFor();
      // A filter held only in the page's memory: by start time instead of newest.
      await page.getByTestId('mission-sort').getByText('开始时间').click();
      await expect
        .poll(() =>
          page.getByTestId('mission-sort').locator('.ant-segmented-item-selected').textContent(),
        )
        .toBe('开始时间');
      await page.waitForLoadState('networkidle');
      const count = await cards.count();
      const target = cards.nth(Math.min(count - 1, 5));
      // Down the list as a visitor scrolls, far enough that the chosen card is in view.
      await page.evaluate(
        (top) => window.scrollTo(0, top - 200),
        await target.evaluate((el) => el.getBoundingClientRect().top + window.scrollY),
      );
      await page.waitForTimeout(300);
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(100);
      const url = page.url();
      const firstText = await cards.first().textContent();
      await target.click();
      await expectPath(page, /^\/mission\/detail-\d+$/);
      await page.getByTestId('mission-detail-page').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expectPath(page, '/mission');
      expect(page.url()).toBe(url);
      await poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await cards.count()).toBe(count);
      expect(await cards.first().textContent()).toBe(firstText);
      expect(
        await page
          .getByTestId('mission-sort')
          .locator('.ant-segmented-item-selected')
          .textContent(),
      ).toBe('开始时间');
      await context.close();
    });
  }
});
