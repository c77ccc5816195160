import { deflateSync, crc32 } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { chinaOffsetIso, chinaWallClock } from '@zyz/domain';
import { testNow } from './clock';

// Steps an organiser takes in the console's mission form, shared by the console and loop tests.

/** A real 320×180 PNG (a red-to-orange band), so the upload passes the server's content check. */
export function coverPng(): Buffer {
  const width = 320;
  const height = 180;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows.set([200, 22 + Math.round((x / width) * 120), 29], at);
    }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 'YYYY-MM-DD' in China time, `days` from now: the date a phone in China shows. */
export function chinaDate(days = 0): string {
  return chinaWallClock(new Date(testNow() + days * 86_400_000)).slice(0, 10);
}

/** The instant `days` from now at hh:mm China time, as ISO 8601 with the zone. */
export function chinaInstant(days: number, hh: number, mm = 0): string {
  const clock = `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00`;
  return `${chinaDate(days)}T${clock}${chinaOffsetIso}`;
}

/** 'YYYY-MM-DD HH:mm' in China time, `days` from now at `hour` o'clock. */
export function chinaTime(days: number, hour: number): string {
  return `${chinaDate(days)} ${String(hour).padStart(2, '0')}:00`;
}

/** Types both ends of the RangePicker inside `container`, as an organiser would. */
export async function fillRange(container: Locator, start: string, end: string) {
  const inputs = container.locator('.ant-picker-range').first().locator('input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(start);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(end);
  await inputs.nth(1).press('Enter');
}

/** The form item labelled `label` inside `scope` (a page or one shift's card). */
export function field(scope: Page | Locator, label: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.locator('.ant-form-item').filter({ has: page.locator(`label[title="${label}"]`) });
}

export async function consoleLogin(page: Page, account: { username: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByTestId('login-username').fill(account.username);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('welcome-card').waitFor();
}
