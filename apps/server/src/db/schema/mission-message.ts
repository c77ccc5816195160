import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { districts } from './district';
import { missions, missionTimes } from './mission';
import { orgAccounts } from './org-account';
import { clock } from '../../kernel/clock';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * 群发消息: each message an organiser sent to a mission's (or one shift's) applicants, with who
 * sent it, to how many and the text. The per-organisation hourly limit counts these rows by
 * `sender_district_id` and `created_at`.
 */
export const missionMessages = pgTable(
  'mission_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    /** The shift it went to; null for the whole mission (or a shift deleted since). */
    timeId: bigint('time_id', { mode: 'number' }).references(() => missionTimes.id, {
      onDelete: 'set null',
    }),
    /** The shift's times as they were, kept when it is deleted. */
    shiftStart: ts('shift_start'),
    shiftEnd: ts('shift_end'),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => orgAccounts.id),
    senderName: varchar('sender_name', { length: 64 }).notNull(),
    /** The sender's organisation: the hourly limit is counted per organisation. */
    senderDistrictId: bigint('sender_district_id', { mode: 'number' })
      .notNull()
      .references(() => districts.id),
    /** Application states it went to: accepted, waitlisted, pending. */
    states: varchar('states', { length: 16 }).array().notNull(),
    content: text('content').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    emailCount: integer('email_count').notNull(),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    index('mission_messages_mission_idx').on(t.missionId, t.createdAt.desc()),
    index('mission_messages_sender_district_idx').on(t.senderDistrictId, t.createdAt),
  ],
);

export type MissionMessageRow = typeof missionMessages.$inferSelect;
