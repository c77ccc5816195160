import { desc, eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { emailOutbox, verifyCodes } from '../src/db/schema/index';
import { api } from './test-app';
import { uniqueIp } from './factories';
import { targetHashOf, type VerifyTarget } from '../src/features/verify-code/verify-code';

/** The text of the newest outbox message to `to` (a mobile or an address); '' when none. */
export async function latestMessageTo(app: App, to: string): Promise<string> {
  const [row] = await app.deps.db
    .select({ body: emailOutbox.body })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row?.body ?? '';
}

/** The six-digit code in the newest outbox message to `to` (a mobile or an address). */
export async function latestCodeSent(app: App, to: string): Promise<string> {
  const code = /验证码：(\d{6})/.exec(await latestMessageTo(app, to))?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** Asks for an SMS code through the real endpoint and answers it, read from the outbox. */
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
