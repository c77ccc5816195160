import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { districts } from './district';
import { orgAccounts } from './org-account';
import { volunteers } from './volunteer';
import { clock } from '../../kernel/clock';

/**
 * What an organisation told us when it registered, and the review of it. One row per
 * self-registered node; the node itself (name, credit code, place in the tree) is in
 * `districts`, whose status follows the review: pending → active, or rejected.
 */
export const orgProfiles = pgTable(
  'org_profiles',
  {
    districtId: bigint('district_id', { mode: 'number' })
      .primaryKey()
      .references(() => districts.id),
    orgType: varchar('org_type', { length: 32 }).notNull(),
    regionCode: varchar('region_code', { length: 6 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    contactName: varchar('contact_name', { length: 64 }).notNull(),
    contactMobileEnc: text('contact_mobile_enc').notNull(),
    licenceImage: text('licence_image').notNull(),
    intro: varchar('intro', { length: 1000 }),
    reviewState: varchar('review_state', { length: 16 }).notNull().default('pending'),
    rejectReason: varchar('reject_reason', { length: 200 }),
    appliedAt: timestamp('applied_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clock.now),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => orgAccounts.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('org_profiles_review_idx').on(t.reviewState, t.appliedAt)],
);

/**
 * A volunteer's request to join a node, and its fate. Approval writes the membership into
 * `volunteer_districts`; a volunteer has at most one pending request per node.
 */
export const orgJoins = pgTable(
  'org_joins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    districtId: bigint('district_id', { mode: 'number' })
      .notNull()
      .references(() => districts.id),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    reason: varchar('reason', { length: 200 }),
    appliedAt: timestamp('applied_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clock.now),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => orgAccounts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('org_joins_pending_uq')
      .on(t.volunteerId, t.districtId)
      .where(sql`${t.state} = 'pending'`),
    index('org_joins_district_idx').on(t.districtId, t.state, t.appliedAt),
    index('org_joins_volunteer_idx').on(t.volunteerId, t.appliedAt),
  ],
);

export type OrgProfileRow = typeof orgProfiles.$inferSelect;
export type OrgJoinRow = typeof orgJoins.$inferSelect;
