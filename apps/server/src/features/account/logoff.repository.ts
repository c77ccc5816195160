import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  calendarFeeds,
  missionApplications,
  missionFavourites,
  missionTimes,
  orgJoins,
  passwordResetTickets,
  siteMessages,
  thirdPartyGrants,
  volunteerCards,
  volunteerDistricts,
  volunteerProfiles,
  volunteers,
} from '../../db/schema/index';

export async function findLogoffRow(db: Executor, volunteerId: number, forUpdate = false) {
  const q = db
    .select({ id: volunteers.id, state: volunteers.logoffState, at: volunteers.logoffAt })
    .from(volunteers)
    .where(eq(volunteers.id, volunteerId))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Live applications to shifts that have not ended: logging off would leave the organiser short. */
export async function countOpenApplications(db: Executor, volunteerId: number, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(missionApplications)
    .innerJoin(missionTimes, eq(missionTimes.id, missionApplications.timeId))
    .where(
      and(
        eq(missionApplications.volunteerId, volunteerId),
        inArray(missionApplications.state, ['pending', 'accepted', 'waitlisted']),
        gt(missionTimes.endTime, now),
      ),
    );
  return row?.n ?? 0;
}

export async function setLogoffState(
  db: Executor,
  volunteerId: number,
  state: 'none' | 'cooling',
  at: Date | null,
) {
  await db
    .update(volunteers)
    .set({ logoffState: state, logoffAt: at })
    .where(eq(volunteers.id, volunteerId));
}

/** Volunteers whose cooling-off period began at or before `cutoff`, oldest first. */
export async function findDueLogoffs(db: Executor, cutoff: Date, limit: number) {
  const rows = await db
    .select({ id: volunteers.id })
    .from(volunteers)
    .where(and(eq(volunteers.logoffState, 'cooling'), lte(volunteers.logoffAt, cutoff)))
    .orderBy(volunteers.logoffAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Removes what identifies the person. Service records, applications, attendance, evaluations
 * and donations stay attached to the (now nameless) row for the organisations' statistics.
 */
export async function anonymiseVolunteer(db: Executor, id: number, unusableHash: string) {
  await db
    .update(volunteers)
    .set({
      // Not a legal account name (underscore), so it can never collide with a real one.
      loginName: `off_${id}`,
      name: '已注销用户',
      idCardEnc: null,
      idCardHash: null,
      mobileEnc: null,
      mobileHash: null,
      email: null,
      avatar: null,
      birthday: null,
      cardStatus: null,
      passwordHash: unusableHash,
      passwordWeak: false,
      forceChangePwd: false,
      logoffState: 'anonymised',
    })
    .where(eq(volunteers.id, id));
  await db.delete(volunteerProfiles).where(eq(volunteerProfiles.volunteerId, id));
  await db.delete(volunteerDistricts).where(eq(volunteerDistricts.volunteerId, id));
  await db.delete(orgJoins).where(and(eq(orgJoins.volunteerId, id), eq(orgJoins.state, 'pending')));
  await db.delete(siteMessages).where(eq(siteMessages.volunteerId, id));
  await db.delete(missionFavourites).where(eq(missionFavourites.volunteerId, id));
  await db.delete(calendarFeeds).where(eq(calendarFeeds.volunteerId, id));
  await db.delete(volunteerCards).where(eq(volunteerCards.volunteerId, id));
  await db.delete(thirdPartyGrants).where(eq(thirdPartyGrants.volunteerId, id));
  await db
    .delete(passwordResetTickets)
    .where(and(eq(passwordResetTickets.kind, 'volunteer'), eq(passwordResetTickets.subjectId, id)));
}
