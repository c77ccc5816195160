import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { districts, type DistrictRow } from '../../db/schema/index';

type SiteFields = Pick<
  DistrictRow,
  'headerImage' | 'footerImage' | 'icpFilling' | 'mailbox' | 'servicePhone'
>;

/** A federation node's own site settings; null inherits the parent's (districtDomain). */
export async function updateSiteSettings(db: Executor, districtId: number, set: SiteFields) {
  await db.update(districts).set(set).where(eq(districts.id, districtId));
}
