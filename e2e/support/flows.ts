import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export async function loginVolunteer(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login/volunteer');
  await page.getByPlaceholder('用户名/手机号/身份证号').fill(username);
  await page.locator('input[type=password]').first().fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export async function loginOrganization(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login/organization');
  await page.locator('form input:not([type=password])').first().fill(username);
  await page.locator('input[type=password]').first().fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), {
    timeout: 15_000,
  });
  const current = new URL(page.url()).pathname;
  if (typeof path === 'string') expect(current).toBe(path);
  else expect(current).toMatch(path);
}
