import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { districts, orgAccounts, orgProfiles } from '../../db/schema/index';

/** An organiser's account with the review state of its node; null for an unknown account. */
export async function findOrgReviewState(db: Executor, accountId: number) {
  const [row] = await db
    .select({
      mobileHash: orgAccounts.mobileHash,
      orgName: districts.name,
      orgStatus: districts.status,
      rejectReason: orgProfiles.rejectReason,
    })
    .from(orgAccounts)
    .innerJoin(districts, eq(districts.id, orgAccounts.districtId))
    .leftJoin(orgProfiles, eq(orgProfiles.districtId, districts.id))
    .where(eq(orgAccounts.id, accountId))
    .limit(1);
  return row ?? null;
}
