import type { Deps } from '../../deps';
import type { Outbox, SmsTemplate } from '../outbox';

/**
 * Tells the applicant by SMS after the decision is committed. A failed send must not turn a
 * saved registration or review into an error: it is logged, and the result is also shown on login.
 */
export async function notifyApplicant(
  deps: Deps,
  outbox: Outbox,
  mobile: string,
  text: string,
  template: SmsTemplate,
): Promise<void> {
  try {
    await outbox.send({
      channel: 'sms',
      to: mobile,
      text: `【广东志愿者】${text}`,
      template,
    });
  } catch (err) {
    deps.log.warn({ err }, 'organisation registration notice not sent');
  }
}
