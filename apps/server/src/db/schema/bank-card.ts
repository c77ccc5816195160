import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orgAccounts } from './org-account';
import { volunteers } from './volunteer';
import { clock } from '../../kernel/clock';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The volunteer's current ID card photos for the bank card application. Stored outside the
 * public upload folder (see bank-card/idcard-photos.ts): an ID card is never a public file.
 */
export const bankCardIdcardPhotos = pgTable('bank_card_idcard_photos', {
  volunteerId: bigint('volunteer_id', { mode: 'number' })
    .primaryKey()
    .references(() => volunteers.id, { onDelete: 'cascade' }),
  frontFile: varchar('front_file', { length: 64 }),
  backFile: varchar('back_file', { length: 64 }),
  updatedAt: ts('updated_at').notNull().defaultNow().$defaultFn(clock.now),
});

/** One bank co-branded card application; the sections are kept as submitted (jsonb). */
export const bankCardApplications = pgTable(
  'bank_card_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    cardType: varchar('card_type', { length: 8 }).notNull(),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    material: jsonb('material').notNull(),
    contact: jsonb('contact'),
    gift: jsonb('gift'),
    frontFile: varchar('front_file', { length: 64 }).notNull(),
    backFile: varchar('back_file', { length: 64 }).notNull(),
    rejectReason: text('reject_reason'),
    redoReason: text('redo_reason'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => orgAccounts.id, {
      onDelete: 'set null',
    }),
    reviewedAt: ts('reviewed_at'),
    batchNo: varchar('batch_no', { length: 14 }),
    submittedAt: ts('submitted_at'),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
    updatedAt: ts('updated_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    // One open application per volunteer, also under two submits racing.
    uniqueIndex('bank_card_applications_open_uq')
      .on(t.volunteerId)
      .where(sql`${t.state} <> 'rejected'`),
    index('bank_card_applications_volunteer_idx').on(t.volunteerId, t.id),
    index('bank_card_applications_state_idx').on(t.state, t.id),
    index('bank_card_applications_batch_idx').on(t.batchNo),
  ],
);

export type BankCardApplicationRow = typeof bankCardApplications.$inferSelect;
