import type { Db } from '../../db/client';
import type { SiteMessageSender } from '../site-message';
import { chinaClock, chinaMonthDay, nextChinaDay } from './china-time';
import { queueEmails } from '../outbox';
import { claimReminders, findDueReminders, lockReferencedRows } from './reminder.repository';

const batchSize = 200;

type Claimed = Awaited<ReturnType<typeof claimReminders>>[number];

function reminderText(r: Claimed) {
  const when = `${chinaMonthDay(r.startTime)} ${chinaClock(r.startTime)}–${chinaClock(r.endTime)}`;
  return `您报名的活动「${r.subject}」将于明天（${when}）进行，地点：${r.address}。请合理安排时间，准时参加。`;
}

/**
 * Day-before reminders: every accepted application whose shift starts on the next China
 * calendar day gets one site message 活动提醒, and an e-mail when the volunteer bound an address;
 * `reminded_at` is set in the same transaction. `now` is a parameter so tests can drive it.
 * Answers how many were reminded by this call.
 */
export async function sendDueReminders(
  db: Db,
  siteMessages: SiteMessageSender,
  now: Date,
): Promise<number> {
  const { from, to } = nextChinaDay(now);
  let reminded = 0;
  for (;;) {
    const due = await findDueReminders(db, from, to, batchSize);
    if (due.length === 0) return reminded;
    const done = await db.transaction(async (tx) => {
      await lockReferencedRows(
        tx,
        [...new Set(due.map((d) => d.volunteerId))],
        [...new Set(due.map((d) => d.missionId))],
      );
      const claimed = await claimReminders(
        tx,
        due.map((d) => d.id),
        now,
      );
      await siteMessages.send(
        tx,
        claimed.map((r) => ({
          volunteerId: r.volunteerId,
          missionId: r.missionId,
          title: '活动提醒',
          content: reminderText(r),
        })),
      );
      await queueEmails(
        tx,
        claimed
          .filter((r) => r.email && r.email.trim() !== '')
          .map((r) => ({
            volunteerId: r.volunteerId,
            toAddress: r.email!.trim(),
            subject: `活动提醒：${r.subject}`,
            body: `${r.name}，您好：\n\n${reminderText(r)}\n\n如不能参加，请尽早在“我的活动”中取消报名，把名额留给其他志愿者。\n\n志愿服务平台`,
          })),
      );
      return claimed.length;
    });
    reminded += done;
    if (due.length < batchSize) return reminded;
  }
}
