import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../kernel';

export interface PendingCounts {
  missionPerson: number;
  orgJoin: number;
  orgRegister: number;
  objection: number;
}

/**
 * What waits for this node's review, in one round trip: applications to its subtree's missions,
 * volunteers asking to join it, organisations registering directly under it, and open
 * objections to its subtree's service records.
 */
export async function countPendingReviews(
  db: Executor,
  node: { id: number; path: string },
): Promise<PendingCounts> {
  const subtree = `${node.path}%`;
  const [counts] = await rowsOf<PendingCounts>(
    db,
    sql`
    select
      (select count(*) from mission_applications a join missions m on m.id = a.mission_id
        where a.state = 'pending' and m.district_path like ${subtree})::int as "missionPerson",
      (select count(*) from org_joins j
        where j.district_id = ${node.id} and j.state = 'pending')::int as "orgJoin",
      (select count(*) from org_profiles p join districts d on d.id = p.district_id
        where d.parent_id = ${node.id} and p.review_state = 'pending')::int as "orgRegister",
      (select count(*) from publicity_objections o
        where o.state = 'open' and o.district_path like ${subtree})::int as "objection"`,
  );
  return counts!;
}
