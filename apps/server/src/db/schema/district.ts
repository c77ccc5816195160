import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clock } from '../../kernel/clock';

/**
 * The organisation tree (the spec's "district"): province federation → city → county → organisation.
 * `path` is the materialised chain of ids ("/1/5/23/") so a subtree is one prefix scan.
 */
export const districts = pgTable(
  'districts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    parentId: bigint('parent_id', { mode: 'number' }),
    level: smallint('level').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    path: text('path').notNull().default(''),
    creditCode: varchar('credit_code', { length: 18 }),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    // Site settings; a node without its own falls back to the nearest ancestor's.
    icpFilling: varchar('icp_filling', { length: 100 }),
    headerImage: text('header_image'),
    footerImage: text('footer_image'),
    mailbox: varchar('mailbox', { length: 120 }),
    servicePhone: varchar('service_phone', { length: 32 }),
    sponsors: text('sponsors').array(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clock.now),
  },
  (t) => [
    index('districts_parent_idx').on(t.parentId),
    index('districts_path_idx').on(t.path.op('text_pattern_ops')),
    // Organisation search by name contains (ilike '%…%'); pg_trgm, migration 0003.
    index('districts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    uniqueIndex('districts_credit_code_uq')
      .on(t.creditCode)
      .where(sql`${t.creditCode} is not null`),
  ],
);

export type DistrictRow = typeof districts.$inferSelect;
