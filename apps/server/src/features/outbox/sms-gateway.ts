import { setTimeout as sleep } from 'node:timers/promises';
import { maskMobile } from '@zyz/domain';
import type { Deps } from '../../deps';
import { emailOutbox } from '../../db/schema/index';
import type { SmsConfig } from '../../sms-config';
import { sendAliyunSms, type SmsAttempt, type SmsRequest } from './aliyun-sms';
import { keptTextOf, type MessageSender } from './outgoing-message';
import { settleMail } from './outbox.repository';
import { isPersonalRefusal, smsRefusalError } from './sms-refusal';
import { clock } from '../../kernel';

/** Waits 250 ms, then 500 ms, … between tries: a provider hiccup passes, a person still waits. */
const backoffMs = (attempt: number) => 250 * 2 ** (attempt - 1);

async function sendWithRetries(sms: SmsConfig, req: SmsRequest) {
  for (let attempt = 1; ; attempt++) {
    const result: SmsAttempt = await sendAliyunSms(sms, req);
    if (result.outcome !== 'transient' || attempt >= sms.attempts) return { result, attempt };
    await sleep(backoffMs(attempt));
  }
}

/**
 * SMS through the provider (SMS_PROVIDER), awaited so the caller learns the outcome: a code the
 * phone will not get must not be answered as sent. The outbox row is written 'sending' first
 * (text with its secret blanked), then settled 'sent' with the provider's id or 'failed' with
 * its error. A transient failure is retried SMS_ATTEMPTS times in all; a refusal is not.
 * Failure throws a BizError whose Chinese message the person can act on.
 */
export function createSmsGatewaySender(deps: Deps, sms: SmsConfig): MessageSender {
  return {
    async send(db, msg) {
      if (msg.channel !== 'sms') throw new Error('the SMS gateway sends SMS only');
      const [row] = await db
        .insert(emailOutbox)
        .values({
          channel: 'sms',
          toAddress: msg.to,
          subject: null,
          body: keptTextOf(msg),
          status: 'sending',
        })
        .returning({ id: emailOutbox.id });
      const { kind, params } = msg.template;
      const { result, attempt } = await sendWithRetries(sms, {
        phone: msg.to,
        templateCode: sms.templates[kind],
        templateParam: params,
      });
      // Who (masked) and what kind, never the variables: one of them may be the code.
      const facts = { to: maskMobile(msg.to), kind, attempts: attempt };
      if (result.outcome === 'accepted') {
        await settleMail(db, row!.id, {
          status: 'sent',
          sentAt: clock.now(),
          attempts: attempt,
          providerRef: result.messageId.slice(0, 64),
        });
        deps.log.info({ ...facts, providerRef: result.messageId }, '短信已发送');
        return;
      }
      const providerCode = result.outcome === 'refused' ? result.code : null;
      const lastError =
        result.outcome === 'refused' ? `${result.code}: ${result.message}` : result.error;
      await settleMail(db, row!.id, { status: 'failed', lastError, attempts: attempt });
      if (providerCode && isPersonalRefusal(providerCode))
        deps.log.info({ ...facts, providerCode }, '短信服务商拒绝发送');
      // Our account, signature or templates are wrong, or the provider is down: operators act.
      else deps.log.error({ ...facts, error: lastError }, '短信发送失败');
      throw smsRefusalError(providerCode);
    },
  };
}
