import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { districts, orgAccounts } from '../db/schema/index';

/** The staff account with the node it belongs to, in one round trip. */
export async function findAccountWithDistrict(db: Executor, id: number) {
  const [row] = await db
    .select({ account: orgAccounts, district: districts })
    .from(orgAccounts)
    .innerJoin(districts, eq(districts.id, orgAccounts.districtId))
    .where(eq(orgAccounts.id, id))
    .limit(1);
  return row ?? null;
}
