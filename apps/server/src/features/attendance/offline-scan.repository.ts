import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  attendances,
  missionApplications as apps,
  missionTimes,
  missions,
} from '../../db/schema/index';

/**
 * The volunteer's accepted shifts that end after `from` and start before `to`, with what was
 * recorded of each so far: the phone's snapshot before it goes where there is no signal.
 * A volunteer holds a few dozen applications at most (the volunteer index walks them).
 */
export async function findAcceptedShiftsBetween(
  db: Executor,
  volunteerId: number,
  from: Date,
  to: Date,
) {
  return db
    .select({
      missionId: missions.id,
      timeId: missionTimes.id,
      subject: missions.subject,
      address: missions.address,
      startTime: missionTimes.startTime,
      endTime: missionTimes.endTime,
      signInAt: attendances.signInAt,
      signOutAt: attendances.signOutAt,
    })
    .from(apps)
    .innerJoin(missionTimes, eq(missionTimes.id, apps.timeId))
    .innerJoin(missions, eq(missions.id, apps.missionId))
    .leftJoin(
      attendances,
      and(eq(attendances.timeId, apps.timeId), eq(attendances.volunteerId, apps.volunteerId)),
    )
    .where(
      and(
        eq(apps.volunteerId, volunteerId),
        eq(apps.state, 'accepted'),
        ne(missions.status, 'cancelled'),
        gte(missionTimes.endTime, from),
        lte(missionTimes.startTime, to),
      ),
    )
    .orderBy(asc(missionTimes.startTime), asc(missionTimes.id))
    .limit(100);
}
