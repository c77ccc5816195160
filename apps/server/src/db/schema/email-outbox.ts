import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { volunteers } from './volunteer';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * E-mails to send, written in the transaction that decides to send them and delivered later by
 * a job, so a slow or absent mail server never holds a business transaction open.
 * status: 'queued' (waiting, also while no SMTP is configured), 'sent', 'failed' (gave up).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    volunteerId: bigint('volunteer_id', { mode: 'number' }).references(() => volunteers.id, {
      onDelete: 'set null',
    }),
    toAddress: varchar('to_address', { length: 120 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_queued_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'queued'`),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
