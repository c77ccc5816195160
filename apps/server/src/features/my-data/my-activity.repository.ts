import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  attendances,
  districts,
  evaluations,
  missionApplications as apps,
  missionTimes,
  missions,
  serviceRecords,
} from '../../db/schema/index';

// The volunteer's whole history of taking part, every row by their own id, for the copy of
// their data. The portal's lists read pages of the same rows; this reads them all at once.

/** Every application, also those the volunteer deleted from their list, oldest first. */
export async function findAllApplications(db: Executor, volunteerId: number) {
  return db
    .select({
      id: apps.id,
      subject: missions.subject,
      missionType: missions.missionType,
      orgName: districts.name,
      startTime: missionTimes.startTime,
      endTime: missionTimes.endTime,
      state: apps.state,
      reason: apps.reason,
      appliedAt: apps.createdAt,
      decidedAt: apps.decidedAt,
      deletedByVolunteer: apps.deletedByVolunteer,
    })
    .from(apps)
    .innerJoin(missions, eq(missions.id, apps.missionId))
    .innerJoin(missionTimes, eq(missionTimes.id, apps.timeId))
    .innerJoin(districts, eq(districts.id, missions.districtId))
    .where(eq(apps.volunteerId, volunteerId))
    .orderBy(asc(apps.createdAt), asc(apps.id));
}

/** Sign-ins and sign-outs, with the mission's address and the distance measured at the scan. */
export async function findAllAttendances(db: Executor, volunteerId: number) {
  return db
    .select({
      subject: missions.subject,
      address: missions.address,
      startTime: missionTimes.startTime,
      endTime: missionTimes.endTime,
      signInAt: attendances.signInAt,
      signInMethod: attendances.signInMethod,
      signInDistance: attendances.signInDistance,
      signOutAt: attendances.signOutAt,
      signOutMethod: attendances.signOutMethod,
      signOutDistance: attendances.signOutDistance,
    })
    .from(attendances)
    .innerJoin(missions, eq(missions.id, attendances.missionId))
    .innerJoin(missionTimes, eq(missionTimes.id, attendances.timeId))
    .where(eq(attendances.volunteerId, volunteerId))
    .orderBy(asc(attendances.signInAt), asc(attendances.id));
}

/** Service and training records alike, with their notice state; training rows have no mission. */
export async function findAllRecords(db: Executor, volunteerId: number) {
  return db
    .select({
      id: serviceRecords.id,
      kind: serviceRecords.kind,
      title: serviceRecords.title,
      subject: missions.subject,
      orgName: districts.name,
      minutes: serviceRecords.minutes,
      occurredAt: serviceRecords.occurredAt,
      state: serviceRecords.state,
      publicityEndsAt: serviceRecords.publicityEndsAt,
      finalAt: serviceRecords.finalAt,
    })
    .from(serviceRecords)
    .leftJoin(missions, eq(missions.id, serviceRecords.missionId))
    .innerJoin(districts, eq(districts.id, serviceRecords.districtId))
    .where(eq(serviceRecords.volunteerId, volunteerId))
    .orderBy(asc(serviceRecords.occurredAt), asc(serviceRecords.id));
}

/**
 * Ratings both ways: the volunteer's of missions, and organisers' of the volunteer. Which
 * staff member wrote one stays out: that is the staff member's data, not the volunteer's.
 */
export async function findAllEvaluations(db: Executor, volunteerId: number) {
  return db
    .select({
      direction: evaluations.direction,
      subject: missions.subject,
      startTime: missionTimes.startTime,
      rating: evaluations.rating,
      content: evaluations.content,
      createdAt: evaluations.createdAt,
    })
    .from(evaluations)
    .innerJoin(missions, eq(missions.id, evaluations.missionId))
    .innerJoin(missionTimes, eq(missionTimes.id, evaluations.timeId))
    .where(eq(evaluations.volunteerId, volunteerId))
    .orderBy(asc(evaluations.createdAt), asc(evaluations.id));
}
