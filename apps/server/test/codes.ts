import { readFile } from 'node:fs/promises';
import { desc, eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { emailOutbox, verifyCodes } from '../src/db/schema/index';
import { api } from './test-app';
import { uniqueIp } from './factories';
import { targetHashOf, type VerifyTarget } from '../src/features/verify-code/verify-code';

/**
 * The text of the newest outbox message to `to` (a mobile or an address) as the outbox keeps
 * it, codes blanked; '' when none.
 */
export async function latestMessageTo(app: App, to: string): Promise<string> {
  const [row] = await app.deps.db
    .select({ body: emailOutbox.body })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row?.body ?? '';
}

/**
 * The text of the newest message the development outbox delivered to `to`, whole, as its
 * recipient reads it (the app's DEV_INBOX_FILE, test/test-app.ts); '' when none.
 */
export async function latestDeliveredTo(app: Pick<App, 'deps'>, to: string): Promise<string> {
  const file = app.deps.config.devInboxFile;
  if (!file) throw new Error('this app has no development inbox (DEV_INBOX_FILE)');
  const text = await readFile(file, 'utf8').catch(() => '');
  const lines = text.split('\n').filter(Boolean);
  for (let i = lines.length - 1; i >= 0; i--) {
    const msg = JSON.parse(lines[i]!) as { to: string; text: string };
    if (msg.to === to) return msg.text;
  }
  return '';
}

/** The six-digit code in the newest message delivered to `to` (a mobile or an address). */
export async function latestCodeSent(app: Pick<App, 'deps'>, to: string): Promise<string> {
  const code = /验证码：(\d{6})/.exec(await latestDeliveredTo(app, to))?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** Asks for an SMS code through the real endpoint and answers it, as its recipient reads it. */
export async function smsCodeFor(app: App, mobile: string, type = 'register', ip = uniqueIp()) {
  const res = await app.inject({
    method: 'POST',
    url: api('/open/verifycode/sendCodeToMobile'),
    payload: { mobile, type },
    remoteAddress: ip,
  });
  if (res.json().code !== '1') throw new Error(`send failed: ${res.body}`);
  return latestCodeSent(app, mobile);
}

/** Moves a target's sends `seconds` into the past, as if time had passed (resend, expiry). */
export async function ageCodes(app: App, target: VerifyTarget, seconds: number) {
  await app.deps.db
    .update(verifyCodes)
    .set({
      createdAt: sql`${verifyCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${verifyCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(verifyCodes.targetHash, targetHashOf(app.deps, target)));
}
