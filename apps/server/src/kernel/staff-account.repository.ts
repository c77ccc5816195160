import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { districts, orgAccounts } from '../db/schema/index';
import { preparedOn } from '../lib/prepared';

/**
 * The staff account with the node it belongs to, in one round trip. Every console call starts
 * here, so it is a prepared statement (planned once per connection).
 */
export async function findAccountWithDistrict(db: Executor, id: number) {
  const query = preparedOn(db, 'staff_account_with_district', (d) =>
    d
      .select({ account: orgAccounts, district: districts })
      .from(orgAccounts)
      .innerJoin(districts, eq(districts.id, orgAccounts.districtId))
      .where(eq(orgAccounts.id, sql.placeholder('id')))
      .limit(1)
      .prepare('staff_account_with_district'),
  );
  const [row] = await query.execute({ id });
  return row ?? null;
}
