import { sql } from 'drizzle-orm';
import { clock } from './clock';

/**
 * The platform's instant (kernel/clock.ts) as a timestamptz parameter, for rules written in
 * SQL: the database's own now() would not follow a test clock, and a row stamped by one clock
 * but judged by the other would expire early or never. ISO text, so both drivers read it alike.
 */
export const sqlNow = (instant: Date = clock.now()) => sql`${instant.toISOString()}::timestamptz`;
