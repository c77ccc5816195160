import type { Deps } from '../../deps';
import { deliverQueuedEmails, type Outbox } from '../outbox';
import type { SiteMessageSender } from '../site-message';
import { sendDueReminders } from './reminder.job';
import { clock } from '../../kernel';

const reminderEveryMs = 10 * 60_000;
const mailEveryMs = 60_000;

/** Runs `task` on an interval, never two runs of it at once in this process. */
function every(ms: number, task: () => Promise<void>): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), ms);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Day-before reminders every 10 minutes, and delivery of the e-mail outbox every minute. Safe
 * on every instance at once (see sendDueReminders and deliverQueuedEmails).
 */
export function startCalendarJobs(
  deps: Deps,
  services: { outbox: Outbox; siteMessages: SiteMessageSender },
): () => void {
  const { db, config } = deps;
  const transport = services.outbox.mailTransport;
  let hasWarnedNoMail = false;

  const reminders = deps.metrics.job('reminders', reminderEveryMs);
  // Without SMTP nothing is due to be sent, so there is no mail job to fall behind.
  const mail = transport ? deps.metrics.job('mail', mailEveryMs) : null;

  const stopReminders = every(reminderEveryMs, async () => {
    try {
      const n = await reminders.track(() =>
        sendDueReminders(db, services.siteMessages, clock.now()),
      );
      if (n > 0) deps.log.info({ reminded: n }, '已发送活动提醒');
    } catch (err) {
      deps.log.error({ err }, '发送活动提醒失败');
    }
  });
  const stopMail = every(mailEveryMs, async () => {
    if (!transport) {
      if (!hasWarnedNoMail)
        deps.log.warn(
          '未配置 SMTP_URL：提醒邮件保留在发件队列（email_outbox，状态 queued）中，不会发出',
        );
      hasWarnedNoMail = true;
      return;
    }
    try {
      const n = await mail!.track(() => deliverQueuedEmails(db, transport, config.mailFrom!));
      if (n > 0) deps.log.info({ sent: n }, '已发送邮件');
    } catch (err) {
      deps.log.error({ err }, '发送邮件失败');
    }
  });
  return () => {
    stopReminders();
    stopMail();
    transport?.close();
  };
}
