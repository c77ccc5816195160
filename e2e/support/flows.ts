import { expect } from 'vitest';
import type { Page } from 'playwright-core';

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
