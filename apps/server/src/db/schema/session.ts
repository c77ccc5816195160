import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
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

/** Who did what sensitive thing, and from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorKind: varchar('actor_kind', { length: 16 }),
    actorId: bigint('actor_id', { mode: 'number' }),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 128 }),
    ip: varchar('ip', { length: 64 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    detail: jsonb('detail'),
  },
  (t) => [index('audit_log_actor_idx').on(t.actorKind, t.actorId, t.at)],
);

export type SessionRow = typeof sessions.$inferSelect;
