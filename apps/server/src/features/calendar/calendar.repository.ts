import { and, asc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  calendarFeeds,
  districts,
  missionApplications,
  missionTimes,
  missions,
  volunteers,
} from '../../db/schema/index';
import { clock } from '../../kernel';

const shiftColumns = {
  applicationId: missionApplications.id,
  state: missionApplications.state,
  subject: missions.subject,
  address: missions.address,
  latitude: missions.latitude,
  longitude: missions.longitude,
  contactName: missions.contactName,
  contactPhone: missions.contactPhone,
  requirements: missions.requirements,
  districtName: districts.name,
  startTime: missionTimes.startTime,
  endTime: missionTimes.endTime,
};

export type ShiftOfApplication = Awaited<ReturnType<typeof findShiftOfApplication>> & object;

const shiftQuery = (db: Executor) =>
  db
    .select(shiftColumns)
    .from(missionApplications)
    .innerJoin(missions, eq(missions.id, missionApplications.missionId))
    .innerJoin(missionTimes, eq(missionTimes.id, missionApplications.timeId))
    .innerJoin(districts, eq(districts.id, missions.districtId));

/** One application of the volunteer with its shift; null when it is not theirs. */
export async function findShiftOfApplication(
  db: Executor,
  volunteerId: number,
  applicationId: number,
) {
  const [row] = await shiftQuery(db)
    .where(
      and(
        eq(missionApplications.id, applicationId),
        eq(missionApplications.volunteerId, volunteerId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The volunteer's accepted shifts ending after `since`, soonest first. */
export async function findAcceptedShifts(db: Executor, volunteerId: number, since: Date) {
  return shiftQuery(db)
    .where(
      and(
        eq(missionApplications.volunteerId, volunteerId),
        eq(missionApplications.state, 'accepted'),
        gte(missionTimes.endTime, since),
      ),
    )
    .orderBy(asc(missionTimes.startTime))
    .limit(500);
}

export async function findFeedSecretEnc(db: Executor, volunteerId: number) {
  const [row] = await db
    .select({ secretEnc: calendarFeeds.secretEnc })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.volunteerId, volunteerId));
  return row?.secretEnc ?? null;
}

/** Sets the volunteer's feed secret; with `replace` false an existing one is kept. */
export async function saveFeedSecret(
  db: Executor,
  row: { volunteerId: number; secretHash: string; secretEnc: string },
  replace: boolean,
) {
  const insert = db.insert(calendarFeeds).values(row);
  await (replace
    ? insert.onConflictDoUpdate({
        target: calendarFeeds.volunteerId,
        set: { secretHash: row.secretHash, secretEnc: row.secretEnc, createdAt: clock.now() },
      })
    : insert.onConflictDoNothing({ target: calendarFeeds.volunteerId }));
}

/** The owner of a feed secret, if their account is still in use. */
export async function findFeedOwner(db: Executor, secretHash: string) {
  const [row] = await db
    .select({ volunteerId: calendarFeeds.volunteerId, logoffState: volunteers.logoffState })
    .from(calendarFeeds)
    .innerJoin(volunteers, eq(volunteers.id, calendarFeeds.volunteerId))
    .where(eq(calendarFeeds.secretHash, secretHash));
  return row && row.logoffState === 'none' ? row.volunteerId : null;
}
