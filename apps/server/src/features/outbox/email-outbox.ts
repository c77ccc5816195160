import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { clock } from '../../kernel';

export interface OutgoingEmail {
  volunteerId: number | null;
  toAddress: string;
  subject: string;
  body: string;
}

/** Queued in the caller's transaction: the mail exists exactly when its cause does. */
export async function queueEmails(tx: Executor, mails: OutgoingEmail[]) {
  if (mails.length === 0) return;
  await tx.insert(emailOutbox).values(mails);
}

const batchSize = 20;
const maxAttempts = 5;
/** A claimed row is retried after this lease if its sender died mid-way. */
const leaseMs = 10 * 60_000;
const backoffMs = (attempt: number) => 2 ** attempt * 60_000;

/**
 * Sends due queued mails. Rows are claimed by pushing `next_attempt_at` past a lease in one
 * `update … for update skip locked`, so instances running at once never send a mail twice.
 * `onlyIds` limits a run to those rows (the outbox's immediate send of one new mail).
 * Answers the number sent.
 */
export async function deliverQueuedEmails(
  db: Executor,
  transport: Transporter,
  from: string,
  now = clock.now(),
  onlyIds?: number[],
): Promise<number> {
  const only = onlyIds ? sql`and id in ${onlyIds}` : sql``;
  let sent = 0;
  for (;;) {
    const claimed = await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(
        inArray(
          emailOutbox.id,
          sql`(select id from ${emailOutbox} where status = 'queued' and channel = 'email' and next_attempt_at <= ${now} ${only}
            order by next_attempt_at, id limit ${batchSize} for update skip locked)`,
        ),
      )
      .returning();
    for (const mail of claimed) {
      try {
        await transport.sendMail({
          from,
          to: mail.toAddress,
          subject: mail.subject ?? '',
          text: mail.body,
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: clock.now(), lastError: null })
          .where(eq(emailOutbox.id, mail.id));
        sent++;
      } catch (err) {
        const gaveUp = mail.attempts >= maxAttempts;
        await db
          .update(emailOutbox)
          .set({
            status: gaveUp ? 'failed' : 'queued',
            lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + backoffMs(mail.attempts)),
          })
          .where(and(eq(emailOutbox.id, mail.id), eq(emailOutbox.status, 'queued')));
      }
    }
    if (claimed.length < batchSize) return sent;
  }
}
