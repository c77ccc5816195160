import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { volunteers } from './volunteer';
import { clock } from '../../kernel/clock';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The federation's vocabulary of skills and certificates (技能证书: 急救证, 教师资格, 驾驶证…) that
 * missions may require and volunteers declare. Seeded by migration 0029; an entry no longer
 * offered is made inactive, never deleted, since missions and volunteers keep its code.
 */
export const qualifications = pgTable('qualifications', {
  code: varchar('code', { length: 32 }).primaryKey(),
  name: varchar('name', { length: 30 }).notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
});

/** The certificates a volunteer says they hold (个人信息 › 技能证书). */
export const volunteerQualifications = pgTable(
  'volunteer_qualifications',
  {
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 32 })
      .notNull()
      .references(() => qualifications.code),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    primaryKey({ columns: [t.volunteerId, t.code] }),
    index('volunteer_qualifications_code_idx').on(t.code),
  ],
);

export type QualificationRow = typeof qualifications.$inferSelect;
