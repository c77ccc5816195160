import { appendFile } from 'node:fs/promises';
import { maskEmail, maskMobile } from '@zyz/domain';
import type { Deps } from '../../deps';
import { emailOutbox } from '../../db/schema/index';
import { deliverQueuedEmails } from './email-outbox';
import type { Transporter } from 'nodemailer';
import { createMailTransport } from './mail-transport';
import { settleMail } from './outbox.repository';
import { keptTextOf, type MessageSender, type OutgoingMessage } from './outgoing-message';
import { createSmsGatewaySender } from './sms-gateway';
import { clock } from '../../kernel';

export {
  keptTextOf,
  type MessageChannel,
  type MessageSender,
  type OutgoingMessage,
} from './outgoing-message';

const defaultSubject = '志愿服务平台通知';

/**
 * Development outbox: the message is recorded as 'logged' (its secret blanked), the server log
 * says to whom (masked), and nothing leaves the machine. Serves SMS (no gateway is configured) and
 * e-mail without SMTP. With DEV_INBOX_FILE (never in production) the whole message, code and
 * all, is appended there too: that file, not the outbox, is where tests read a code.
 */
export function createDevOutboxSender(deps: Deps): MessageSender {
  const inbox = deps.config.devInboxFile;
  return {
    async send(db, msg) {
      const subject = msg.channel === 'email' ? (msg.subject ?? defaultSubject) : null;
      await db.insert(emailOutbox).values({
        channel: msg.channel,
        toAddress: msg.to,
        subject,
        body: keptTextOf(msg),
        status: 'logged',
      });
      if (inbox) {
        const line = { at: clock.now().toISOString(), channel: msg.channel, to: msg.to, subject };
        await appendFile(inbox, `${JSON.stringify({ ...line, text: msg.text })}\n`, {
          mode: 0o600,
        });
      }
      // Who, masked, and never what, in every mode: a log is copied into tickets and chats,
      // and a code next to a number is a sign-in. A developer reads codes in DEV_INBOX_FILE.
      deps.log.info(
        {
          channel: msg.channel,
          to: msg.channel === 'sms' ? maskMobile(msg.to) : maskEmail(msg.to),
        },
        inbox
          ? '开发发件箱：消息未外发（全文见 DEV_INBOX_FILE）'
          : '开发发件箱：消息未外发（内容见 email_outbox 表，验证码已隐藏；设置 DEV_INBOX_FILE 可查看全文）',
      );
    },
  };
}

/**
 * SMTP: queued in the outbox, then this one mail is delivered at once in the background by the
 * claim-and-send routine the calendar job runs every minute, which also retries a failure.
 * A mail with a secret cannot wait in the queue (the outbox keeps it blanked): it is sent at
 * once in the background, recorded 'sending', then 'sent' or 'failed', never retried; the
 * person asks for another code.
 */
export function createSmtpSender(deps: Deps, transport: Transporter): MessageSender {
  const from = deps.config.mailFrom!;
  return {
    async send(db, msg) {
      if (msg.channel !== 'email') throw new Error('the SMTP sender sends e-mail only');
      const subject = msg.subject ?? defaultSubject;
      if (msg.secret) {
        const [row] = await db
          .insert(emailOutbox)
          .values({
            channel: 'email',
            toAddress: msg.to,
            subject,
            body: keptTextOf(msg),
            status: 'sending',
            attempts: 1,
          })
          .returning({ id: emailOutbox.id });
        void transport
          .sendMail({ from, to: msg.to, subject, text: msg.text })
          .then(
            () => settleMail(deps.db, row!.id, { status: 'sent', sentAt: clock.now() }),
            (err: unknown) =>
              settleMail(deps.db, row!.id, {
                status: 'failed',
                lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
              }),
          )
          .catch((err: unknown) => deps.log.error({ err }, '发送邮件失败'));
        return;
      }
      const [row] = await db
        .insert(emailOutbox)
        .values({
          channel: 'email',
          toAddress: msg.to,
          subject,
          body: msg.text,
        })
        .returning({ id: emailOutbox.id });
      void deliverQueuedEmails(deps.db, transport, from, clock.now(), [row!.id]).catch(
        (err: unknown) => deps.log.error({ err }, '发送邮件失败'),
      );
    },
  };
}

/** The app's one way out for SMS and e-mail, built once by the composition root. */
export interface Outbox {
  /**
   * Sends one message through the channel's configured sender. With an SMS gateway, an SMS the
   * provider refuses or never takes throws a BizError with a Chinese message for the person.
   */
  send(msg: OutgoingMessage): Promise<void>;
  /**
   * The one SMTP transport, or null when SMTP_URL is not set: shared with the calendar's
   * delivery job, which closes it when the jobs stop.
   */
  mailTransport: Transporter | null;
}

export function createOutbox(deps: Deps): Outbox {
  const dev = createDevOutboxSender(deps);
  const mailTransport = createMailTransport(deps.config.smtpUrl);
  const { sms } = deps.config;
  const senders = {
    sms: sms ? createSmsGatewaySender(deps, sms) : dev,
    email: mailTransport ? createSmtpSender(deps, mailTransport) : dev,
  };
  return {
    send: (msg) => senders[msg.channel].send(deps.db, msg),
    mailTransport,
  };
}
