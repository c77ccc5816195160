import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ApplyConditions } from '@zyz/domain';
import { districts } from './district';
import { volunteers } from './volunteer';
import { clock } from '../../kernel/clock';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Missions, owned by an organisation-tree node. `district_path` copies the node's materialised
 * path so "missions of this node and below" is one prefix scan, for organisers and the portal.
 * `applied_count` is the places held (pending + accepted) over all shifts, kept current in the
 * transactions that change applications.
 */
export const missions = pgTable(
  'missions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    districtId: bigint('district_id', { mode: 'number' })
      .notNull()
      .references(() => districts.id),
    districtPath: text('district_path').notNull(),
    subject: varchar('subject', { length: 100 }).notNull(),
    missionType: varchar('mission_type', { length: 8 }).notNull(),
    serviceTimeType: smallint('service_time_type').notNull().default(1),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    address: varchar('address', { length: 200 }).notNull(),
    // Double precision is enough for metres and keeps distance sorting arithmetic cheap.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    recruitStart: ts('recruit_start').notNull(),
    recruitEnd: ts('recruit_end').notNull(),
    serviceStart: ts('service_start').notNull(),
    serviceEnd: ts('service_end').notNull(),
    requirements: text('requirements').notNull().default(''),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    coverImage: text('cover_image'),
    description: text('description').notNull().default(''),
    hasWaitlist: boolean('has_waitlist').notNull().default(false),
    /**
     * 报名条件, null when anyone may apply. The certificates keep the names they had when set,
     * so the public detail needs no look-up; the apply check compares their codes.
     */
    applyConditions: jsonb('apply_conditions').$type<ApplyConditions>(),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    appliedCount: integer('applied_count').notNull().default(0),
    quotaTotal: integer('quota_total').notNull().default(0),
    shiftCount: integer('shift_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
    updatedAt: ts('updated_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    // Subtree filters (console scope, portal district) with status and type read from the
    // index alone, so counting a city's missions never visits the table.
    index('missions_path_idx').on(t.districtPath.op('text_pattern_ops'), t.status, t.missionType),
    index('missions_status_published_idx').on(t.status, t.publishedAt.desc()),
    // The portal's default list (published or closed, newest first) walks
    // missions_public_newest_cover_idx (published_at DESC NULLS FIRST, id DESC NULLS FIRST)
    // INCLUDE (district_path, mission_type, subject, service_start, service_end) WHERE status in
    // ('published', 'closed'), written by hand in migration 0020 because drizzle has no INCLUDE.
    // The walk stops after a page whatever filters ride along, and the subtree, type, keyword
    // and date filters (and the capped total) are read from the index itself, not from 4 M rows
    // of the table. NULLS
    // FIRST is what `order by … desc` means; an index sorted otherwise could not give that order.
    // The lists' keyword with their other filters, as one inverted index: the subject's
    // two-character pieces, 't:' and the type, 'd:' and each enclosing node's path. A Chinese
    // keyword has no trigrams to narrow by, and a keyword that matches little together with a
    // type or a city walked all 4 M missions; here the posting lists are intersected.
    // mission_search_terms() is an immutable SQL function written in migration 0021. It
    // replaced the subject's trigram index (dropped in 0023), which found nothing a pair does
    // not and led the planner to recheck hundreds of thousands of rows.
    index('missions_search_terms_idx').using(
      'gin',
      sql`mission_search_terms(${t.subject}, ${t.missionType}, ${t.districtPath})`,
    ),
    // 离我最近: the nearest listed missions walked from a GiST index (k-nearest), instead of
    // the distance of every mission in the province sorted per request. Longitude is scaled by
    // cos 23° (the province's middle) so a degree weighs about the same both ways; the list
    // re-sorts its candidates by the exact distance (portal.repository.ts, nearbyPoint).
    // missions_public_nearby_cover_idx: gist (point(longitude * 0.92, latitude)) INCLUDE (id,
    // longitude, latitude, status, district_path, mission_type, subject, service_start,
    // service_end) WHERE status in ('published', 'closed') and latitude is not null, and
    // 最早开始 walks missions_public_start_cover_idx (service_start, id) INCLUDE (status,
    // district_path, mission_type, subject, service_end) WHERE status in ('published',
    // 'closed'); both hand-written in migration 0024 (drizzle has no INCLUDE). With a keyword
    // the walk tests tens of thousands of subjects for page 50; read from the index alone that
    // took 32 ms instead of 670 ms (start) and 0.2 s instead of 1.2 s cold (nearest), at 4.2 M
    // missions.
    // The console's list, newest created first: a city's or the province's staff walk
    // missions_created_cover_idx (created_at DESC NULLS FIRST, id DESC NULLS FIRST) INCLUDE
    // (district_path, status, mission_type) and keep their subtree's ids until the page is
    // full, from the index alone, then read those rows (hand-written in migration 0022: drizzle
    // has no INCLUDE). Reading each walked row from the table cost 300 ms for page 50 of the
    // province's 4.2 M missions. With a service type the walk is
    // missions_type_created_cover_idx (mission_type, created_at DESC NULLS FIRST, id DESC NULLS
    // FIRST) INCLUDE (district_path, status), migration 0025: page 50 of one type of eight
    // walked 5,800 entries of the newest-first index to keep 500, and now walks those 500.
    index('missions_status_start_idx').on(t.status, t.serviceStart),
    index('missions_type_idx').on(t.missionType, t.status),
  ],
);

/**
 * Every change to what the public list filters or orders by, one row per mission written
 * (triggers of migration 0026): each instance's in-memory catalog of listed missions reads
 * what came after its last sequence number instead of scanning `missions` again. Rows older
 * than an hour are deleted by housekeeping.
 */
export const missionCatalogChanges = pgTable('mission_catalog_changes', {
  seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  missionId: bigint('mission_id', { mode: 'number' }).notNull(),
  changedAt: ts('changed_at').notNull().defaultNow().$defaultFn(clock.now),
});

/** Shifts ("times"). `held_count` = pending + accepted, `waitlist_count` = waitlisted, both exact. */
export const missionTimes = pgTable(
  'mission_times',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
    quota: integer('quota').notNull(),
    creditMinutes: integer('credit_minutes').notNull().default(0),
    heldCount: integer('held_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    index('mission_times_mission_idx').on(t.missionId, t.startTime),
    // The day-before reminder job finds tomorrow's shifts by start time across all missions.
    index('mission_times_start_idx').on(t.startTime),
  ],
);

export const missionApplications = pgTable(
  'mission_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    timeId: bigint('time_id', { mode: 'number' })
      .notNull()
      .references(() => missionTimes.id, { onDelete: 'cascade' }),
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 200 }),
    /** Order on the waitlist: the first waitlisted_at (then id) moves up first. */
    waitlistedAt: ts('waitlisted_at'),
    decidedAt: ts('decided_at'),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    deletedByVolunteer: boolean('deleted_by_volunteer').notNull().default(false),
    /** Set when the day-before reminder went out, so no instance sends it twice. */
    remindedAt: ts('reminded_at'),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
    updatedAt: ts('updated_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    // The database itself refuses a second live application of one volunteer for one shift.
    uniqueIndex('mission_applications_live_uq')
      .on(t.timeId, t.volunteerId)
      .where(sql`${t.state} in ('pending', 'accepted', 'waitlisted')`),
    index('mission_applications_volunteer_idx').on(t.volunteerId, t.createdAt.desc()),
    index('mission_applications_mission_idx').on(t.missionId, t.state),
    index('mission_applications_waitlist_idx')
      .on(t.timeId, t.waitlistedAt, t.id)
      .where(sql`${t.state} = 'waitlisted'`),
    index('mission_applications_unreminded_idx')
      .on(t.timeId)
      .where(sql`${t.state} = 'accepted' and ${t.remindedAt} is null`),
  ],
);

export const missionFavourites = pgTable(
  'mission_favourites',
  {
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    primaryKey({ columns: [t.volunteerId, t.missionId] }),
    index('mission_favourites_volunteer_idx').on(t.volunteerId, t.createdAt.desc()),
  ],
);

/** Site messages (站内信) to volunteers: decisions, promotions, cancellations. */
export const siteMessages = pgTable(
  'site_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    /** The mission the message is about, so the portal can link to it; kept if it is deleted. */
    missionId: bigint('mission_id', { mode: 'number' }).references(() => missions.id, {
      onDelete: 'set null',
    }),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    index('site_messages_volunteer_idx').on(t.volunteerId, t.createdAt.desc()),
    // The unread badge is asked on every portal page; count only the unread rows.
    index('site_messages_unread_idx')
      .on(t.volunteerId)
      .where(sql`${t.readAt} is null`),
  ],
);

export type MissionRow = typeof missions.$inferSelect;
export type MissionTimeRow = typeof missionTimes.$inferSelect;
export type MissionApplicationRow = typeof missionApplications.$inferSelect;
