import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  desktop,
  launchBrowser,
  newContext,
  phone,
  screenshot,
  screenshotsWanted,
} from '../support/browser';
import { openConsoleAs } from '../support/stored-session';
import { testNow } from '../support/clock';
import { demo } from '../support/accounts';
import { expectPath } from '../support/flows';
import { coverPng, field } from '../support/console-form';
import { expectFitsWidth, expectShows } from '../support/usable';
import { poll } from '../support/poll';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = testNow() % 100000;
const articleTitle = `志愿者冬日暖心行动纪实${stamp}`;
const articleBody = '寒潮来临前，志愿者们走进社区，为独居老人送去棉被和问候。';
let articlePath = '';

async function shoot(page: Page, name: string) {
  if (!screenshotsWanted) return;
  // Let lazy images and fonts settle so the picture shows what a person sees.
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
}

describe('news CMS and the visitor tour', () => {
  it('staff write and publish an article in the console, and visitors find it under /article', async () => {
    const context = await newContext(browser, desktop, { motion: 'device' });
    const page = await context.newPage();
    await openConsoleAs(page, demo.federationAdmin);
    await page.getByTestId('side-menu').getByText('新闻管理', { exact: true }).click();
    await expectPath(page, '/admin/cms/articles');
    await page.getByTestId('article-new').click();
    await expectPath(page, '/admin/cms/articles/new');

    const form = page.getByTestId('article-form');
    await field(form, '标题').locator('input').fill(articleTitle);
    await form.locator('input[type=file]').first().setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: coverPng(),
    });
    await form.locator('.ant-upload-list-item-image').waitFor();
    await field(form, '来源').locator('input').fill('广东省志愿者联合会');
    const editor = form.locator('.ql-editor');
    await editor.click();
    await page.keyboard.type(articleBody);
    await shoot(page, 'content-console-article-editor-desktop');
    await page.getByTestId('article-save-publish').click();
    await expectPath(page, '/admin/cms/articles');
    const row = page.locator('tr', { hasText: articleTitle });
    await poll(() => row.textContent(), 10_000).toContain('已发布');
    await shoot(page, 'content-console-articles-desktop');
    await context.close();

    const visitor = await (await newContext(browser, desktop, { motion: 'device' })).newPage();
    await visitor.goto('/article');
    await visitor.getByTestId('article-row').first().waitFor();
    await visitor.getByRole('link', { name: articleTitle }).click();
    await expectPath(visitor, /^\/article\/article-\d+$/);
    articlePath = new URL(visitor.url()).pathname;
    await expect
      .poll(() => visitor.getByTestId('article-content').textContent())
      .toContain(articleBody);
    // Effects run after the paint that shows the content, so the title follows a moment later.
    await expect.poll(() => visitor.title()).toBe(`${articleTitle} - 志愿服务平台`);
    await visitor.context().close();

    // What a crawler or a link preview receives, before any script runs.
    const html = await (await fetch(new URL(articlePath, baseUrl()))).text();
    expect(html).toContain(`<title>${articleTitle} - 志愿服务平台</title>`);
    expect(html).toContain(`<meta name="description" content="${articleBody}" />`);
    expect(html).toContain(`<meta property="og:title" content="${articleTitle}" />`);
  }, 180_000);

  it('provincial staff add a help answer and visitors find it by searching /help', async () => {
    const question = `志愿者证补办要多久${stamp}？`;
    const context = await newContext(browser, desktop, { motion: 'device' });
    const page = await context.newPage();
    await openConsoleAs(page, demo.federationAdmin);
    await page.getByTestId('side-menu').getByText('帮助中心', { exact: true }).click();
    await expectPath(page, '/admin/cms/help');
    await page.getByRole('button', { name: '新建问答' }).click();
    const form = page.getByTestId('help-form');
    await field(form, '问题').locator('input').fill(question);
    await form.locator('.ql-editor').click();
    await page.keyboard.type('提交补办申请后约7个工作日可领取。');
    await shoot(page, 'content-console-help-form-desktop');
    await page
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    const row = page.locator('tr', { hasText: question });
    await row.getByRole('button', { name: '发布' }).click();
    await poll(() => row.textContent(), 10_000).toContain('已发布');
    await shoot(page, 'content-console-help-desktop');
    await context.close();

    const visitor = await (await newContext(browser, phone, { motion: 'device' })).newPage();
    await visitor.goto('/help');
    const search = visitor.getByPlaceholder('输入问题关键词，如：时长、报名、密码');
    await search.fill(`补办要多久${stamp}`);
    await search.press('Enter');
    await visitor.getByText(question).click();
    await visitor.getByText('提交补办申请后约7个工作日可领取。').waitFor();
    await visitor.context().close();
  }, 180_000);

  it('a visitor goes Home → article → organisation → mission', async () => {
    const page = await (await newContext(browser, desktop, { motion: 'device' })).newPage();
    await page.goto('/');
    const hot = page.getByTestId('home-hot-news');
    await hot.getByRole('link').first().waitFor();
    await hot.getByRole('link', { name: '更多' }).click();
    await expectPath(page, '/article');
    await page.getByTestId('article-row').first().getByRole('link').last().click();
    await expectPath(page, /^\/article\/article-\d+$/);
    await page.getByTestId('article-detail-page').waitFor();

    await page.goto('/organization');
    await page.getByTestId('org-card').first().waitFor();
    await page.getByPlaceholder('搜索组织名称').fill('广州市青年志愿者协会');
    await page.getByPlaceholder('搜索组织名称').press('Enter');
    await page.getByTestId('org-card').filter({ hasText: '广州市青年志愿者协会' }).click();
    await expectPath(page, '/organization/details');
    await expect
      .poll(() => page.getByTestId('org-name').textContent())
      .toBe('广州市青年志愿者协会');
    // A visitor is asked to sign in before joining.
    await page.getByTestId('org-join-login').waitFor();

    const missionCard = page.getByTestId('mission-card').first();
    await missionCard.waitFor();
    await missionCard.click();
    await expectPath(page, /^\/mission\/detail-\d+$/);
    await page.getByTestId('mission-detail-page').waitFor();
    await page.context().close();
  }, 180_000);

  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    it(`every content page is usable at ${size} width`, async () => {
      const page = await (await newContext(browser, viewport, { motion: 'device' })).newPage();
      // Each page, and the words a visitor looks for on it.
      const pages: [string, string, string, string | RegExp][] = [
        ['article', '/article', 'article-row', /\S/],
        ['article-detail', articlePath, 'article-content', articleBody],
        ['help', '/help', 'help-questions', /\S/],
        ['organization', '/organization', 'org-card', /\S/],
        ['organization-details', '/organization/details?id=1', 'org-name', '广东省志愿者联合会'],
        ['get-started', '/get-started/step-2', 'get-started-step', /\S/],
        ['version-updating', '/version-updating', 'version-updating-page', /\S/],
      ];
      for (const [name, url, testId, text] of pages) {
        await page.goto(url);
        await expectShows(page.getByTestId(testId).first(), text);
        await expectFitsWidth(page);
        await shoot(page, `content-${name}-${size}`);
      }
      // The search box offers missions, organisations and articles as one types.
      await page.goto('/mission/search');
      const box = page.locator('input[aria-label="搜索"]');
      await box.fill('志愿');
      const suggestions = page.getByRole('listbox', { name: '搜索建议' });
      const orgs = suggestions.getByRole('group', { name: '志愿组织', exact: true });
      await expectShows(orgs, '志愿');
      await expectFitsWidth(page);
      await shoot(page, `content-search-suggest-${size}`);
      await page.context().close();
    }, 180_000);
  }
});
