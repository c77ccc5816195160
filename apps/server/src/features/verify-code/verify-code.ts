import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  BizCode,
  verifyCodeLimits,
  verifyCodeMessages,
  verifyPurposeLabels,
  type VerifyPurpose,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { normaliseMobile } from '../../lib/crypto';
import type { MessageChannel, Outbox } from '../outbox';
import {
  deleteCode,
  insertCode,
  lockTarget,
  markConsumed,
  newestCodeForUpdate,
  recentSendsToTarget,
  recordWrongTry,
  sendsFromIpLastHour,
} from './verify-code.repository';
import { clock, findVolunteerCredentials } from '../../kernel';

export type { VerifyPurpose } from '@zyz/domain';

export interface VerifyTarget {
  channel: MessageChannel;
  /** A mobile number or an e-mail address, as typed (normalised here). */
  target: string;
}

const normalise = ({ channel, target }: VerifyTarget) =>
  channel === 'sms' ? normaliseMobile(target) : target.trim().toLowerCase();

/** The keyed hash a target is stored under (tests age its rows through it). */
export const targetHashOf = (deps: Deps, t: VerifyTarget) =>
  deps.cipher.hash(`verify:${t.channel}:${normalise(t)}`);

// Keyed by the target too, so one code's hash says nothing about another target's.
const codeHashOf = (deps: Deps, targetHash: string, code: string) =>
  deps.cipher.hash(`code:${targetHash}:${code}`);

function messageText(purpose: VerifyPurpose, code: string) {
  return (
    `【广东志愿者】您正在${verifyPurposeLabels[purpose]}，验证码：${code}，` +
    `${verifyCodeLimits.validMinutes}分钟内有效。如非本人操作，请忽略本消息，切勿将验证码告诉他人。`
  );
}

/**
 * Sends a fresh six-digit code. Refused (42900, Chinese msg) within 60 s of the previous send
 * to the same target, past the target's daily cap, or past the IP's hourly cap. A new code
 * supersedes the earlier ones of the same purpose.
 */
/** Sends codes through the app's outbox (consuming one needs only Deps). */
export function createVerifyCodeService(deps: Deps, outbox: Outbox) {
  return {
    send: (input: VerifyTarget & { purpose: VerifyPurpose; ip: string }) =>
      sendVerifyCode(deps, outbox, input),
    /** A code for a volunteer's new mobile is not sent to a mobile another account holds. */
    async ensureMobileFree(mobile: string, purpose: VerifyPurpose): Promise<void> {
      if (purpose !== 'register' && purpose !== 'changeMobile') return;
      const hash = deps.cipher.hash(normaliseMobile(mobile));
      if (!(await findVolunteerCredentials(deps.db, { column: 'mobileHash', value: hash }))) return;
      throw new BizError(
        BizCode.Conflict,
        purpose === 'register'
          ? '该手机号码已注册，请直接登录或找回密码'
          : '该手机号码已被其他账号使用',
      );
    },
  };
}

async function sendVerifyCode(
  deps: Deps,
  outbox: Outbox,
  input: VerifyTarget & { purpose: VerifyPurpose; ip: string },
): Promise<void> {
  const { db, config } = deps;
  const targetHash = targetHashOf(deps, input);
  const code = String(randomInt(0, 10 ** verifyCodeLimits.digits)).padStart(
    verifyCodeLimits.digits,
    '0',
  );
  const codeId = await db.transaction(async (tx) => {
    await lockTarget(tx, targetHash);
    const recent = await recentSendsToTarget(tx, targetHash);
    if (
      recent.newestAgeSeconds !== null &&
      recent.newestAgeSeconds < verifyCodeLimits.resendSeconds
    ) {
      const wait = verifyCodeLimits.resendSeconds - recent.newestAgeSeconds;
      throw new BizError(BizCode.TooManyAttempts, verifyCodeMessages.tooSoon(wait));
    }
    if (recent.count >= verifyCodeLimits.dailyPerTarget)
      throw new BizError(BizCode.TooManyAttempts, verifyCodeMessages.dailyCap);
    if ((await sendsFromIpLastHour(tx, input.ip)) >= config.verifyCodeIpPerHour)
      throw new BizError(BizCode.TooManyAttempts, verifyCodeMessages.ipCap);
    return insertCode(tx, {
      channel: input.channel,
      targetHash,
      purpose: input.purpose,
      codeHash: codeHashOf(deps, targetHash, code),
      ip: input.ip.slice(0, 64),
      expiresAt: new Date(clock.nowMs() + verifyCodeLimits.validMinutes * 60_000),
    });
  });
  // Only the person gets the code: the outbox keeps the text with it blanked.
  const message = { to: normalise(input), text: messageText(input.purpose, code), secret: code };
  // After the commit: PGlite runs one statement at a time, and a slow sender must not hold the lock.
  try {
    await outbox.send(
      input.channel === 'sms'
        ? { ...message, channel: 'sms', template: { kind: 'verifyCode', params: { code } } }
        : {
            ...message,
            channel: 'email',
            subject: `验证码：${verifyPurposeLabels[input.purpose]}`,
          },
    );
  } catch (err) {
    // A code the person never got was not sent: it neither starts the wait for the next one
    // nor counts towards the daily cap, and the code sent before stays the one to type.
    await deleteCode(db, codeId);
    throw err;
  }
}

type Outcome = 'ok' | 'missing' | 'burned' | { wrong: number };

/**
 * Checks a typed code against the newest one sent to the target for this purpose. A right
 * code is consumed (single use); a wrong one costs a try, and the fifth wrong try burns it.
 * Throws BizError 40000 with a Chinese msg otherwise. Call it after the caller's own checks
 * that cannot fail later, so a refused request does not cost the person their code.
 */
export async function consumeVerifyCode(
  deps: Deps,
  input: VerifyTarget & { purpose: VerifyPurpose; code: string },
): Promise<void> {
  const targetHash = targetHashOf(deps, input);
  const typed = Buffer.from(codeHashOf(deps, targetHash, input.code.trim()));
  // Decided inside, thrown outside: a wrong try must be committed, not rolled back with the error.
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const row = await newestCodeForUpdate(tx, {
      channel: input.channel,
      targetHash,
      purpose: input.purpose,
    });
    if (!row || row.consumed || row.expired) return 'missing';
    if (row.attempts >= verifyCodeLimits.wrongTries) return 'burned';
    if (timingSafeEqual(Buffer.from(row.codeHash), typed)) {
      await markConsumed(tx, row.id);
      return 'ok';
    }
    await recordWrongTry(tx, row.id);
    return { wrong: verifyCodeLimits.wrongTries - row.attempts - 1 };
  });
  if (outcome === 'ok') return;
  if (outcome === 'missing')
    throw new BizError(BizCode.InvalidInput, verifyCodeMessages.wrongOrExpired);
  if (outcome === 'burned' || outcome.wrong === 0)
    throw new BizError(BizCode.InvalidInput, verifyCodeMessages.burned);
  throw new BizError(
    BizCode.InvalidInput,
    `${verifyCodeMessages.wrongOrExpired}，还可尝试${outcome.wrong}次`,
  );
}
