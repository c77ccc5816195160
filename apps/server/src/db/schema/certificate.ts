import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CertificateRow } from '@zyz/domain';
import { volunteers } from './volunteer';
import { clock } from '../../kernel/clock';

/** Running part of certificate numbers (GDZYZ-2026-000123); gaps after a lost race are harmless. */
export const certificateNoSeq = pgSequence('certificate_no_seq', { startWith: 1 });

/**
 * Issued time certificates. Everything the PDF shows is frozen here at issue (name, masked ID,
 * rows, totals, issuer), so a certificate reads the same forever, whatever happens to the
 * records later; `content_hash` is the SHA-256 of that snapshot. The verification code is
 * random and separate from the number, so knowing or guessing numbers reveals nothing.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    number: varchar('number', { length: 32 }).notNull(),
    verifyCode: varchar('verify_code', { length: 32 }).notNull(),
    volunteerName: varchar('volunteer_name', { length: 64 }).notNull(),
    idCardMasked: varchar('id_card_masked', { length: 32 }).notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    rows: jsonb('rows').$type<CertificateRow[]>().notNull(),
    issuer: varchar('issuer', { length: 100 }).notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clock.now),
  },
  (t) => [
    // Issuing the same range again answers the certificate already issued.
    uniqueIndex('certificates_volunteer_range_uq').on(t.volunteerId, t.beginDate, t.endDate),
    uniqueIndex('certificates_number_uq').on(t.number),
    uniqueIndex('certificates_verify_code_uq').on(t.verifyCode),
    index('certificates_volunteer_idx').on(t.volunteerId, t.id),
  ],
);

export type CertificateRecord = typeof certificates.$inferSelect;
