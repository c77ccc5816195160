import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { districts } from './district';
import { clock } from '../../kernel/clock';

export const volunteerNoSeq = pgSequence('volunteer_no_seq', { startWith: 1000001 });

/**
 * Volunteers. Resident ID and mobile are stored AES-GCM encrypted (`*_enc`) with an HMAC
 * beside them (`*_hash`) that carries the uniqueness and the login look-up.
 * The minute and apply counters are maintained by the features that change their sources,
 * in the same transaction, so reading them never scans history.
 */
export const volunteers = pgTable(
  'volunteers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    loginName: varchar('login_name', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    idCardEnc: text('id_card_enc'),
    idCardHash: varchar('id_card_hash', { length: 64 }),
    mobileEnc: text('mobile_enc'),
    mobileHash: varchar('mobile_hash', { length: 64 }),
    email: varchar('email', { length: 120 }),
    gender: varchar('gender', { length: 1 }),
    birthday: date('birthday', { mode: 'string' }),
    avatar: text('avatar'),
    volunteerNo: varchar('volunteer_no', { length: 32 })
      .notNull()
      .default(sql`('GD' || nextval('volunteer_no_seq')::text)`),
    passwordHash: text('password_hash').notNull(),
    passwordWeak: boolean('password_weak').notNull().default(false),
    forceChangePwd: boolean('force_change_pwd').notNull().default(false),
    logoffState: varchar('logoff_state', { length: 16 }).notNull().default('none'),
    logoffAt: timestamp('logoff_at', { withTimezone: true }),
    serviceMinutes: integer('service_minutes').notNull().default(0),
    trainingMinutes: integer('training_minutes').notNull().default(0),
    applyCount: integer('apply_count').notNull().default(0),
    starLevel: smallint('star_level').notNull().default(0),
    cardStatus: varchar('card_status', { length: 16 }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** 关怀模式 as the volunteer last chose it on any device; null: never chosen (issue 54). */
    careMode: boolean('care_mode'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clock.now),
  },
  (t) => [
    uniqueIndex('volunteers_login_name_uq').on(t.loginName),
    uniqueIndex('volunteers_id_card_hash_uq').on(t.idCardHash),
    uniqueIndex('volunteers_mobile_hash_uq').on(t.mobileHash),
    uniqueIndex('volunteers_volunteer_no_uq').on(t.volunteerNo),
  ],
);

/** Membership of a volunteer in organisation-tree nodes; at most one is the main one. */
export const volunteerDistricts = pgTable(
  'volunteer_districts',
  {
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    districtId: bigint('district_id', { mode: 'number' })
      .notNull()
      .references(() => districts.id),
    isMain: boolean('is_main').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clock.now),
  },
  (t) => [
    primaryKey({ columns: [t.volunteerId, t.districtId] }),
    index('volunteer_districts_district_idx').on(t.districtId),
    uniqueIndex('volunteer_districts_main_uq')
      .on(t.volunteerId)
      .where(sql`${t.isMain}`),
  ],
);

export type VolunteerRow = typeof volunteers.$inferSelect;
