import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clock } from '../../kernel/clock';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every verification code sent, one row per send. The target (mobile or e-mail) and the code
 * are kept only as keyed hashes: the rows serve the resend, daily and per-IP limits and the
 * check of a typed code, never a read-back. Only the newest live row of a target and purpose
 * can be consumed; `attempts` counts wrong tries against it.
 */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    channel: varchar('channel', { length: 8 }).notNull(),
    targetHash: varchar('target_hash', { length: 64 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    index('verify_codes_target_idx').on(t.targetHash, t.createdAt),
    index('verify_codes_ip_idx').on(t.ip, t.createdAt),
    index('verify_codes_live_idx')
      .on(t.targetHash, t.purpose, t.channel, t.id)
      .where(sql`${t.consumedAt} is null`),
  ],
);

export type VerifyCodeRow = typeof verifyCodes.$inferSelect;
