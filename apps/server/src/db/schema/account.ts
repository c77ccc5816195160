import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { districts } from './district';
import { siteMessages } from './mission';
import { orgAccounts } from './org-account';
import { volunteers } from './volunteer';
import { clock } from '../../kernel/clock';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Password recovery: after the code sent to the account's mobile or e-mail is checked, a
 * ticket (stored as a SHA-256 hash) lets the person set a new password once, within minutes.
 */
export const passwordResetTickets = pgTable(
  'password_reset_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** 'volunteer' or 'org' (the session kinds). */
    kind: varchar('kind', { length: 16 }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    /** 'sms' or 'email': how the person proved they own the account. */
    channel: varchar('channel', { length: 8 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    uniqueIndex('password_reset_tickets_token_uq').on(t.tokenHash),
    index('password_reset_tickets_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A site message that asks the volunteer to decide something (an organisation's invitation to
 * become its operator). The message carries a single-use, expiring link; the token is kept
 * hashed for the look-up and encrypted so the owner's message list can show the link again.
 */
export const siteMessageActions = pgTable(
  'site_message_actions',
  {
    siteMessageId: bigint('site_message_id', { mode: 'number' })
      .primaryKey()
      .references(() => siteMessages.id, { onDelete: 'cascade' }),
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    /** 'operatorInvite'. */
    kind: varchar('kind', { length: 32 }).notNull(),
    districtId: bigint('district_id', { mode: 'number' })
      .notNull()
      .references(() => districts.id),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => orgAccounts.id, {
      onDelete: 'set null',
    }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    tokenEnc: text('token_enc').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** pending → accepted | declined | revoked; an unused link past expiresAt is expired. */
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    decidedAt: ts('decided_at'),
    /** The console account the acceptance created. */
    resultAccountId: bigint('result_account_id', { mode: 'number' }).references(
      () => orgAccounts.id,
      { onDelete: 'set null' },
    ),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    uniqueIndex('site_message_actions_token_uq').on(t.tokenHash),
    // One open invitation per organisation and volunteer; the service closes stale ones first.
    uniqueIndex('site_message_actions_pending_uq')
      .on(t.kind, t.districtId, t.volunteerId)
      .where(sql`${t.state} = 'pending'`),
    index('site_message_actions_volunteer_idx').on(t.volunteerId),
  ],
);

export type PasswordResetTicketRow = typeof passwordResetTickets.$inferSelect;
export type SiteMessageActionRow = typeof siteMessageActions.$inferSelect;
