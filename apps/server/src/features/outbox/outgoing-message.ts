import type { Executor } from '../../db/client';
import type { SmsTemplate } from './sms-template';

export type MessageChannel = 'sms' | 'email';

interface MessageBase {
  /** A mobile number for 'sms', an address for 'email'. */
  to: string;
  /** The whole text, as the outbox keeps it (secret blanked) and the development inbox shows it. */
  text: string;
  /**
   * A one-time code inside `text`. It goes to the recipient and nowhere else: the outbox keeps
   * the text with it blanked, so nobody reading the outbox (console or database) can use it.
   */
  secret?: string;
}

export type OutgoingMessage =
  | (MessageBase & { channel: 'email'; subject?: string })
  /** An SMS gateway sends a template, not free text: `template` is the text in its terms. */
  | (MessageBase & { channel: 'sms'; template: SmsTemplate });

/** The text as the outbox keeps it: the message's secret blanked. */
export function keptTextOf(msg: Pick<OutgoingMessage, 'text' | 'secret'>): string {
  return msg.secret ? msg.text.split(msg.secret).join('*'.repeat(msg.secret.length)) : msg.text;
}

/**
 * Where a message goes. Every sender leaves a row in the outbox table (the console's
 * 短信/邮件发件箱), so what the platform said to whom can always be read back.
 */
export interface MessageSender {
  send(db: Executor, msg: OutgoingMessage): Promise<void>;
}
