import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { MessageAudienceState } from '@zyz/domain';
import type { Executor } from '../../db/client';
import {
  districts,
  missionApplications as apps,
  missionMessages,
  missionTimes,
  volunteers,
} from '../../db/schema/index';

export interface AudienceFilter {
  missionId: number;
  timeId?: number;
  states: readonly MessageAudienceState[];
}

/**
 * Each volunteer once, however many of the mission's shifts they applied for, whose
 * application is in one of the states; accounts already anonymised are left out.
 */
export async function findAudience(db: Executor, f: AudienceFilter) {
  return db
    .selectDistinctOn([volunteers.id], {
      volunteerId: volunteers.id,
      name: volunteers.name,
      email: volunteers.email,
    })
    .from(apps)
    .innerJoin(volunteers, eq(volunteers.id, apps.volunteerId))
    .where(
      and(
        eq(apps.missionId, f.missionId),
        f.timeId === undefined ? undefined : eq(apps.timeId, f.timeId),
        inArray(apps.state, [...f.states]),
        ne(volunteers.logoffState, 'anonymised'),
      ),
    )
    .orderBy(volunteers.id);
}

export async function findShift(db: Executor, timeId: number) {
  const [row] = await db
    .select({
      id: missionTimes.id,
      missionId: missionTimes.missionId,
      startTime: missionTimes.startTime,
      endTime: missionTimes.endTime,
    })
    .from(missionTimes)
    .where(eq(missionTimes.id, timeId));
  return row ?? null;
}

/** Holds the sender organisation's row, so two sends never both pass its hourly count. */
export async function lockSenderDistrict(db: Executor, districtId: number) {
  await db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.id, districtId))
    .for('update');
}

/** How many the organisation sent since `since`, and when the earliest of them went out. */
export async function countSentSince(db: Executor, districtId: number, since: Date) {
  const [row] = await db
    .select({ n: count(), earliest: sql<Date | null>`min(${missionMessages.createdAt})` })
    .from(missionMessages)
    .where(
      and(eq(missionMessages.senderDistrictId, districtId), gte(missionMessages.createdAt, since)),
    );
  const earliest = row?.earliest ?? null;
  return { n: row?.n ?? 0, earliest: earliest === null ? null : new Date(earliest) };
}

export async function insertMissionMessage(
  db: Executor,
  values: typeof missionMessages.$inferInsert,
) {
  const [row] = await db.insert(missionMessages).values(values).returning();
  return row!;
}

export async function findMessagePage(
  db: Executor,
  missionId: number,
  page: { pageIndex: number; pageSize: number },
) {
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(missionMessages)
      .where(eq(missionMessages.missionId, missionId))
      .orderBy(desc(missionMessages.createdAt), desc(missionMessages.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(missionMessages).where(eq(missionMessages.missionId, missionId)),
  ]);
  return { list, total: total?.n ?? 0 };
}
