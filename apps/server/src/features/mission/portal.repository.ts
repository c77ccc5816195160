import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  like,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import { listDepth, type PortalMissionListQuery } from '@zyz/domain';
import type { Executor } from '../../db/client';
import {
  districts,
  missionApplications,
  missionFavourites,
  missionTimes,
  missions,
} from '../../db/schema/index';
import { preparedOn } from '../../lib/prepared';
import { clock, countUpToDepth } from '../../kernel';
import { keywordMatch } from './keyword-match.repository';
import { missionRatingColumns } from '../evaluation';
import { listedItemColumns } from './listed-item.repository';
import { missionSummaryColumns } from './mission.repository';

// Equirectangular distance in km: exact enough to sort within a province, and plain arithmetic
// both PostgreSQL 15 and PGlite evaluate without extensions.
const distanceKm = (lat: number, lng: number) => sql<number>`(6371 * sqrt(
  power(radians(${missions.latitude} - ${lat}), 2) +
  power(radians(${missions.longitude} - ${lng}) * cos(radians((${missions.latitude} + ${lat}) / 2)), 2)))`;

/**
 * The point missions_public_nearby_cover_idx holds (longitude scaled by cos 23°, the province's
 * middle), written as a literal so the planner matches the index expression.
 */
const nearbyPoint = sql`point(${missions.longitude} * 0.92, ${missions.latitude})`;

/**
 * How many of the nearest by the index's point are read to sort one page by the exact distance:
 * a quarter more than the page reaches, and 20. Within the province (latitude 20–25.5°) the
 * scaled point errs by under 3 %, so a mission that belongs on the page is among them.
 */
const nearbyCandidates = (q: { pageIndex: number; pageSize: number }) =>
  Math.ceil(q.pageIndex * q.pageSize * 1.25) + 20;

export async function findPortalPage(
  db: Executor,
  q: PortalMissionListQuery & { labels?: string[] },
  districtPath?: string,
  now = clock.now(),
) {
  const hasPoint = q.lat !== undefined && q.lng !== undefined;
  const filters = (byTerms: boolean) =>
    and(
      q.status && q.status !== 'ended'
        ? eq(missions.status, q.status)
        : inArray(missions.status, ['published', 'closed']),
      // 'ended': the service period is over; cancelled missions are never listed.
      q.status === 'ended' ? lt(missions.serviceEnd, clock.now()) : undefined,
      districtPath ? like(missions.districtPath, `${districtPath}%`) : undefined,
      q.keyword ? keywordMatch(q.keyword, q.missionType, districtPath, { byTerms }) : undefined,
      q.missionType ? eq(missions.missionType, q.missionType) : undefined,
      q.labels?.length ? arrayOverlaps(missions.labels, q.labels) : undefined,
      q.beginDate ? gte(missions.serviceEnd, q.beginDate) : undefined,
      q.endDate
        ? lte(missions.serviceStart, new Date(q.endDate.getTime() + 86_400_000 - 1))
        : undefined,
      q.sort === 'distance' ? sql`${missions.latitude} is not null` : undefined,
    );
  // The capped total first: it tells whether the keyword's matches are few (then the terms'
  // index fetches them all and they are ordered) or many (then the ordered index is walked and
  // each row tested, which fills a page at once).
  const total = await countUpToDepth(db, missions, filters(true));
  // A page past the last (page 50 of an organisation with 34 missions) has nothing to fetch.
  if ((q.pageIndex - 1) * q.pageSize >= total) return { list: [], total };
  const condition = filters(total <= listDepth);
  const byDistance = q.sort === 'distance' && hasPoint;
  const order: SQL[] = byDistance
    ? [asc(distanceKm(q.lat!, q.lng!)), desc(missions.id)]
    : q.sort === 'start'
      ? [asc(missions.serviceStart), asc(missions.id)]
      : [desc(missions.publishedAt), desc(missions.id)];
  const offset = (q.pageIndex - 1) * q.pageSize;
  // The page's ids first, then their rows. Picking ids reads only what the newest-first index
  // holds (an index-only walk past the rows the filters skip); fetching whole rows while
  // walking visited the table for every skipped mission: 1.7 s for page 50 of a city and type.
  // Nearest first: the candidates come from the index's k-nearest walk, not from the distance
  // of every matching mission in the province, and the exact distance orders them.
  const picked = byDistance
    ? db
        .select({ id: missions.id })
        .from(missions)
        .where(condition)
        .orderBy(sql`${nearbyPoint} <-> point(${q.lng! * 0.92}, ${q.lat!})`)
        .limit(nearbyCandidates(q))
        .as('picked')
    : db
        .select({ id: missions.id })
        .from(missions)
        .where(condition)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset(offset)
        .as('picked');
  const rows = db
    .select(listedItemColumns(now))
    .from(missions)
    .innerJoin(picked, eq(picked.id, missions.id))
    .innerJoin(districts, eq(districts.id, missions.districtId))
    .orderBy(...order);
  const list = await (byDistance ? rows.limit(q.pageSize).offset(offset) : rows);
  return { list, total };
}

/**
 * The rows of a page whose ids the catalog chose, in that order, by primary key. A mission
 * unlisted since is left out rather than shown.
 */
export async function findListedRows(db: Executor, ids: number[], now: Date) {
  // One statement for every page: an IN list of n placeholders was a new text, written by the
  // query builder and planned by PostgreSQL, for each page.
  const query = preparedOn(db, 'listed_rows', (d) =>
    d
      .select(listedItemColumns(sql.placeholder('now') as unknown as SQL))
      .from(missions)
      .innerJoin(districts, eq(districts.id, missions.districtId))
      .where(
        and(
          sql`${missions.id} = any(${sql.placeholder('ids')}::bigint[])`,
          inArray(missions.status, ['published', 'closed']),
        ),
      )
      .prepare('listed_rows'),
  );
  // As text: the driver's own formatting of a Date (local time, padded piece by piece) showed
  // in the request thread's profile.
  const rows = await query.execute({ ids, now: now.toISOString() });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The caller's own view of one mission in one query: whether it is a favourite, and their live
 * or decided (not cancelled) state per shift as [timeId, state] pairs. No row: no such mission.
 * The subqueries name the mission by the placeholder: in a single-table query Drizzle writes
 * `missions.id` as a bare `id`, which inside them would mean their own table's id.
 */
export async function findOwnView(db: Executor, volunteerId: number, missionId: number) {
  const query = preparedOn(db, 'portal_own_view', (d) => {
    const volunteer = sql.placeholder('volunteerId');
    const mission = sql.placeholder('missionId');
    return d
      .select({
        enshrined: sql<boolean>`exists(select 1 from ${missionFavourites}
          where ${missionFavourites.volunteerId} = ${volunteer}
            and ${missionFavourites.missionId} = ${mission})`,
        states: sql<[number, string][]>`coalesce((select json_agg(json_build_array(
            ${missionApplications.timeId}, ${missionApplications.state}))
          from ${missionApplications}
          where ${missionApplications.volunteerId} = ${volunteer}
            and ${missionApplications.missionId} = ${mission}
            and ${missionApplications.state} <> 'cancelled'), '[]'::json)`,
      })
      .from(missions)
      .where(eq(missions.id, mission))
      .prepare('portal_own_view');
  });
  const [row] = await query.execute({ volunteerId, missionId });
  return row ?? { enshrined: false, states: [] };
}

/** The live part's columns, for a query prepared with the placeholder `missionId`. */
const liveShiftColumns = {
  status: missions.status,
  updatedAt: missions.updatedAt,
  appliedCount: missions.appliedCount,
  ...missionRatingColumns(sql.placeholder('missionId')),
  time: missionTimes,
};

/**
 * What the detail page must read live: the mission's status and change stamp (to validate
 * the cached static part), every shift with its counters and the mission's rating, in one
 * indexed query. No rows: the mission does not exist.
 */
export async function findLiveShifts(db: Executor, missionId: number) {
  const query = preparedOn(db, 'portal_live_shifts', (d) =>
    d
      .select(liveShiftColumns)
      .from(missions)
      .leftJoin(missionTimes, eq(missionTimes.missionId, missions.id))
      .where(eq(missions.id, sql.placeholder('missionId')))
      .orderBy(asc(missionTimes.startTime), asc(missionTimes.id))
      .prepare('portal_live_shifts'),
  );
  return query.execute({ missionId });
}

/**
 * The live part, and the whole mission with its organisation's name (read on every row, taken
 * from the first): for a mission whose static part is not kept, so that it costs no second query.
 */
export async function findDetailRows(db: Executor, missionId: number) {
  const query = preparedOn(db, 'portal_detail_rows', (d) =>
    d
      .select({
        ...liveShiftColumns,
        mission: missions,
        districtName: districts.name,
      })
      .from(missions)
      .innerJoin(districts, eq(districts.id, missions.districtId))
      .leftJoin(missionTimes, eq(missionTimes.missionId, missions.id))
      .where(eq(missions.id, sql.placeholder('missionId')))
      .orderBy(asc(missionTimes.startTime), asc(missionTimes.id))
      .prepare('portal_detail_rows'),
  );
  const rows = await query.execute({ missionId });
  const first = rows[0];
  return {
    live: rows as LiveShiftRow[],
    found: first ? { mission: first.mission, districtName: first.districtName } : null,
  };
}

export type LiveShiftRow = Awaited<ReturnType<typeof findLiveShifts>>[number];

/** Adds the favourite, or removes it when present; answers whether it is now a favourite. */
export async function toggleFavourite(db: Executor, volunteerId: number, missionId: number) {
  const removed = await db
    .delete(missionFavourites)
    .where(
      and(
        eq(missionFavourites.volunteerId, volunteerId),
        eq(missionFavourites.missionId, missionId),
      ),
    )
    .returning({ id: missionFavourites.missionId });
  if (removed.length > 0) return false;
  await db.insert(missionFavourites).values({ volunteerId, missionId }).onConflictDoNothing();
  return true;
}

export async function findFavouritePage(
  db: Executor,
  volunteerId: number,
  page: { pageIndex: number; pageSize: number },
) {
  const condition = eq(missionFavourites.volunteerId, volunteerId);
  const [list, [total]] = await Promise.all([
    db
      .select({ mission: missionSummaryColumns, districtName: districts.name })
      .from(missionFavourites)
      .innerJoin(missions, eq(missions.id, missionFavourites.missionId))
      .innerJoin(districts, eq(districts.id, missions.districtId))
      .where(condition)
      .orderBy(desc(missionFavourites.createdAt), desc(missions.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(missionFavourites).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}
