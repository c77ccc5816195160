import {
  and,
  arrayOverlaps,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  like,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { listDepth, type FindMissionListQuery } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { preparedOn } from '../../lib/prepared';
import { districts, missions, type MissionRow } from '../../db/schema/index';
import {
  clock,
  containsPattern,
  countUpToDepth,
  idPageWithTotal,
  noteTotal,
  runCountedPage,
  totalVerdict,
} from '../../kernel';
import { keywordMatch } from './keyword-match.repository';
import { withFields } from '../../lib/with-fields';

/**
 * A mission's columns for lists: all but the long texts (requirements, description) and the
 * 报名条件, which a list never shows and which are most of a row's bytes to read, send and parse.
 */
const {
  requirements: _requirements,
  description: _description,
  applyConditions: _applyConditions,
  ...summaryColumns
} = getTableColumns(missions);
export const missionSummaryColumns = summaryColumns;

/** The mission row with its organisation's name; prepared, as the detail page reads it often. */
export async function findMissionById(db: Executor, id: number) {
  const query = preparedOn(db, 'mission_by_id', (d) =>
    d
      .select({ mission: missions, districtName: districts.name })
      .from(missions)
      .innerJoin(districts, eq(districts.id, missions.districtId))
      .where(eq(missions.id, sql.placeholder('id')))
      .limit(1)
      .prepare('mission_by_id'),
  );
  const [row] = await query.execute({ id });
  return row ?? null;
}

/** The node path a mission belongs to (its scope) and its 报名条件, without the rest of the row. */
export async function findMissionScope(db: Executor, id: number) {
  const query = preparedOn(db, 'mission_scope', (d) =>
    d
      .select({ districtPath: missions.districtPath, applyConditions: missions.applyConditions })
      .from(missions)
      .where(eq(missions.id, sql.placeholder('id')))
      .limit(1)
      .prepare('mission_scope'),
  );
  const [row] = await query.execute({ id });
  return row ?? null;
}

/** Locks the mission row: every writer takes the mission first, then its shifts (no deadlocks). */
export async function lockMission(db: Executor, id: number): Promise<MissionRow | null> {
  const [row] = await db.select().from(missions).where(eq(missions.id, id)).for('update');
  return row ?? null;
}

export async function insertMission(db: Executor, values: typeof missions.$inferInsert) {
  const [row] = await db.insert(missions).values(values).returning();
  return row!;
}

export async function updateMission(
  db: Executor,
  id: number,
  values: Partial<typeof missions.$inferInsert>,
) {
  await db
    .update(missions)
    .set({ ...values, updatedAt: clock.now() })
    .where(eq(missions.id, id));
}

export async function addAppliedCount(db: Executor, id: number, delta: number) {
  if (delta === 0) return;
  await db
    .update(missions)
    .set({ appliedCount: sql`${missions.appliedCount} + ${delta}` })
    .where(eq(missions.id, id));
}

type ManageQuery = FindMissionListQuery & { districtPath?: string };

/**
 * Gives a filter's value to the query: as itself, or as a named placeholder of a query built
 * once (`bound` collects the values to run it with).
 */
type Bind = <T>(name: string, value: T) => T;

/** The console list's filters, written once for the built-once page and for its total. */
function manageWhere(scopePath: string, q: ManageQuery, bind: Bind, scopeAsText = false) {
  const end = q.endDateInput && new Date(q.endDateInput.getTime() + 86_400_000 - 1);
  const subtree = `${q.districtPath ?? scopePath}%`;
  return and(
    like(missions.districtPath, scopeAsText ? sql.raw(`'${subtree}'`) : bind('path', subtree)),
    q.type ? eq(missions.status, bind('status', q.type)) : undefined,
    q.subject ? keywordMatch(q.subject, q.missionType, q.districtPath ?? scopePath) : undefined,
    q.missionId ? eq(missions.id, bind('missionId', q.missionId)) : undefined,
    q.selectedLabelIdList?.length
      ? arrayOverlaps(missions.labels, bind('labels', q.selectedLabelIdList))
      : undefined,
    q.contactName
      ? ilike(missions.contactName, bind('contactName', containsPattern(q.contactName)))
      : undefined,
    q.contactPhone
      ? like(missions.contactPhone, bind('contactPhone', containsPattern(q.contactPhone)))
      : undefined,
    q.missionType ? eq(missions.missionType, bind('missionType', q.missionType)) : undefined,
    q.serviceTimeType
      ? eq(missions.serviceTimeType, bind('serviceTimeType', q.serviceTimeType))
      : undefined,
    // A date range selects missions whose service period overlaps it.
    q.beginDateInput ? gte(missions.serviceEnd, bind('begin', q.beginDateInput)) : undefined,
    end ? lte(missions.serviceStart, bind('end', end)) : undefined,
  );
}

const asIs: Bind = (_name, value) => value;

/** A Bind that writes named placeholders, and the values it collects to run the statement. */
function placeholders() {
  const values: Record<string, unknown> = {};
  const bound: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name) as never;
  };
  return { values, bound };
}

/** The console's order: newest first, the larger id first among missions made together. */
const newestFirst = [desc(missions.createdAt), desc(missions.id)];

/** A console page: its ids from an index-only walk of missions_created_cover_idx, then rows. */
function managePage(
  db: Executor,
  condition: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const picked = db
    .select({ id: missions.id })
    .from(missions)
    .where(condition)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .as('picked');
  return db
    .select({ mission: missionSummaryColumns, districtName: districts.name })
    .from(missions)
    .innerJoin(picked, eq(picked.id, missions.id))
    .innerJoin(districts, eq(districts.id, missions.districtId))
    .orderBy(...newestFirst);
}

/**
 * A whole number written into the statement's text. Drizzle binds a number given to LIMIT or
 * OFFSET as a parameter, which is what kept PostgreSQL planning the whole tree's page on every
 * call; an SQL chunk is written as it is (pg-core's dialect takes any object there).
 */
function written(n: number): Placeholder {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a page bound: ${n}`);
  return sql.raw(String(n)) as unknown as Placeholder;
}

/** Page sizes the console offers (antd's pager); other sizes are planned on every call. */
const consolePageSizes = new Set([10, 20, 50, 100]);
/** The tree's root path ("/1/"): the whole tree, and safe to write into SQL as text. */
const rootPath = /^\/\d+\/$/;

/**
 * The console page for one shape of filters (which are given), built once per shape, so that
 * Drizzle no longer writes its SQL per request, and run as an unnamed statement: PostgreSQL
 * plans it on each call with the values bound. The subtree's LIKE prefix picks the path index
 * for a small organisation and the newest-first walk for a large one, which a plan made once
 * for a parameter could not tell apart.
 * The whole tree's list (the province federation's, the longest) is the exception: its scope,
 * page size and offset are written into the statement, which is then prepared under its own
 * name and planned once per connection. With LIMIT and OFFSET as parameters PostgreSQL costs a
 * plan made once as if a tenth of 4.2 M missions were wanted, and so planned every call
 * (pg_prepared_statements: 8 custom plans of 8), which cost more than running the page. The
 * names are bounded: one scope, the pager's four sizes, and offsets within the list's depth.
 * A keyword's SQL takes its form from the keyword (narrowsByTerms), so its page is written
 * anew from the filters with their values (`literal`, which the total uses as well).
 */
function findManageRows(
  db: Executor,
  scopePath: string,
  q: ManageQuery,
  literal: () => SQL | undefined,
) {
  const offset = (q.pageIndex - 1) * q.pageSize;
  if (q.subject) return managePage(db, literal(), q.pageSize, offset);
  const { values, bound } = placeholders();
  const wholeTree = !q.districtPath && rootPath.test(scopePath) && consolePageSizes.has(q.pageSize);
  if (wholeTree) {
    const condition = manageWhere(scopePath, q, bound, true);
    const name = `manage_tree:${Object.keys(values).join(',')}:${q.pageSize}:${offset}`;
    const query = preparedOn(db, name, (d) =>
      managePage(d, condition, written(q.pageSize), written(offset)).prepare(name),
    );
    return query.execute(values);
  }
  const condition = manageWhere(scopePath, q, bound);
  const query = preparedOn(db, `manage_page:${Object.keys(values).join(',')}`, (d) =>
    managePage(d, condition, sql.placeholder('limit'), sql.placeholder('offset')).prepare(''),
  );
  return query.execute(withFields(values, { limit: q.pageSize, offset }));
}

/**
 * A filter set known to match few enough to count (totalVerdict): its page, the total and each
 * row's place in one statement (`idPageWithTotal`), built once per shape of filters and planned
 * on each call like the page above. Its window counts every match, not up to the depth: the set
 * was counted within the depth less than a minute ago, and a total past it is noted as such.
 */
function countedManagePage(db: Executor, scopePath: string, q: ManageQuery) {
  const { values, bound } = placeholders();
  const condition = manageWhere(scopePath, q, bound);
  const query = preparedOn(db, `manage_counted:${Object.keys(values).join(',')}`, (d) => {
    const page = idPageWithTotal(d, missions.id, missions, condition, newestFirst);
    return d
      .select({
        mission: missionSummaryColumns,
        districtName: districts.name,
        total: page.total,
        place: page.place,
      })
      .from(page)
      .innerJoin(missions, eq(missions.id, page.id))
      .innerJoin(districts, eq(districts.id, missions.districtId))
      .orderBy(...newestFirst)
      .prepare('');
  });
  return runCountedPage(query, values, q);
}

/** The console list: missions under `scopePath`, filtered, newest first. */
export async function findManagePage(db: Executor, scopePath: string, q: ManageQuery) {
  // Keyed by scope and filters, page aside: a province-wide total stays "1000+" a minute.
  const key = JSON.stringify(['manage', scopePath, { ...q, pageIndex: 0 }]);
  // An organisation's own list, once known to be within reach of a count: one round trip for
  // the page and the total instead of two. A keyword's SQL is written per keyword (below).
  if (!q.subject && totalVerdict(db, key) === 'counted') {
    const page = await countedManagePage(db, scopePath, q);
    noteTotal(db, key, page.total);
    return { list: page.list, total: Math.min(page.total, listDepth + 1) };
  }
  // Built only when used: a whole-tree page runs its prepared statement and its total is kept.
  const literal = () => manageWhere(scopePath, q, asIs);
  const [list, total] = await Promise.all([
    findManageRows(db, scopePath, q, literal),
    countUpToDepth(db, missions, literal, key),
  ]);
  return { list, total };
}
