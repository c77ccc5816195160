import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot, typeAfterHydration } from '../support/browser';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { chinaInstant } from '../support/console-form';
import { clickInDialog, expectPath } from '../support/flows';
import { expectShows } from '../support/usable';
import { poll } from '../support/poll';

// Issue 3, portal side: a visitor finds missions (filters, sort by distance, keyword search),
// opens one, and a volunteer applies for a shift. The list keeps page, filters and scroll
// across a visit to a detail page. Other files share the server: this file only reads the
// seeded missions, applies once (a shift nobody else uses) and publishes its own page-filler.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const desk = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };
const guangzhou = { latitude: 23.13, longitude: 113.32 };
const api = () => `${baseUrl()}/v2/api/gdzyz`;

async function openContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: 'zh-CN',
    permissions: ['geolocation'],
    geolocation: guangzhou,
  });
  // The device's clock is the run's (TEST_NOW), as in support/browser.ts. At an instant months
  // ahead the machine's own date drew the list's dates unlike the server, so the list was drawn
  // afresh over what the test had typed, and a shift could not be applied for.
  await context.clock.install({ time: testNow() });
  return typeAfterHydration(context);
}

async function orgCall<T>(token: string, path: string, body: object): Promise<T> {
  const res = await fetch(`${api()}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as { code: string; msg: string; data: T };
  if (env.code !== '1') throw new Error(`${path}: ${env.code} ${env.msg}`);
  return env.data;
}

async function organiserToken(): Promise<string> {
  const res = await fetch(`${api()}/auth/login/org/password?xc=e2e`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: demo.organizer.username,
      password: demo.organizer.password,
      loginType: '2',
    }),
  });
  return ((await res.json()) as { other: { access_token: string } }).other.access_token;
}

/** Publishes a one-shift mission as the Guangzhou organisation; answers its id. */
async function publishMission(
  token: string,
  subject: string,
  shift: { startTime: string; endTime: string },
): Promise<string> {
  const { missionId } = await orgCall<{ missionId: string }>(
    token,
    '/manage/pc/mission/saveMission',
    {
      subject,
      missionType: '99',
      serviceTimeType: 1,
      address: '广州市越秀区北京路',
      recruitStart: chinaInstant(-1, 8),
      recruitEnd: shift.startTime,
      serviceStart: shift.startTime,
      serviceEnd: shift.endTime,
      contactName: '林老师',
      contactPhone: '13800002222',
      times: [{ ...shift, quota: 3, creditMinutes: 120 }],
    },
  );
  await orgCall(token, '/manage/pc/mission/publishMission', { missionId });
  return missionId;
}

/** 13 published missions sharing one keyword: more than one page of the list (12 a page). */
async function publishPageFiller(keyword: string): Promise<void> {
  const token = await organiserToken();
  for (let i = 1; i <= 13; i++)
    await publishMission(token, `${keyword}第${i}场`, {
      startTime: chinaInstant(61, 9),
      endTime: chinaInstant(61, 11),
    });
}

async function publicGet<T>(path: string): Promise<T> {
  const env = (await (await fetch(`${api()}${path}`)).json()) as { data: T };
  return env.data;
}

const cards = (page: Page) => page.getByTestId('mission-card');

async function chooseOption(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-item-option').filter({ hasText: label }).first().click();
}

describe('mission discovery', () => {
  it('lets a visitor filter the list, sort by distance and open a mission', async () => {
    const context = await openContext(desk);
    const page = await context.newPage();
    await page.goto('/mission');
    await cards(page).first().waitFor();

    await chooseOption(page, 'mission-filter-type', '教育培训');
    await poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().textContent()).toContain('天河区困难家庭儿童课业辅导');
    expect(await page.getByTestId('mission-total').textContent()).toBe('共 1 个活动');

    // No mission of that type and status: a clear empty state with a way out.
    await chooseOption(page, 'mission-filter-status', '已结束招募');
    await page.getByTestId('mission-results-empty').waitFor();
    expect(await page.getByTestId('mission-results-empty').textContent()).toContain(
      '没有符合条件的活动',
    );
    await page.getByTestId('mission-filter-reset').click();
    await poll(() => cards(page).count()).toBeGreaterThanOrEqual(4);

    // The position is known (granted): the nearest first, each card saying how far.
    await page.getByTestId('mission-sort').getByText('距离最近').click();
    await poll(() => cards(page).first().textContent()).toMatch(/\d+(\.\d)?公里|\d+米/);
    const pointer = await page.evaluate(() => sessionStorage.getItem('pointer'));
    expect(JSON.parse(pointer ?? '{}')).toEqual({
      latitude: guangzhou.latitude,
      longitude: guangzhou.longitude,
      province: '',
      city: '',
      address: '',
    });
    await screenshot(page, 'web-mission-list-desktop');

    await cards(page).filter({ hasText: '大梅沙海滩净滩行动' }).click();
    await expectPath(page, /^\/mission\/detail-\d+$/);
    await page.getByTestId('mission-subject').waitFor();
    expect(await page.title()).toContain('大梅沙海滩净滩行动');
    expect(await page.getByTestId('mission-facts').textContent()).toContain('深圳市义工联合会');
    const row = page.getByTestId('shift-row').first();
    expect(await row.getByTestId('shift-login').textContent()).toBe('登录后报名');
    await screenshot(page, 'web-mission-detail-guest-desktop');
    await context.close();
  });

  it('narrows the list down the organisation tree, and a level that failed to load loads on a second tap', async () => {
    const context = await openContext(desk);
    const page = await context.newPage();
    // The first read of a level below the top fails as a dropped or refused call would.
    let refused = false;
    await page.route(/\/district\/children\?parentId=\d+/, async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({ status: 503, body: '' });
    });
    await page.goto('/mission');
    await cards(page).first().waitFor();
    await page.getByTestId('mission-filter-district').click();
    const item = (name: string) =>
      page.locator('.ant-cascader-menu-item:visible').filter({ hasText: name });
    await item('广东省志愿者联合会').click();
    await page.locator('.ant-message').getByText('服务加载中，请刷新页面重试').waitFor();
    await poll(() => page.locator('.ant-cascader-menu-item-loading').count()).toBe(0);
    expect(await item('广州市志愿者联合会').count()).toBe(0);

    await item('广东省志愿者联合会').click();
    await item('广州市志愿者联合会').click();
    await item('天河区志愿者联合会').click();
    await page.keyboard.press('Escape');
    await poll(() => cards(page).allTextContents()).toContainEqual(
      expect.stringContaining('天河区困难家庭儿童课业辅导'),
    );
    for (const text of await cards(page).allTextContents())
      expect(text).not.toContain('大梅沙海滩净滩行动');
    await context.close();
  });

  it('tells a visitor an unknown or malformed mission is not there, and leads back to the list', async () => {
    const context = await openContext(desk);
    const page = await context.newPage();
    for (const path of ['/mission/detail-987654', '/mission/detail-abc']) {
      await page.goto(path);
      const notFound = page.getByTestId('mission-not-found');
      await expectShows(notFound, '活动不存在或未发布');
      // No error code or stack for a person to puzzle over.
      expect(await notFound.innerText()).not.toMatch(/40400|Error|undefined/);
      await notFound.getByRole('button', { name: '浏览其他活动' }).click();
      await expectPath(page, '/mission');
      await cards(page).first().waitFor();
    }
    await context.close();
  });

  it('finds a seeded mission by keyword, and organisations by name', async () => {
    const context = await openContext(phone);
    const page = await context.newPage();
    await page.goto('/mission/search?keyword=' + encodeURIComponent('净滩'));
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(1);
    expect(await cards(page).first().textContent()).toContain('大梅沙海滩净滩行动');
    await screenshot(page, 'web-mission-search-phone');

    await page.getByTestId('search-scope').getByText('组织').click();
    await expectPath(page, '/mission/search-org-list');
    // The URL changes before the page's code has loaded: until then the mission search, with a
    // search box of its own, is still on screen, and typing there would search missions.
    await page.getByTestId('mission-search-org-page').waitFor();
    await page.getByTestId('global-search').fill('青年志愿者协会');
    await page.getByTestId('global-search').press('Enter');
    const org = page.getByTestId('org-row').filter({ hasText: '广州市青年志愿者协会' });
    await org.waitFor();
    await org.getByTestId('org-missions-link').click();
    await expectPath(page, '/mission');
    await poll(() => cards(page).count()).toBeGreaterThanOrEqual(2);
    for (const text of await cards(page).allTextContents())
      expect(text).toContain('广州市青年志愿者协会');
    await context.close();
  });

  it('keeps page, filters and scroll when the visitor comes back from a mission', async () => {
    const keyword = `翻页验证${testNow().toString(36)}`;
    await publishPageFiller(keyword);
    const context = await openContext(phone);
    const page = await context.newPage();
    await page.goto('/mission');
    await cards(page).first().waitFor();
    await page.getByTestId('mission-filter-keyword').locator('input').fill(keyword);
    await page.getByTestId('mission-filter-keyword').locator('input').press('Enter');
    await poll(() => page.getByTestId('mission-total').textContent()).toBe('共 13 个活动');
    await page.locator('.ant-pagination-next').click();
    await poll(() => cards(page).count()).toBe(1);
    const onPageTwo = await cards(page).first().textContent();
    await screenshot(page, 'web-mission-list-phone');

    await cards(page).first().scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await cards(page).first().click();
    await page.getByTestId('mission-subject').waitFor();
    await screenshot(page, 'web-mission-detail-phone');
    await page.goBack();
    await expectPath(page, '/mission');
    await poll(() => cards(page).first().textContent()).toBe(onPageTwo);
    expect(await page.getByTestId('mission-filter-keyword').locator('input').inputValue()).toBe(
      keyword,
    );
    await poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    // Through the menu too (an in-app navigation, not a reload): the page is kept, not rebuilt.
    await cards(page).first().click();
    await page.getByTestId('mission-subject').waitFor();
    await page.getByTestId('menu-drawer-toggle').click();
    await page.getByTestId('drawer-menu').getByText('志愿活动').click();
    await expectPath(page, '/mission');
    await poll(() => cards(page).first().textContent()).toBe(onPageTwo);
    await context.close();
  });

  it('lets zhangsan2024 log in from a mission, apply for a shift and see 待审核', async () => {
    const context = await openContext(desk);
    const page = await context.newPage();
    await page.goto('/mission/search?keyword=' + encodeURIComponent('课业辅导'));
    await cards(page).first().click();
    await page.getByTestId('mission-subject').waitFor();
    const detailPath = new URL(page.url()).pathname;
    // The last shift: far from the shifts the other files book.
    const row = page.getByTestId('shift-row').last();
    const placesBefore = await row.getByTestId('shift-places').textContent();
    await row.getByTestId('shift-login').click();

    await expectPath(page, '/login/volunteer');
    await page.getByTestId('login-username').fill(demo.volunteer.username);
    await page.getByTestId('login-password').fill(demo.volunteer.password);
    await page.getByTestId('login-submit').click();
    await expectPath(page, detailPath);

    const shift = page.getByTestId('shift-row').last();
    await shift.getByTestId('shift-apply').click();
    const confirm = page.getByTestId('apply-confirm');
    expect(await confirm.textContent()).toContain('天河区困难家庭儿童课业辅导');
    expect(await confirm.textContent()).toContain('计入时长');
    await clickInDialog(page.getByRole('button', { name: '确认报名' }));
    await page.getByText('报名已提交，当前状态：待审核').waitFor();
    await clickInDialog(page.getByRole('button', { name: '知道了' }));

    await poll(() => shift.getByTestId('shift-my-state').textContent()).toBe('待审核');
    const [left, quota] = (placesBefore ?? '').split('/').map((n) => Number.parseInt(n, 10));
    await expect
      .poll(() => shift.getByTestId('shift-places').textContent())
      .toBe(`${(left ?? 0) - 1} / ${quota}`);
    await screenshot(page, 'web-mission-detail-applied-desktop');

    // The heart keeps the mission for later.
    await page.getByTestId('mission-favourite').click();
    await expect
      .poll(() => page.getByTestId('mission-favourite').textContent())
      .toContain('已收藏');

    // A shift at the same hours elsewhere: the server refuses and the page shows its words,
    // which name the mission already holding the volunteer.
    const missionId = detailPath.replace('/mission/detail-', '');
    const held = await publicGet<{ times: Array<{ startTime: string; endTime: string }> }>(
      `/home/mission/info/missionDetails?missionId=${missionId}`,
    );
    const clashId = await publishMission(
      await organiserToken(),
      `冲突验证${testNow().toString(36)}`,
      {
        startTime: held.times.at(-1)!.startTime,
        endTime: held.times.at(-1)!.endTime,
      },
    );
    await page.goto(`/mission/detail-${clashId}`);
    await page.getByTestId('shift-row').first().getByTestId('shift-apply').click();
    await clickInDialog(page.getByRole('button', { name: '确认报名' }));
    const refusal = page.locator('.ant-modal-confirm-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('报名未成功');
    expect(await refusal.textContent()).toContain('天河区困难家庭儿童课业辅导');
    expect(await refusal.textContent()).toContain('时间冲突');
    await screenshot(page, 'web-mission-apply-refused-desktop');
    await context.close();
  });
});
