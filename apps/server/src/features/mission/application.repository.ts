import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { ApplicationState } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { preparedOn } from '../../lib/prepared';
import { clock, idPageWithTotal, runCountedPage } from '../../kernel';
import {
  attendances,
  missionApplications as apps,
  missionTimes,
  missions,
  volunteers,
} from '../../db/schema/index';

export async function insertApplication(db: Executor, values: typeof apps.$inferInsert) {
  const [row] = await db.insert(apps).values(values).returning();
  return row!;
}

export async function setApplicationState(
  db: Executor,
  ids: number[],
  values: Partial<typeof apps.$inferInsert>,
) {
  if (ids.length === 0) return;
  await db
    .update(apps)
    .set({ ...values, updatedAt: clock.now() })
    .where(inArray(apps.id, ids));
}

/** The volunteer's latest application for a shift that is not cancelled (live or rejected). */
export async function findOpenApplication(db: Executor, timeId: number, volunteerId: number) {
  const [row] = await db
    .select({ id: apps.id, state: apps.state })
    .from(apps)
    .where(
      and(eq(apps.timeId, timeId), eq(apps.volunteerId, volunteerId), ne(apps.state, 'cancelled')),
    )
    .limit(1);
  return row ?? null;
}

/** A place the volunteer holds on a shift overlapping [start, end), of any mission. */
export async function findClash(db: Executor, volunteerId: number, start: Date, end: Date) {
  const [row] = await db
    .select({ subject: missions.subject })
    .from(apps)
    .innerJoin(missionTimes, eq(missionTimes.id, apps.timeId))
    .innerJoin(missions, eq(missions.id, apps.missionId))
    .where(
      and(
        eq(apps.volunteerId, volunteerId),
        inArray(apps.state, ['pending', 'accepted']),
        lt(missionTimes.startTime, end),
        gt(missionTimes.endTime, start),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The first `limit` on a shift's waitlist, in the order they joined it. */
export async function findWaitlistHead(db: Executor, timeId: number, limit: number) {
  return db
    .select({ id: apps.id, volunteerId: apps.volunteerId })
    .from(apps)
    .where(and(eq(apps.timeId, timeId), eq(apps.state, 'waitlisted')))
    .orderBy(asc(apps.waitlistedAt), asc(apps.id))
    .limit(limit);
}

export async function findApplicationById(db: Executor, id: number) {
  const [row] = await db.select().from(apps).where(eq(apps.id, id)).limit(1);
  return row ?? null;
}

/**
 * Applications with the path and subject of their mission. Not locked: every writer of an
 * application's state holds its mission's lock, so a read made under that lock is current.
 */
export async function findApplicationsWithMission(db: Executor, ids: number[]) {
  return db
    .select({
      application: apps,
      districtPath: missions.districtPath,
      subject: missions.subject,
      name: volunteers.name,
    })
    .from(apps)
    .innerJoin(missions, eq(missions.id, apps.missionId))
    .innerJoin(volunteers, eq(volunteers.id, apps.volunteerId))
    .where(inArray(apps.id, ids))
    .orderBy(asc(apps.id));
}

/** The applicant behind each application, with the mission's node for the scope check. */
export async function findApplicantContacts(db: Executor, ids: number[]) {
  return db
    .select({
      missionId: apps.missionId,
      districtPath: missions.districtPath,
      name: volunteers.name,
      mobileEnc: volunteers.mobileEnc,
    })
    .from(apps)
    .innerJoin(missions, eq(missions.id, apps.missionId))
    .innerJoin(volunteers, eq(volunteers.id, apps.volunteerId))
    .where(inArray(apps.id, ids));
}

/**
 * One prepared page query per shape of the filter (with or without a state): the page's ids
 * and total from the mission's applications alone, then the ten joined with volunteer and
 * shift (`idPageWithTotal`), planned once per connection.
 */
function preparedApplicantPage(db: Executor, withState: boolean) {
  const name = withState ? 'applicant_page_state' : 'applicant_page';
  return preparedOn(db, name, (d) => {
    const condition = and(
      eq(apps.missionId, sql.placeholder('missionId')),
      withState ? eq(apps.state, sql.placeholder('state')) : undefined,
    );
    const order = [asc(apps.createdAt), asc(apps.id)];
    const page = idPageWithTotal(d, apps.id, apps, condition, order);
    return d
      .select({
        application: apps,
        name: volunteers.name,
        mobileEnc: volunteers.mobileEnc,
        startTime: missionTimes.startTime,
        endTime: missionTimes.endTime,
        total: page.total,
        place: page.place,
      })
      .from(page)
      .innerJoin(apps, eq(apps.id, page.id))
      .innerJoin(volunteers, eq(volunteers.id, apps.volunteerId))
      .innerJoin(missionTimes, eq(missionTimes.id, apps.timeId))
      .orderBy(...order)
      .prepare(name);
  });
}

export async function findApplicantPage(
  db: Executor,
  missionId: number,
  q: { pageIndex: number; pageSize: number; state?: ApplicationState },
) {
  const statement = preparedApplicantPage(db, q.state !== undefined);
  return runCountedPage(statement, { missionId, state: q.state }, q);
}

/** Live applications of a mission with their volunteers, for the cancellation notice. */
export async function findLiveApplications(db: Executor, missionId: number) {
  return db
    .select({ id: apps.id, volunteerId: apps.volunteerId })
    .from(apps)
    .where(
      and(
        eq(apps.missionId, missionId),
        inArray(apps.state, ['pending', 'accepted', 'waitlisted']),
      ),
    );
}

export async function incrementApplyCount(db: Executor, volunteerId: number) {
  await db
    .update(volunteers)
    .set({ applyCount: sql`${volunteers.applyCount} + 1` })
    .where(eq(volunteers.id, volunteerId));
}

export async function lockVolunteer(db: Executor, id: number) {
  const [row] = await db
    .select({ id: volunteers.id, logoffState: volunteers.logoffState })
    .from(volunteers)
    .where(eq(volunteers.id, id))
    .for('update');
  return row ?? null;
}

/** Whether any application, in any state, points at one of these shifts. */
export async function hasApplicationsOnTimes(db: Executor, timeIds: number[]) {
  if (timeIds.length === 0) return false;
  const [row] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(inArray(apps.timeId, timeIds))
    .limit(1);
  return !!row;
}

/**
 * Whether the volunteer has signed in at the shift. Read under the mission lock: scans hold it
 * `for key share`, so no sign-in can land between this read and the caller's commit.
 */
export async function hasSignedIn(db: Executor, timeId: number, volunteerId: number) {
  const [row] = await db
    .select({ id: attendances.id })
    .from(attendances)
    .where(and(eq(attendances.timeId, timeId), eq(attendances.volunteerId, volunteerId)))
    .limit(1);
  return !!row;
}
