import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { starLevelForMinutes } from '@zyz/domain';
import type { Db } from '../../db/client';
import { serviceRecords, volunteers } from '../../db/schema/index';
import { addMonthMinutes } from '../statistics';
import { clock } from '../../kernel';

const batchSize = 500;

/**
 * Records whose notice period is over become final, and their minutes are added to the
 * volunteers' totals (and star level) and to their figure for the month the service was
 * given, in the same transaction, so totals are never summed from history. Safe on every instance at once: due rows are claimed with `skip locked`, and the
 * volunteers are then locked in id order, so two runs never deadlock on each other.
 * Objected records wait (they are not 'publicity') until the organiser resolves them.
 */
export async function finaliseDueRecords(db: Db, now: Date): Promise<number> {
  let done = 0;
  for (;;) {
    const n = await finaliseBatch(db, now);
    done += n;
    if (n < batchSize) return done;
  }
}

async function finaliseBatch(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: serviceRecords.id,
        volunteerId: serviceRecords.volunteerId,
        kind: serviceRecords.kind,
        minutes: serviceRecords.minutes,
        occurredAt: serviceRecords.occurredAt,
      })
      .from(serviceRecords)
      .where(and(eq(serviceRecords.state, 'publicity'), lte(serviceRecords.publicityEndsAt, now)))
      .orderBy(asc(serviceRecords.publicityEndsAt), asc(serviceRecords.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const added = new Map<number, { service: number; training: number }>();
    for (const r of due) {
      const sum = added.get(r.volunteerId) ?? { service: 0, training: 0 };
      if (r.kind === 'training') sum.training += r.minutes;
      else sum.service += r.minutes;
      added.set(r.volunteerId, sum);
    }
    const current = await tx
      .select({
        id: volunteers.id,
        serviceMinutes: volunteers.serviceMinutes,
        trainingMinutes: volunteers.trainingMinutes,
      })
      .from(volunteers)
      .where(inArray(volunteers.id, [...added.keys()]))
      .orderBy(asc(volunteers.id))
      .for('update');
    for (const v of current) {
      const sum = added.get(v.id)!;
      const serviceMinutes = v.serviceMinutes + sum.service;
      await tx
        .update(volunteers)
        .set({
          serviceMinutes,
          trainingMinutes: v.trainingMinutes + sum.training,
          starLevel: starLevelForMinutes(serviceMinutes),
        })
        .where(eq(volunteers.id, v.id));
    }
    // The monthly figures move with the totals, in the month each service was given.
    await addMonthMinutes(
      tx,
      due.filter((r) => r.kind !== 'training'),
    );
    await tx
      .update(serviceRecords)
      .set({ state: 'final', finalAt: now, updatedAt: clock.now() })
      .where(
        inArray(
          serviceRecords.id,
          due.map((r) => r.id),
        ),
      );
    return due.length;
  });
}
