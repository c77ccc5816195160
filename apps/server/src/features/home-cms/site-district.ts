import type { Executor } from '../../db/client';
import { findRootDistrict } from '../../kernel';

/** The node whose site a portal call shows: the one asked for, or the provincial federation. */
export async function siteDistrictId(db: Executor, districtId?: number): Promise<number | null> {
  if (districtId) return districtId;
  const root = await findRootDistrict(db);
  return root?.id ?? null;
}
