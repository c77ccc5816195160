import { bigint, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { volunteers } from './volunteer';
import { clock } from '../../kernel/clock';

/**
 * A volunteer's personal calendar feed. The secret in the feed URL is looked up by its SHA-256
 * (`secret_hash`); it is also kept AES-GCM encrypted (`secret_enc`) so the portal can show the
 * same URL again. Resetting replaces both, and the old URL stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .primaryKey()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    secretEnc: text('secret_enc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clock.now),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_hash_uq').on(t.secretHash)],
);
