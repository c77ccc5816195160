import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  attendanceCorrections as corrections,
  attendances,
  orgAccounts,
  volunteers,
} from '../../db/schema/index';

/** A mission's organiser entries (optionally one shift or one attendance), newest first. */
export async function findCorrectionPage(
  db: Executor,
  q: { missionId: number; timeId?: number; attendanceId?: number; limit: number; offset: number },
) {
  return db
    .select({
      correction: corrections,
      timeId: attendances.timeId,
      volunteerId: attendances.volunteerId,
      name: volunteers.name,
      operatorName: sql<string>`coalesce(${orgAccounts.name}, '')`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(corrections)
    .innerJoin(attendances, eq(attendances.id, corrections.attendanceId))
    .innerJoin(volunteers, eq(volunteers.id, attendances.volunteerId))
    .leftJoin(orgAccounts, eq(orgAccounts.id, corrections.createdBy))
    .where(
      and(
        eq(attendances.missionId, q.missionId),
        q.timeId === undefined ? undefined : eq(attendances.timeId, q.timeId),
        q.attendanceId === undefined ? undefined : eq(attendances.id, q.attendanceId),
      ),
    )
    .orderBy(desc(corrections.id))
    .limit(q.limit)
    .offset(q.offset);
}
