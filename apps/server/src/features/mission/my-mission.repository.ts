import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApplicationState } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { preparedOn } from '../../lib/prepared';
import { idPageWithTotal, runCountedPage } from '../../kernel';
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
  // A signed-in volunteer can no longer cancel; the portal hides the button.
  signedIn: sql<boolean>`exists (select 1 from attendances t
    where t.time_id = ${apps.timeId} and t.volunteer_id = ${apps.volunteerId})`,
};

const volunteerRowsFrom = (db: Executor) =>
  db
    .select(volunteerRowColumns)
    .from(apps)
    .innerJoin(missions, eq(missions.id, apps.missionId))
    .innerJoin(missionTimes, eq(missionTimes.id, apps.timeId))
    .innerJoin(districts, eq(districts.id, missions.districtId));

/**
 * One prepared page query per shape of the filter (with or without a state): the page's ids
 * and total from the volunteer's own applications alone, then the ten joined with their
 * mission, shift and organisation (`idPageWithTotal`), planned once per connection.
 */
function preparedPage(db: Executor, withState: boolean) {
  const name = withState ? 'my_mission_page_state' : 'my_mission_page';
  return preparedOn(db, name, (d) => {
    const condition = and(
      eq(apps.volunteerId, sql.placeholder('volunteerId')),
      eq(apps.deletedByVolunteer, false),
      withState ? eq(apps.state, sql.placeholder('state')) : undefined,
    );
    const order = [desc(apps.createdAt), desc(apps.id)];
    const page = idPageWithTotal(d, apps.id, apps, condition, order);
    return d
      .select({ ...volunteerRowColumns, total: page.total, place: page.place })
      .from(page)
      .innerJoin(apps, eq(apps.id, page.id))
      .innerJoin(missions, eq(missions.id, apps.missionId))
      .innerJoin(missionTimes, eq(missionTimes.id, apps.timeId))
      .innerJoin(districts, eq(districts.id, missions.districtId))
      .orderBy(...order)
      .prepare(name);
  });
}

export async function findVolunteerPage(
  db: Executor,
  volunteerId: number,
  q: { pageIndex: number; pageSize: number; state?: ApplicationState },
) {
  const statement = preparedPage(db, q.state !== undefined);
  return runCountedPage(statement, { volunteerId, state: q.state }, q);
}

export async function findVolunteerRow(db: Executor, id: number) {
  const [row] = await volunteerRowsFrom(db).where(eq(apps.id, id)).limit(1);
  return row ?? null;
}
