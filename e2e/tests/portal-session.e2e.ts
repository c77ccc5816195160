import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, phone, screenshot } from '../support/browser';
import { demo } from '../support/accounts';
import { expectPath, portalLogin, pickFromAccountMenu } from '../support/flows';
import { poll } from '../support/poll';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('portal shell and sessions', () => {
  it('shows Home to a visitor with login links, the footer and the brand title', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('home-hero').waitFor();
    expect(await page.title()).toBe('志愿服务平台');
    await page.getByTestId('header-login').waitFor();
    const footer = page.getByTestId('app-footer');
    expect(await footer.textContent()).toContain('12355');
    // The filing number comes with the site's domain settings, a moment after the shell.
    await poll(() => footer.textContent(), 15_000).toMatch(/ICP/);
    await screenshot(page, 'web-home-signed-out');
    await page.goto('/login');
    await page.getByTestId('login-choose-volunteer').waitFor();
    await screenshot(page, 'web-login-choose');
    await page.goto('/login/volunteer');
    await page.getByTestId('login-username').waitFor();
    expect(await page.title()).toContain('志愿服务平台');
    await screenshot(page, 'web-login-volunteer');
    await page.goto('/login/organization');
    await page.getByTestId('login-username').waitFor();
    await screenshot(page, 'web-login-organization');
    await context.close();
  });

  it('fits Home on a phone with the menu in a drawer', async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('menu-drawer-toggle').click();
    await page.getByTestId('drawer-menu').waitFor();
    // Let the drawer finish sliding in so the screenshot shows its resting place.
    await page.waitForTimeout(500);
    await screenshot(page, 'web-home-phone-menu');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(phone.width);
    await context.close();
  });

  it('shows the server message when a volunteer types a wrong password', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await portalLogin(page, 'volunteer', demo.volunteer.username, 'Wrong@pass123');
    await page.getByText('账号或密码错误').first().waitFor();
    await expectPath(page, '/login/volunteer');
    await context.close();
  });

  it('signs a volunteer in, shows their hours and profile, keeps them off login pages, signs out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await portalLogin(page, 'volunteer', demo.volunteer.username, demo.volunteer.password);
    await expectPath(page, '/');
    expect(await page.getByTestId('header-user-name').textContent()).toContain('张三');
    await expect
      .poll(() => page.getByTestId('summary-service').textContent())
      .toContain('125小时30分钟');
    await screenshot(page, 'web-home-signed-in');

    // Sensitive fields reach browser storage only sealed (spec §3); passwords never.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie);
    expect(stored).toContain('enc:');
    expect(stored).not.toContain('张三');
    expect(stored).not.toContain('13800138000');
    expect(stored).not.toContain(demo.volunteer.password);

    await page.goto('/login');
    await expectPath(page, '/');

    await page.goto('/personalCenter');
    await expectPath(page, '/personalCenter/personalInfo');
    await page.getByTestId('profile-basic').waitFor();
    expect(await page.getByTestId('profile-districts').textContent()).toContain(
      '广州市青年志愿者协会',
    );
    await screenshot(page, 'web-personal-info');

    // A reload restores the session from the stored token.
    await page.reload();
    await page.getByTestId('header-user-name').waitFor();

    await pickFromAccountMenu(page, 'header-user-name', 'header-logout');
    // Spec §4: the 'exiting' message shows while the session ends.
    await page.getByText('正在退出...').waitFor();
    await page.getByTestId('header-login').waitFor();
    await page.goto('/personalCenter/personalInfo');
    await expectPath(page, '/');
    await context.close();
  });

  it('sends an anonymous visitor of a protected page to Home', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/personalCenter/myMission');
    await expectPath(page, '/');
    // The card application's own steps at their top-level paths, too (spec §4's list).
    for (const path of ['/volunteerCard/IndividualInfo', '/volunteerCard/chooseCard']) {
      await page.goto(path);
      await expectPath(page, '/');
    }
    await context.close();
  });

  it('asks a visitor of 我的消息 to sign in as a volunteer, and returns there after', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/personalCenter/myMessage');
    const notice = page.getByTestId('volunteer-only-notice');
    await notice.getByText('请先登录志愿者账号，再查看我的消息').waitFor();
    // The organisations' text (组织事务请在管理后台处理) is not for a visitor.
    expect(await notice.innerText()).not.toContain('管理后台');
    await screenshot(page, 'web-my-message-visitor');
    await notice.getByTestId('volunteer-only-login').click();
    await expectPath(page, '/login/volunteer');
    await page.getByTestId('login-username').fill(demo.volunteer.username);
    await page.getByTestId('login-password').fill(demo.volunteer.password);
    await page.getByTestId('login-submit').click();
    await expectPath(page, '/personalCenter/myMessage');
    await page.getByTestId('my-message-page').waitFor();
    await context.close();
  });

  it('confines a logged-off volunteer to the security page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const off = demo.loggedOffVolunteer;
    await portalLogin(page, 'volunteer', off.username, off.password);
    await expectPath(page, '/personalCenter/subtract');
    await page.getByTestId('logoff-notice').waitFor();
    await page.goto('/mission');
    await expectPath(page, '/personalCenter/subtract');
    await screenshot(page, 'web-logoff-confined');
    await context.close();
  });

  it('takes an organiser who signs in on the portal to the console', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await portalLogin(page, 'organization', demo.organizer.username, demo.organizer.password);
    await expectPath(page, /^\/admin\/?$/);
    await page.getByTestId('welcome-card').waitFor();
    await context.close();
  });

  it('shows the error page for an unknown path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/no-such-page/here');
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    await page.getByTestId('not-found-home').click();
    await expectPath(page, '/');
    await context.close();
  });
});
