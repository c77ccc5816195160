import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { districts, serviceRecords as records, volunteers } from '../../db/schema/index';

/** Training time recorded by the organisation at `path` or below it, newest entry first. */
export async function findTrainingPage(
  db: Executor,
  q: { path: string; limit: number; offset: number },
) {
  const subtree = db
    .select({ id: districts.id })
    .from(districts)
    .where(like(districts.path, `${q.path}%`));
  return db
    .select({
      record: records,
      name: volunteers.name,
      mobileEnc: volunteers.mobileEnc,
      districtName: districts.name,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(records)
    .innerJoin(volunteers, eq(volunteers.id, records.volunteerId))
    .innerJoin(districts, eq(districts.id, records.districtId))
    .where(and(eq(records.kind, 'training'), inArray(records.districtId, subtree)))
    .orderBy(desc(records.id))
    .limit(q.limit)
    .offset(q.offset);
}
