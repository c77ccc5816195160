import { and, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PublishState } from '@zyz/domain';

interface Scheduled {
  enabled: boolean;
  startAt: Date;
  endAt: Date | null;
}

/** What staff see in the console list; the portal shows only 'live'. */
export function publishStateOf(row: Scheduled, now: Date): PublishState {
  if (!row.enabled) return 'disabled';
  if (row.startAt > now) return 'scheduled';
  if (row.endAt && row.endAt <= now) return 'ended';
  return 'live';
}

/** The SQL twin of `publishStateOf(...) === 'live'`. */
export function isLiveAt(
  cols: { enabled: PgColumn; startAt: PgColumn; endAt: PgColumn },
  now: Date,
): SQL {
  return and(
    cols.enabled,
    lte(cols.startAt, now),
    or(isNull(cols.endAt), gt(cols.endAt, now)),
  ) as SQL;
}
