import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { districts, missions } from '../../db/schema/index';
import { distanceKmTo, openForApplications } from './open-missions.repository';

/** Ranking reads at most this many recent applications to learn a volunteer's service types. */
const historyDepth = 50;
/** Candidates per branch (each own/nearby subtree, each favourite type in the city). */
const branchCap = 200;
/** The popular list is cut from this many most-held open missions before the shift probe. */
const popularPool = 100;

export interface RankedRow {
  mission: typeof missions.$inferSelect;
  districtName: string;
  distanceKm: number | null;
}

/**
 * Missions ranked for one volunteer, in one statement. Candidates come from capped branches
 * that each walk an index: the volunteer's own subtrees, the county around them, their city,
 * their three most applied-for service types within that city (the whole province when they
 * belong to no node), and the popular list every visitor sees (`popularIds`, cached by the
 * service); so the cost does not grow with the table. A mission in another city reaches a
 * volunteer through the popular list only: people serve near where they live. Subtrees are
 * read as ranges on the materialised path (`~>=~` / `~<~` use the text_pattern_ops index even
 * with a path from a join; `like path || '%'` would not).
 * Score: own subtree 4, the county around it 2 (so own missions, inside it too, have 6),
 * favourite type 3/2/1, nearness up to 3, published in the last 7 days 0.5.
 */
export async function findRankedForVolunteer(
  db: Executor,
  volunteerId: number,
  opts: { now: Date; size: number; lat?: number; lng?: number; popularIds: number[] },
): Promise<RankedRow[]> {
  const { now } = opts;
  const hasPoint = opts.lat !== undefined && opts.lng !== undefined;
  const distance = hasPoint ? distanceKmTo(opts.lat!, opts.lng!) : null;
  const myNodes = sql`select d.path, d.level from volunteer_districts vd
    join districts d on d.id = vd.district_id where vd.volunteer_id = ${volunteerId}`;
  const tastes = sql`array(select m.mission_type from (
      select a.mission_id from mission_applications a where a.volunteer_id = ${volunteerId}
      order by a.created_at desc limit ${historyDepth}) h
    join missions m on m.id = h.mission_id
    group by m.mission_type order by count(*) desc, m.mission_type limit 3)`;
  // Everything of openForApplications but the shift probe, which the outer query adds.
  const recruiting = sql`m.status = 'published' and m.recruit_start <= ${now}
    and m.recruit_end >= ${now} and m.applied_count < m.quota_total`;
  const inSubtree = sql`m.district_path ~>=~ p.prefix and m.district_path ~<~ (p.prefix || '~')`;
  const candidates = sql`
    with nodes as (${myNodes}),
    around as (
      select n.path as prefix from nodes n
      union
      select regexp_replace(n.path, '[0-9]+/$', '') from nodes n where n.level >= 3
    ),
    cities as (
      select coalesce(substring(n.path from '^/[0-9]+/[0-9]+/'), n.path) as prefix from nodes n
      union
      select '/' where not exists (select 1 from nodes)
    )
    select c.id from around p cross join lateral (
      select m.id from missions m where ${inSubtree} and ${recruiting}
      order by m.published_at desc limit ${branchCap}) c
    union
    select c.id from cities p cross join lateral (
      select m.id from missions m where p.prefix <> '/' and ${inSubtree} and ${recruiting}
      order by m.published_at desc limit ${branchCap}) c
    union
    select c.id from cities p cross join unnest(${tastes}) t(mission_type) cross join lateral (
      select m.id from missions m
      where ${inSubtree} and m.mission_type = t.mission_type and ${recruiting}
      order by m.published_at desc limit ${branchCap}) c
    ${
      opts.popularIds.length > 0
        ? sql`union select unnest(array[${sql.join(
            opts.popularIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::bigint[])`
        : sql``
    }`;
  const score = sql`(
    4 * (exists (select 1 from (${myNodes}) n
        where ${missions.districtPath} like n.path || '%'))::int
    + 2 * (exists (select 1 from (${myNodes}) n where n.level >= 3
        and ${missions.districtPath} like regexp_replace(n.path, '[0-9]+/$', '') || '%'))::int
    + coalesce(4 - array_position(${tastes}, ${missions.missionType}::text), 0)
    + ${distance ? sql`coalesce(3 / (1 + ${distance} / 10), 0)` : sql`0`}
    + case when ${missions.publishedAt} > ${new Date(now.getTime() - 7 * 86_400_000)} then 0.5 else 0 end
  )`;
  return db
    .select({
      mission: missions,
      districtName: districts.name,
      distanceKm: distance ?? sql<null>`null`,
    })
    .from(missions)
    .innerJoin(districts, eq(districts.id, missions.districtId))
    .where(
      and(
        sql`${missions.id} in (${candidates})`,
        openForApplications(now),
        // What the volunteer already applied for is in myMission, not a recommendation.
        sql`not exists (select 1 from mission_applications a where a.mission_id = ${missions.id}
          and a.volunteer_id = ${volunteerId} and a.state <> 'cancelled')`,
      ),
    )
    .orderBy(sql`${score} desc`, desc(missions.publishedAt), desc(missions.id))
    .limit(opts.size);
}

/**
 * Open missions with the most places held: what every anonymous visitor sees. The most-held
 * are picked first and only they get the per-mission shift probe; probing every recruiting
 * mission would also push the plan's cost estimate over PostgreSQL's JIT threshold, whose
 * compilation alone takes longer than the query.
 */
export async function findPopularOpen(db: Executor, now: Date, size: number) {
  const mostHeld = sql`select m.id from missions m
    where m.status = 'published' and m.recruit_start <= ${now} and m.recruit_end >= ${now}
      and m.applied_count < m.quota_total
    order by m.applied_count desc, m.published_at desc, m.id desc limit ${popularPool}`;
  return db
    .select({ mission: missions, districtName: districts.name })
    .from(missions)
    .innerJoin(districts, eq(districts.id, missions.districtId))
    .where(and(sql`${missions.id} in (${mostHeld})`, openForApplications(now)))
    .orderBy(desc(missions.appliedCount), desc(missions.publishedAt), desc(missions.id))
    .limit(size);
}
