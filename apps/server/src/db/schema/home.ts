import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { districts } from './district';
import { volunteers } from './volunteer';
import { clock } from '../../kernel/clock';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Platform-wide figures for Home (volunteers, organisations, public missions, service minutes).
 * Kept by triggers (migration 0010) in the transaction that changes the rows they count, split
 * over slots so concurrent registrations do not queue on one row; a read sums the slots.
 */
export const platformCounters = pgTable(
  'platform_counters',
  {
    name: varchar('name', { length: 32 }).notNull(),
    slot: smallint('slot').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);

/**
 * Service minutes a volunteer was credited in a calendar month (China time, `yyyymm`), added by
 * the finalisation job with the totals, so "this month's ranking" reads one index range.
 */
export const volunteerMonthMinutes = pgTable(
  'volunteer_month_minutes',
  {
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    minutes: integer('minutes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.volunteerId, t.month] }),
    index('volunteer_month_minutes_rank_idx').on(t.month, t.minutes.desc(), t.volunteerId),
  ],
);

/** Home carousel pictures, owned by a federation node; shown while enabled and in schedule. */
export const banners = pgTable(
  'banners',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    districtId: bigint('district_id', { mode: 'number' })
      .notNull()
      .references(() => districts.id),
    position: smallint('position').notNull().default(1),
    title: varchar('title', { length: 60 }).notNull(),
    image: text('image').notNull(),
    link: text('link').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at'),
    enabled: boolean('enabled').notNull().default(true),
    clickCount: bigint('click_count', { mode: 'number' }).notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
    updatedAt: ts('updated_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [index('banners_list_idx').on(t.districtId, t.position, t.sortOrder, t.id)],
);

/** Notices on Home: `showType` 1 = notice board, 2 = scrolling bar; pinned first, then newest. */
export const announcements = pgTable(
  'announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    districtId: bigint('district_id', { mode: 'number' })
      .notNull()
      .references(() => districts.id),
    showType: smallint('show_type').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at'),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
    updatedAt: ts('updated_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    index('announcements_list_idx').on(t.districtId, t.showType, t.pinned.desc(), t.startAt.desc()),
  ],
);

export type BannerRow = typeof banners.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
