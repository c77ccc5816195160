import type { App } from '../../app';
import { sendMessage } from '../outbox/outbox';

/**
 * Tells the applicant by SMS after the decision is committed. A failed send must not turn a
 * saved registration or review into an error: it is logged, and the result is also shown on login.
 */
export async function notifyApplicant(app: App, mobile: string, text: string): Promise<void> {
  try {
    await sendMessage(app, { channel: 'sms', to: mobile, text: `【广东志愿者】${text}` });
  } catch (err) {
    app.log.warn({ err }, 'organisation registration notice not sent');
  }
}
