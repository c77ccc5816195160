import nodeCrypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskMobile } from '@zyz/domain';
import { api, createTestApp, loggerOptions, type App } from '../../../test/test-app';
import { uniqueIp, uniqueMobile } from '../../../test/factories';
import { testDataKey } from '../../../test/test-env';
import { loadConfig } from '../../config';
import { emailOutbox, verifyCodes } from '../../db/schema/index';
import { targetHashOf } from '../verify-code/verify-code';
import { enrolledStaff } from '../staff-mfa/staff-mfa.test-kit';

/**
 * Under production settings nothing but the person's phone learns a verification code: not the
 * outbox table, not the console's outbox list, not the log. There is no development inbox in
 * production, so the test learns the code the way the server makes it: it records the six-digit
 * draws of `randomInt` (the built-in module's export, wrapped for this file and put back after)
 * and checks the stored keyed hash is that code's.
 */
const draws: number[] = [];
const originalRandomInt = nodeCrypto.randomInt;
function recordingRandomInt(...args: unknown[]) {
  const n = (originalRandomInt as (...a: unknown[]) => number)(...args);
  if (args[0] === 0 && args[1] === 1_000_000) draws.push(n);
  return n;
}

const production = {
  ...loadConfig({ NODE_ENV: 'production', DATA_KEY: testDataKey, LOG_LEVEL: 'info' }),
  webDist: '/nonexistent/web',
  adminDist: '/nonexistent/admin',
  devInboxFile: null,
};

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});

let app: App;
beforeAll(async () => {
  // Modules read a built-in's named export at each call, so the wrapper takes effect at once.
  nodeCrypto.randomInt = recordingRandomInt as typeof nodeCrypto.randomInt;
  syncBuiltinESMExports();
  app = await createTestApp(production, {
    ...(loggerOptions(production) as object),
    level: 'info',
    stream,
  });
});
afterAll(async () => {
  nodeCrypto.randomInt = originalRandomInt;
  syncBuiltinESMExports();
  await app.close();
});

/** The code as a number of its own (a timestamp's digits may hold any six by chance). */
const asNumber = (code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`);

/** Sends a registration code to a fresh mobile and returns the code as the phone got it. */
async function sendCode() {
  const mobile = uniqueMobile();
  const res = await app.inject({
    method: 'POST',
    url: api('/open/verifycode/sendCodeToMobile'),
    payload: { mobile },
    remoteAddress: uniqueIp(),
  });
  expect(res.json().code).toBe('1');
  expect(draws.length).toBeGreaterThan(0);
  const code = String(draws.at(-1)).padStart(6, '0');
  const targetHash = targetHashOf(app.deps, { channel: 'sms', target: mobile });
  const [row] = await app.deps.db
    .select({ codeHash: verifyCodes.codeHash })
    .from(verifyCodes)
    .where(eq(verifyCodes.targetHash, targetHash))
    .orderBy(desc(verifyCodes.id))
    .limit(1);
  // The code recorded is the one stored: its keyed hash matches.
  expect(row!.codeHash).toBe(app.deps.cipher.hash(`code:${targetHash}:${code}`));
  return { mobile, code };
}

describe('a verification code under production settings', () => {
  it('runs with production settings: no development inbox, a real data key', () => {
    expect(app.deps.config).toMatchObject({
      isProduction: true,
      isDevDataKey: false,
      devInboxFile: null,
    });
  });

  it('is not in the outbox table', async () => {
    const { mobile, code } = await sendCode();
    const rows = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toContain('验证码：******');
    expect(JSON.stringify(rows)).not.toMatch(asNumber(code));
  });

  it('is not in the console’s outbox list, nor the full mobile', async () => {
    const { mobile, code } = await sendCode();
    const admin = await enrolledStaff(app, '广东省志愿者联合会', 'federation');
    const res = await app.inject({
      method: 'GET',
      url: api(`/manage/pc/outbox/list?keyword=${mobile}`),
      headers: admin.headers,
    });
    const body = res.json();
    expect(body.code).toBe('1');
    expect(body.data.list).toEqual([
      expect.objectContaining({ to: maskMobile(mobile), text: expect.stringContaining('******') }),
    ]);
    expect(res.body).not.toMatch(asNumber(code));
    expect(res.body).not.toContain(mobile);
  });

  it('is not in the log, nor the full mobile, even from a query string', async () => {
    const { mobile, code } = await sendCode();
    await app.inject({ method: 'GET', url: api(`/open/sendCodeModifyMobile?mobile=${mobile}`) });
    const log = lines.join('');
    expect(log).toContain('开发发件箱：消息未外发');
    expect(log).toContain(maskMobile(mobile));
    expect(log).not.toContain(mobile);
    expect(log).not.toMatch(asNumber(code));
  });
});
