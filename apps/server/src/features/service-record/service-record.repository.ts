import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serviceRecords, type ServiceRecordRow } from '../../db/schema/index';
import { clock } from '../../kernel';

export async function insertServiceRecords(
  tx: Executor,
  values: (typeof serviceRecords.$inferInsert)[],
): Promise<ServiceRecordRow[]> {
  if (values.length === 0) return [];
  return tx.insert(serviceRecords).values(values).returning();
}

export async function lockRecordOfAttendance(tx: Executor, attendanceId: number) {
  const [row] = await tx
    .select()
    .from(serviceRecords)
    .where(eq(serviceRecords.attendanceId, attendanceId))
    .for('update');
  return row ?? null;
}

export async function lockRecord(tx: Executor, id: number) {
  const [row] = await tx
    .select()
    .from(serviceRecords)
    .where(eq(serviceRecords.id, id))
    .for('update');
  return row ?? null;
}

export async function findRecord(db: Executor, id: number) {
  const [row] = await db.select().from(serviceRecords).where(eq(serviceRecords.id, id)).limit(1);
  return row ?? null;
}

/** Changes a record that has not counted yet; final rows are never touched here. */
export async function updateOpenRecord(
  tx: Executor,
  id: number,
  values: Partial<typeof serviceRecords.$inferInsert>,
) {
  await tx
    .update(serviceRecords)
    .set({ ...values, updatedAt: clock.now() })
    .where(
      and(eq(serviceRecords.id, id), sql`${serviceRecords.state} in ('publicity', 'objected')`),
    );
}
