import {
  bigint,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { districts } from './district';
import { clock } from '../../kernel/clock';

/** Staff accounts of an organisation-tree node: federation staff or an organisation's own. */
export const orgAccounts = pgTable(
  'org_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    districtId: bigint('district_id', { mode: 'number' })
      .notNull()
      .references(() => districts.id),
    loginName: varchar('login_name', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    mobileEnc: text('mobile_enc'),
    mobileHash: varchar('mobile_hash', { length: 64 }),
    email: varchar('email', { length: 120 }),
    role: varchar('role', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    passwordHash: text('password_hash').notNull(),
    passwordWeak: boolean('password_weak').notNull().default(false),
    forceChangePwd: boolean('force_change_pwd').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The second factor (TOTP): its secret encrypted with DATA_KEY; live once enabledAt is set. */
    totpSecretEnc: text('totp_secret_enc'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted, so a code is refused the second time. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clock.now),
  },
  (t) => [
    uniqueIndex('org_accounts_login_name_uq').on(t.loginName),
    uniqueIndex('org_accounts_mobile_hash_uq').on(t.mobileHash),
    index('org_accounts_district_idx').on(t.districtId),
  ],
);

export type OrgAccountRow = typeof orgAccounts.$inferSelect;
