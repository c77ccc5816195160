import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  districts,
  missions,
  publicityObjections as objections,
  serviceRecords,
  volunteers,
} from '../../db/schema/index';
import { clock } from '../../kernel';

export async function findDistrictPath(db: Executor, districtId: number) {
  const [row] = await db
    .select({ path: districts.path })
    .from(districts)
    .where(eq(districts.id, districtId));
  return row?.path ?? '';
}

export async function insertObjection(db: Executor, values: typeof objections.$inferInsert) {
  const [row] = await db.insert(objections).values(values).returning({ id: objections.id });
  return row!.id;
}

/** The objection, with what its audit entry names: the hours' subject and the volunteer. */
export async function findObjection(db: Executor, id: number) {
  const [row] = await db
    .select({
      objection: objections,
      subject: sql<string>`coalesce(${serviceRecords.title}, ${missions.subject}, '')`,
      name: sql<string>`coalesce(${volunteers.name}, '')`,
    })
    .from(objections)
    .innerJoin(serviceRecords, eq(serviceRecords.id, objections.recordId))
    .leftJoin(missions, eq(missions.id, serviceRecords.missionId))
    .leftJoin(volunteers, eq(volunteers.id, serviceRecords.volunteerId))
    .where(eq(objections.id, id))
    .limit(1);
  return row ?? null;
}

export async function lockObjection(tx: Executor, id: number) {
  const [row] = await tx.select().from(objections).where(eq(objections.id, id)).for('update');
  return row ?? null;
}

export async function closeObjection(
  tx: Executor,
  id: number,
  values: { state: 'upheld' | 'dismissed'; resolutionNote: string; resolvedBy: number },
) {
  await tx
    .update(objections)
    .set({ ...values, resolvedAt: clock.now() })
    .where(eq(objections.id, id));
}

/** Objections on records of the organiser's subtree, newest first. */
export async function findObjectionPage(
  db: Executor,
  q: { path: string; state?: string; limit: number; offset: number },
) {
  return db
    .select({
      objection: objections,
      volunteerId: serviceRecords.volunteerId,
      name: volunteers.name,
      minutes: serviceRecords.minutes,
      recordState: serviceRecords.state,
      missionId: serviceRecords.missionId,
      subject: sql<string>`coalesce(${missions.subject}, ${serviceRecords.title}, '')`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(objections)
    .innerJoin(serviceRecords, eq(serviceRecords.id, objections.recordId))
    .innerJoin(volunteers, eq(volunteers.id, serviceRecords.volunteerId))
    .leftJoin(missions, eq(missions.id, serviceRecords.missionId))
    .where(
      and(
        like(objections.districtPath, `${q.path}%`),
        q.state ? eq(objections.state, q.state) : undefined,
      ),
    )
    .orderBy(desc(objections.id))
    .limit(q.limit)
    .offset(q.offset);
}
