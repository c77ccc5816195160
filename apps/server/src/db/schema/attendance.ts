import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { districts } from './district';
import { missionTimes, missions } from './mission';
import { volunteers } from './volunteer';
import { clock } from '../../kernel/clock';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One volunteer's presence at one shift (the spec's "missionServiceLog"): at most one row per
 * shift and volunteer, so a second sign-in is refused by the database as well as the service.
 * Times are what counts for hours; how they were taken (`*_method`) and the distance from the
 * mission at scan time stay for the organiser's review.
 */
export const attendances = pgTable(
  'attendances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => missions.id),
    timeId: bigint('time_id', { mode: 'number' })
      .notNull()
      .references(() => missionTimes.id),
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id),
    signInAt: ts('sign_in_at').notNull(),
    signOutAt: ts('sign_out_at'),
    /** 'qr' | 'code' | 'manual' */
    signInMethod: varchar('sign_in_method', { length: 8 }).notNull(),
    signOutMethod: varchar('sign_out_method', { length: 8 }),
    signInDistance: integer('sign_in_distance'),
    signOutDistance: integer('sign_out_distance'),
    /**
     * When a time came from a scan made without signal, the instant the phone uploaded it (the
     * time itself is the scan's); null for a scan online or an organiser's entry.
     */
    signInUploadedAt: ts('sign_in_uploaded_at'),
    signOutUploadedAt: ts('sign_out_uploaded_at'),
    /** An offline scan's place for the organiser to check: 'outside' | 'noPosition'. */
    signInReview: varchar('sign_in_review', { length: 16 }),
    signOutReview: varchar('sign_out_review', { length: 16 }),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
    updatedAt: ts('updated_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    uniqueIndex('attendances_time_volunteer_uq').on(t.timeId, t.volunteerId),
    // The organiser's list of one mission (optionally one shift), in sign-in order.
    index('attendances_mission_idx').on(t.missionId, t.timeId, t.id),
    check(
      'attendances_out_after_in',
      sql`${t.signOutAt} is null or ${t.signOutAt} >= ${t.signInAt}`,
    ),
  ],
);

/** Every organiser sign-in, sign-out or time change, with who, when and why (kept for audit). */
export const attendanceCorrections = pgTable(
  'attendance_corrections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    attendanceId: bigint('attendance_id', { mode: 'number' })
      .notNull()
      .references(() => attendances.id),
    /** 'sign_in' | 'sign_out' | 'correct' */
    action: varchar('action', { length: 16 }).notNull(),
    oldSignInAt: ts('old_sign_in_at'),
    oldSignOutAt: ts('old_sign_out_at'),
    newSignInAt: ts('new_sign_in_at'),
    newSignOutAt: ts('new_sign_out_at'),
    reason: varchar('reason', { length: 200 }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [index('attendance_corrections_attendance_idx').on(t.attendanceId, t.id)],
);

/**
 * Credited time, one row per sign-out or training entry. Only 'final' rows count, and they are
 * added to volunteers.service_minutes / training_minutes in the transaction that makes them
 * final, so totals are never summed from history. Certificates read the final service rows.
 */
export const serviceRecords = pgTable(
  'service_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id),
    missionId: bigint('mission_id', { mode: 'number' }).references(() => missions.id),
    timeId: bigint('time_id', { mode: 'number' }).references(() => missionTimes.id),
    attendanceId: bigint('attendance_id', { mode: 'number' }).references(() => attendances.id),
    /** 'service' | 'training' */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Training entries have a title of their own; service rows show the mission subject. */
    title: varchar('title', { length: 100 }),
    minutes: integer('minutes').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    /** 'publicity' | 'objected' | 'final' | 'void' */
    state: varchar('state', { length: 16 }).notNull(),
    publicityEndsAt: ts('publicity_ends_at').notNull(),
    finalAt: ts('final_at'),
    districtId: bigint('district_id', { mode: 'number' })
      .notNull()
      .references(() => districts.id),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
    updatedAt: ts('updated_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    index('service_records_volunteer_idx').on(t.volunteerId, t.state, t.occurredAt),
    // 服务记录's page and totals use service_records_volunteer_time_cover_idx
    // (volunteer_id, occurred_at, id) INCLUDE (kind, state, minutes), written by hand in
    // migration 0016 because drizzle has no INCLUDE: the page is read backwards in index order
    // (no sort of the whole history), the year filter is a range of it, and the totals are
    // summed from the index alone, without visiting every record.
    // One record per attendance: a sign-out replayed or raced cannot credit twice.
    uniqueIndex('service_records_attendance_uq')
      .on(t.attendanceId)
      .where(sql`${t.attendanceId} is not null`),
    // The finalisation job walks only what is due.
    index('service_records_publicity_due_idx')
      .on(t.publicityEndsAt, t.id)
      .where(sql`${t.state} = 'publicity'`),
    // Public publicity pages: missions with hours under notice, and one mission's rows.
    index('service_records_mission_open_idx')
      .on(t.missionId, t.id)
      .where(sql`${t.state} in ('publicity', 'objected')`),
    // The console's list of training time an organisation recorded, newest first.
    index('service_records_training_idx')
      .on(t.districtId, t.id)
      .where(sql`${t.kind} = 'training'`),
    check('service_records_minutes_nonneg', sql`${t.minutes} >= 0`),
  ],
);

/** Objections raised during publicity, by anyone; an open one holds its record back. */
export const publicityObjections = pgTable(
  'publicity_objections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRecords.id),
    /** The record's organisation and its tree path, so the console lists its subtree's objections. */
    districtId: bigint('district_id', { mode: 'number' })
      .notNull()
      .references(() => districts.id),
    districtPath: text('district_path').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    contact: varchar('contact', { length: 64 }),
    volunteerId: bigint('volunteer_id', { mode: 'number' }).references(() => volunteers.id),
    /** 'open' | 'upheld' | 'dismissed' */
    state: varchar('state', { length: 16 }).notNull().default('open'),
    resolutionNote: varchar('resolution_note', { length: 200 }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }),
    resolvedAt: ts('resolved_at'),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    index('publicity_objections_path_idx').on(t.districtPath.op('text_pattern_ops'), t.state, t.id),
    index('publicity_objections_record_idx').on(t.recordId),
    // At most one open objection per record; later ones join the queue only after resolution.
    uniqueIndex('publicity_objections_open_uq')
      .on(t.recordId)
      .where(sql`${t.state} = 'open'`),
  ],
);

export type AttendanceRow = typeof attendances.$inferSelect;
export type ServiceRecordRow = typeof serviceRecords.$inferSelect;
export type PublicityObjectionRow = typeof publicityObjections.$inferSelect;
