import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ApplicationState } from '@zyz/domain';
import type { Executor } from '../../db/client';
import {
  districts,
  missionApplications as apps,
  missionTimes,
  missions,
} from '../../db/schema/index';

// The volunteer's own applications as myMission shows them, joined with mission and shift.

/** 1-based waitlist position, computed where it is shown (it moves as others leave). */
export const waitlistPositionSql = sql<number | null>`case when ${apps.state} = 'waitlisted' then (
  select count(*)::int + 1 from mission_applications w
  where w.time_id = ${apps.timeId} and w.state = 'waitlisted'
    and (w.waitlisted_at, w.id) < (${apps.waitlistedAt}, ${apps.id})) end`;

const volunteerRowColumns = {
  application: apps,
  missionSubject: missions.subject,
  missionType: missions.missionType,
  missionStatus: missions.status,
  address: missions.address,
  coverImage: missions.coverImage,
  districtName: districts.name,
  startTime: missionTimes.startTime,
  endTime: missionTimes.endTime,
  creditMinutes: missionTimes.creditMinutes,
  waitlistPosition: waitlistPositionSql,
};

const volunteerRowsFrom = (db: Executor) =>
  db
    .select(volunteerRowColumns)
    .from(apps)
    .innerJoin(missions, eq(missions.id, apps.missionId))
    .innerJoin(missionTimes, eq(missionTimes.id, apps.timeId))
    .innerJoin(districts, eq(districts.id, missions.districtId));

export async function findVolunteerPage(
  db: Executor,
  volunteerId: number,
  q: { pageIndex: number; pageSize: number; state?: ApplicationState },
) {
  const condition = and(
    eq(apps.volunteerId, volunteerId),
    eq(apps.deletedByVolunteer, false),
    q.state ? eq(apps.state, q.state) : undefined,
  );
  const [list, [total]] = await Promise.all([
    volunteerRowsFrom(db)
      .where(condition)
      .orderBy(desc(apps.createdAt), desc(apps.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db.select({ n: count() }).from(apps).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findVolunteerRow(db: Executor, id: number) {
  const [row] = await volunteerRowsFrom(db).where(eq(apps.id, id)).limit(1);
  return row ?? null;
}
