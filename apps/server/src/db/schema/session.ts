import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clock } from '../../kernel/clock';

/** Bearer sessions. Only SHA-256 hashes of the tokens are stored; a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    refreshHash: varchar('refresh_hash', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 256 }),
    /**
     * Null: the whole console or portal. 'mfaEnrol': a staff member who must set up a second
     * factor before anything else (REQUIRE_STAFF_MFA) may only do that and sign out.
     */
    scope: varchar('scope', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clock.now),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    uniqueIndex('sessions_refresh_hash_uq').on(t.refreshHash),
    index('sessions_subject_idx').on(t.kind, t.subjectId),
    index('sessions_refresh_expires_idx').on(t.refreshExpiresAt),
  ],
);

/** Failed-login counters (one row per key, window opened by the first failure). */
export const loginFailures = pgTable('login_failures', {
  key: varchar('key', { length: 100 }).primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/**
 * Who did what sensitive thing, when, from where, on which object, and why where a reason was
 * asked. Append-only: no route edits or deletes it, and a trigger refuses UPDATE and DELETE
 * (migration 0027). `district_path` is the organisation-tree node the entry belongs to (the
 * acting staff's node, or the object's), so staff read their subtree by prefix; entries
 * without one (a volunteer's own acts) are read by the province's staff only.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorKind: varchar('actor_kind', { length: 16 }),
    actorId: bigint('actor_id', { mode: 'number' }),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 128 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 256 }),
    districtPath: text('district_path'),
    reason: varchar('reason', { length: 500 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    detail: jsonb('detail'),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorKind, t.actorId, t.at),
    index('audit_log_path_idx').on(t.districtPath.op('text_pattern_ops'), t.at, t.id),
    index('audit_log_at_idx').on(t.at, t.id),
  ],
);

/**
 * The second step of a console sign-in with a second factor: the password was right, and this
 * ticket (kept as a SHA-256 hash) lets the holder finish with a code within minutes. It dies
 * after its fifth wrong code, or once used.
 */
export const mfaTickets = pgTable(
  'mfa_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    ticketHash: varchar('ticket_hash', { length: 64 }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    failures: smallint('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clock.now),
  },
  (t) => [
    uniqueIndex('mfa_tickets_hash_uq').on(t.ticketHash),
    index('mfa_tickets_expires_idx').on(t.expiresAt),
  ],
);

/** One-time recovery codes of a console account's second factor, kept as keyed hashes. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_recovery_codes_account_idx').on(t.accountId)],
);

export type SessionRow = typeof sessions.$inferSelect;
