import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bankCardApplications,
  bankCardIdcardPhotos,
  volunteers,
  type BankCardApplicationRow,
} from '../../db/schema/index';
import { clock } from '../../kernel';

export async function findPhotos(db: Executor, volunteerId: number) {
  const [row] = await db
    .select()
    .from(bankCardIdcardPhotos)
    .where(eq(bankCardIdcardPhotos.volunteerId, volunteerId));
  return row ?? null;
}

export async function savePhotos(
  db: Executor,
  volunteerId: number,
  files: { frontFile?: string; backFile?: string },
) {
  const now = clock.now();
  await db
    .insert(bankCardIdcardPhotos)
    .values({ volunteerId, ...files, updatedAt: now })
    .onConflictDoUpdate({
      target: bankCardIdcardPhotos.volunteerId,
      set: { ...files, updatedAt: now },
    });
}

export async function findLatestApplication(db: Executor, volunteerId: number, forUpdate = false) {
  const q = db
    .select()
    .from(bankCardApplications)
    .where(eq(bankCardApplications.volunteerId, volunteerId))
    .orderBy(desc(bankCardApplications.id))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function findApplicationWithVolunteer(db: Executor, id: number, forUpdate = false) {
  const q = db
    .select({ app: bankCardApplications, volunteer: volunteers })
    .from(bankCardApplications)
    .innerJoin(volunteers, eq(volunteers.id, bankCardApplications.volunteerId))
    .where(eq(bankCardApplications.id, id));
  const [row] = forUpdate ? await q.for('update', { of: bankCardApplications }) : await q;
  return row ?? null;
}

export async function findApplicationPage(
  db: Executor,
  q: { state?: string; keyword?: string; pageIndex: number; pageSize: number },
) {
  const conds: SQL[] = [];
  if (q.state) conds.push(eq(bankCardApplications.state, q.state));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(volunteers.name, like), eq(volunteers.volunteerNo, q.keyword))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const rows = await db
    .select({ app: bankCardApplications, volunteer: volunteers })
    .from(bankCardApplications)
    .innerJoin(volunteers, eq(volunteers.id, bankCardApplications.volunteerId))
    .where(where)
    .orderBy(desc(bankCardApplications.id))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bankCardApplications)
    .innerJoin(volunteers, eq(volunteers.id, bankCardApplications.volunteerId))
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Locked, so two staff exporting at once cannot send one application twice. */
/**
 * The applications of one export batch, locked: a sent batch by its number, or (no number) every
 * approved application not yet sent.
 */
export async function findBatch(db: Executor, batchNo: string | undefined) {
  return db
    .select({ app: bankCardApplications, volunteer: volunteers })
    .from(bankCardApplications)
    .innerJoin(volunteers, eq(volunteers.id, bankCardApplications.volunteerId))
    .where(
      batchNo === undefined
        ? eq(bankCardApplications.state, 'approved')
        : eq(bankCardApplications.batchNo, batchNo),
    )
    .orderBy(bankCardApplications.id)
    .for('update', { of: bankCardApplications });
}

export async function updateApplication(
  db: Executor,
  id: number,
  set: Partial<BankCardApplicationRow>,
) {
  await db
    .update(bankCardApplications)
    .set({ ...set, updatedAt: clock.now() })
    .where(eq(bankCardApplications.id, id));
}

export async function setCardStatus(db: Executor, volunteerIds: number[], status: string) {
  if (volunteerIds.length === 0) return;
  await db
    .update(volunteers)
    .set({ cardStatus: status })
    .where(inArray(volunteers.id, volunteerIds));
}
