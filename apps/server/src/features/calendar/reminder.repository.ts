import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { missionApplications, missionTimes, missions, volunteers } from '../../db/schema/index';

/**
 * Accepted, not yet reminded applications whose shift starts in [from, to), a batch at a time.
 * Driven from the day's shifts (mission_times_start_idx, then the unreminded applications of
 * each shift): ordered by application id instead, the planner walked the whole primary key of
 * applications and tested each one's shift, 22 s per batch among 38 M applications.
 */
export async function findDueReminders(db: Executor, from: Date, to: Date, limit: number) {
  return db
    .select({
      id: missionApplications.id,
      volunteerId: missionApplications.volunteerId,
      missionId: missionApplications.missionId,
    })
    .from(missionTimes)
    .innerJoin(missionApplications, eq(missionApplications.timeId, missionTimes.id))
    .innerJoin(missions, eq(missions.id, missionApplications.missionId))
    .where(
      and(
        gte(missionTimes.startTime, from),
        lt(missionTimes.startTime, to),
        eq(missionApplications.state, 'accepted'),
        isNull(missionApplications.remindedAt),
        inArray(missions.status, ['published', 'closed']),
      ),
    )
    .orderBy(asc(missionTimes.startTime))
    .limit(limit);
}

/**
 * Takes the rows the messages will reference in the platform's lock order (volunteers, then
 * missions, each by id) before touching applications, so the job never deadlocks with an
 * apply, a cancellation or a review running at the same time. Key-share locks only keep the
 * rows from vanishing: they do not block the counters other transactions update.
 */
export async function lockReferencedRows(
  tx: Executor,
  volunteerIds: number[],
  missionIds: number[],
) {
  await tx
    .select({ id: volunteers.id })
    .from(volunteers)
    .where(inArray(volunteers.id, volunteerIds))
    .orderBy(asc(volunteers.id))
    .for('key share');
  await tx
    .select({ id: missions.id })
    .from(missions)
    .where(inArray(missions.id, missionIds))
    .orderBy(asc(missions.id))
    .for('key share');
}

/**
 * Marks the applications reminded and answers the ones this call marked, with what the
 * message needs. The `reminded_at is null` guard makes a second instance that picked the same
 * rows wait for the first to commit, then find nothing left to do.
 */
export async function claimReminders(tx: Executor, ids: number[], at: Date) {
  const claimed = await tx
    .update(missionApplications)
    .set({ remindedAt: at })
    .where(
      and(
        inArray(missionApplications.id, ids),
        eq(missionApplications.state, 'accepted'),
        isNull(missionApplications.remindedAt),
      ),
    )
    .returning({ id: missionApplications.id });
  if (claimed.length === 0) return [];
  return tx
    .select({
      volunteerId: missionApplications.volunteerId,
      missionId: missions.id,
      subject: missions.subject,
      address: missions.address,
      startTime: missionTimes.startTime,
      endTime: missionTimes.endTime,
      name: volunteers.name,
      email: volunteers.email,
    })
    .from(missionApplications)
    .innerJoin(missions, eq(missions.id, missionApplications.missionId))
    .innerJoin(missionTimes, eq(missionTimes.id, missionApplications.timeId))
    .innerJoin(volunteers, eq(volunteers.id, missionApplications.volunteerId))
    .where(
      inArray(
        missionApplications.id,
        claimed.map((c) => c.id),
      ),
    );
}
