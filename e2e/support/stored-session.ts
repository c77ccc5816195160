import type { BrowserContext, Page } from 'playwright-core';
import { loginCookies, loginOtherSchema } from '@zyz/domain';
import { baseUrl } from './browser';
import { call } from './api';

// A journey about what a signed-in person does, not about signing in, starts signed in: the
// server's own login answer, written into the browser as the login form writes it
// (loginCookies). The forms themselves are driven by portal-session, console, first-tap,
// weak-password and the two-factor journeys. Each journey gets a session of its own, so one that
// signs out takes nobody else's with it.

export type SessionKind = 'volunteer' | 'org';

/** Signs `account` in within `context`: pages opened afterwards see the session. */
export async function signInStored(
  context: BrowserContext,
  kind: SessionKind,
  account: { username: string; password: string },
): Promise<void> {
  const answer = await call(`/auth/login/${kind}/password`, null, {
    ...account,
    loginType: kind === 'volunteer' ? '1' : '2',
  });
  if (answer.code !== '1') throw new Error(`${account.username} 登录失败：${answer.msg}`);
  const other = loginOtherSchema.parse(answer.other);
  // Those sessions open onto a dialog or the second-factor page: a journey meets them by the form.
  if (other.isWeakPassword === 1 || other.isForceChangePwd === 'true' || other.mfaEnrolRequired)
    throw new Error(`${account.username} 的登录需要先处理密码或两步验证，请用登录表单`);
  const { set, drop } = loginCookies(other);
  for (const name of drop) await context.clearCookies({ name });
  const url = baseUrl();
  await context.addCookies(set.map(([name, value]) => ({ name, value, url, sameSite: 'Lax' })));
}

type Account = { username: string; password: string };

/** Opens the portal at `path` as the volunteer `account`, signed in without the form. */
export async function openPortalAs(page: Page, account: Account, path = '/'): Promise<void> {
  await signInStored(page.context(), 'volunteer', account);
  await page.goto(path);
}

/**
 * Opens the console at `path` as the organisation or staff `account`, signed in without the
 * form; without a path, at the welcome page the login form leads to.
 */
export async function openConsoleAs(page: Page, account: Account, path?: string): Promise<void> {
  await signInStored(page.context(), 'org', account);
  await page.goto(path ?? '/admin/dashboard');
  if (!path) await page.getByTestId('welcome-card').waitFor();
}
