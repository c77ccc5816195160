import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { districts } from '../../db/schema/index';
import { rowsOf } from '../../kernel';

// Figures of one subtree for the console dashboard. The province's own figures come from the
// maintained counters and monthly minutes; a smaller node's from its rows (a city's are few).

export interface MonthFigure {
  month: string;
  n: number;
}
export interface ChildFigure {
  childId: string;
  n: number;
}

const chinaMonth = (col: string) =>
  sql.raw(`to_char(${col} at time zone 'Asia/Shanghai', 'YYYY-MM')`);

const numbers = <T extends { n: string | number }>(rows: T[]) =>
  rows.map((r) => ({ ...r, n: Number(r.n) }));

/** Registrations (root) or joins (any other node) per month since `since`. */
export async function volunteersByMonth(
  db: Executor,
  path: string,
  isRoot: boolean,
  since: Date,
): Promise<MonthFigure[]> {
  const query = isRoot
    ? sql`select ${chinaMonth('created_at')} as month, count(*) as n
        from volunteers where created_at >= ${since} group by 1`
    : sql`select ${chinaMonth('vd.joined_at')} as month, count(distinct vd.volunteer_id) as n
        from volunteer_districts vd join districts d on d.id = vd.district_id
        where d.path like ${`${path}%`} and vd.joined_at >= ${since} group by 1`;
  return numbers(await rowsOf<{ month: string; n: string }>(db, query));
}

export async function missionsByMonth(db: Executor, path: string, since: Date) {
  return numbers(
    await rowsOf<{ month: string; n: string }>(
      db,
      sql`select ${chinaMonth('published_at')} as month, count(*) as n from missions
        where district_path like ${`${path}%`} and status in ('published', 'closed')
          and published_at >= ${since} group by 1`,
    ),
  );
}

/** Final service minutes per month the service was given (China time). */
export async function minutesByMonth(
  db: Executor,
  path: string,
  isRoot: boolean,
  since: Date,
  sinceKey: number,
): Promise<MonthFigure[]> {
  const query = isRoot
    ? sql`select (month / 100)::text || '-' || lpad((month % 100)::text, 2, '0') as month,
          sum(minutes) as n from volunteer_month_minutes where month >= ${sinceKey} group by month`
    : sql`select ${chinaMonth('sr.occurred_at')} as month, sum(sr.minutes) as n
        from service_records sr join districts d on d.id = sr.district_id
        where sr.state = 'final' and sr.kind <> 'training' and sr.occurred_at >= ${since}
          and d.path like ${`${path}%`} group by 1`;
  return numbers(await rowsOf<{ month: string; n: string }>(db, query));
}

/** The three figures of a non-root subtree, all time. */
export async function subtreeTotals(db: Executor, path: string) {
  const [row] = await rowsOf<{ volunteers: string; missions: string; minutes: string }>(
    db,
    sql`select
      (select count(distinct vd.volunteer_id) from volunteer_districts vd
         join districts d on d.id = vd.district_id where d.path like ${`${path}%`}) as volunteers,
      (select count(*) from missions where district_path like ${`${path}%`}
         and status in ('published', 'closed')) as missions,
      (select coalesce(sum(sr.minutes), 0) from service_records sr
         join districts d on d.id = sr.district_id
         where sr.state = 'final' and sr.kind <> 'training' and d.path like ${`${path}%`}) as minutes`,
  );
  return {
    volunteers: Number(row?.volunteers ?? 0),
    missions: Number(row?.missions ?? 0),
    serviceMinutes: Number(row?.minutes ?? 0),
  };
}

/** Each figure of the node's subtree split by the direct child it falls under. */
export async function figuresByChild(db: Executor, path: string) {
  const childPart = path.split('/').filter(Boolean).length + 2;
  const under = `${path}%`;
  const child = (col: string) => sql.raw(`split_part(${col}, '/', ${childPart})`);
  const [volunteers, missions, minutes] = await Promise.all([
    rowsOf<{ childId: string; n: string }>(
      db,
      sql`select ${child('d.path')} as "childId", count(distinct vd.volunteer_id) as n
        from volunteer_districts vd join districts d on d.id = vd.district_id
        where d.path like ${under} and d.path <> ${path} group by 1`,
    ),
    rowsOf<{ childId: string; n: string }>(
      db,
      sql`select ${child('district_path')} as "childId", count(*) as n from missions
        where district_path like ${under} and district_path <> ${path}
          and status in ('published', 'closed') group by 1`,
    ),
    rowsOf<{ childId: string; n: string }>(
      db,
      sql`select ${child('d.path')} as "childId", sum(sr.minutes) as n
        from service_records sr join districts d on d.id = sr.district_id
        where sr.state = 'final' and sr.kind <> 'training'
          and d.path like ${under} and d.path <> ${path} group by 1`,
    ),
  ]);
  return {
    volunteers: numbers(volunteers),
    missions: numbers(missions),
    minutes: numbers(minutes),
  };
}

/** The nodes directly under a node, in id order (the dashboard's split by child). */
export function childNodes(db: Executor, parentId: number) {
  return db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(eq(districts.parentId, parentId))
    .orderBy(asc(districts.id));
}
