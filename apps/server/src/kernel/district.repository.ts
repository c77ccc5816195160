import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { districts, type DistrictRow } from '../db/schema/index';
import { preparedOn } from '../lib/prepared';

/** A node by id; prepared, as every list filtered by a subtree starts with it. */
export async function findDistrictById(db: Executor, id: number): Promise<DistrictRow | null> {
  const query = preparedOn(db, 'district_by_id', (d) =>
    d
      .select()
      .from(districts)
      .where(eq(districts.id, sql.placeholder('id')))
      .limit(1)
      .prepare('district_by_id'),
  );
  const [row] = await query.execute({ id });
  return row ?? null;
}

/** The provincial federation: the tree's only parentless node (oldest wins if ever two). */
export async function findRootDistrict(db: Executor): Promise<DistrictRow | null> {
  const [row] = await db
    .select()
    .from(districts)
    .where(and(isNull(districts.parentId), eq(districts.status, 'active')))
    .orderBy(asc(districts.id))
    .limit(1);
  return row ?? null;
}

export async function findDistrictsByIds(db: Executor, ids: number[]): Promise<DistrictRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(districts).where(inArray(districts.id, ids));
}
