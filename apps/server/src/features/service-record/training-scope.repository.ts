import { inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { volunteers } from '../../db/schema/index';

// Which volunteers a node may train: kernel/volunteer-ties.repository.ts (findVolunteersTiedTo).

/** Volunteers named by id or by mobile hash, with their logoff state. */
export function findVolunteersByIdOrMobile(db: Executor, ids: number[], mobileHashes: string[]) {
  return db
    .select({
      id: volunteers.id,
      mobileHash: volunteers.mobileHash,
      logoffState: volunteers.logoffState,
    })
    .from(volunteers)
    .where(
      or(
        ids.length ? inArray(volunteers.id, ids) : undefined,
        mobileHashes.length ? inArray(volunteers.mobileHash, mobileHashes) : undefined,
      ),
    );
}
