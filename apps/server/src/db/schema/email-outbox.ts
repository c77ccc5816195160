import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { volunteers } from './volunteer';
import { clock } from '../../kernel/clock';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every outgoing message (the platform's outbox, read by the federation admin in the console).
 * E-mails are written in the transaction that decides to send them and delivered later by a
 * job, so a slow or absent mail server never holds a business transaction open.
 * channel: 'email' | 'sms'. status: 'queued' (waiting, also while no SMTP is configured),
 * 'sending' (handed to SMTP or the SMS gateway at once), 'sent', 'failed' (gave up, with
 * `last_error`), 'logged' (an SMS with no gateway: kept here and in the log only).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    volunteerId: bigint('volunteer_id', { mode: 'number' }).references(() => volunteers.id, {
      onDelete: 'set null',
    }),
    channel: varchar('channel', { length: 8 }).notNull().default('email'),
    toAddress: varchar('to_address', { length: 120 }).notNull(),
    /** Null for an SMS. */
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The SMS gateway's id of a message it accepted (Aliyun's BizId), for support queries. */
    providerRef: varchar('provider_ref', { length: 64 }),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow().$defaultFn(clock.now),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt, t.id),
    index('email_outbox_queued_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'queued'`),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
