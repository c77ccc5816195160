import { sql, type SQL } from 'drizzle-orm';
import { starThresholdHours } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../kernel';
import { readCounters, type CounterName } from './counters.repository';

/** One figure that disagrees with the rows it summarises. */
export interface DataDifference {
  /** What was checked, in Chinese: the person running the check reads it. */
  check: string;
  /** Which row: a volunteer's login name, a month, a shift id. */
  subject: string;
  stored: number;
  fromRows: number;
}

type Row = { subject: string; stored: string | number; from_rows: string | number };

async function differences(db: Executor, check: string, query: SQL): Promise<DataDifference[]> {
  const rows = await rowsOf<Row>(db, query);
  return rows.map((r) => ({
    check,
    subject: String(r.subject),
    stored: Number(r.stored),
    fromRows: Number(r.from_rows),
  }));
}

// Final records summed per volunteer; every total and monthly figure must equal these.
const finalByVolunteer = sql`select volunteer_id,
    coalesce(sum(minutes) filter (where kind <> 'training'), 0) as service,
    coalesce(sum(minutes) filter (where kind = 'training'), 0) as training
  from service_records where state = 'final' group by volunteer_id`;

const starOf = (minutes: SQL) =>
  sql.join(
    starThresholdHours.map((h) => sql`(case when ${minutes} >= ${h * 60} then 1 else 0 end)`),
    sql` + `,
  );

const volunteerChecks: [string, SQL][] = [
  [
    '志愿者服务时长（分钟）',
    sql`select v.login_name as subject, v.service_minutes as stored, coalesce(r.service, 0) as from_rows
      from volunteers v left join (${finalByVolunteer}) r on r.volunteer_id = v.id
      where v.service_minutes <> coalesce(r.service, 0)`,
  ],
  [
    '志愿者培训时长（分钟）',
    sql`select v.login_name as subject, v.training_minutes as stored, coalesce(r.training, 0) as from_rows
      from volunteers v left join (${finalByVolunteer}) r on r.volunteer_id = v.id
      where v.training_minutes <> coalesce(r.training, 0)`,
  ],
  [
    '志愿者星级',
    sql`select login_name as subject, star_level as stored, (${starOf(sql.raw('service_minutes'))}) as from_rows
      from volunteers where star_level <> (${starOf(sql.raw('service_minutes'))})`,
  ],
  [
    '志愿者按服务月份的时长（分钟）',
    sql`with by_month as (
        select volunteer_id, to_char(occurred_at at time zone 'Asia/Shanghai', 'YYYYMM')::integer as month,
          sum(minutes) as minutes
        from service_records where state = 'final' and kind <> 'training' group by 1, 2)
      select coalesce(v.login_name, '#' || coalesce(m.volunteer_id, r.volunteer_id)::text) || ' ' ||
          coalesce(m.month, r.month)::text as subject,
        coalesce(m.minutes, 0) as stored, coalesce(r.minutes, 0) as from_rows
      from volunteer_month_minutes m
      full outer join by_month r on r.volunteer_id = m.volunteer_id and r.month = m.month
      left join volunteers v on v.id = coalesce(m.volunteer_id, r.volunteer_id)
      where coalesce(m.minutes, 0) <> coalesce(r.minutes, 0)`,
  ],
  [
    '时段已占名额（待审核+已录用）',
    sql`select t.id::text as subject, t.held_count as stored, count(a.id) as from_rows
      from mission_times t left join mission_applications a
        on a.time_id = t.id and a.state in ('pending', 'accepted')
      group by t.id having t.held_count <> count(a.id)`,
  ],
  [
    '时段候补人数',
    sql`select t.id::text as subject, t.waitlist_count as stored, count(a.id) as from_rows
      from mission_times t left join mission_applications a
        on a.time_id = t.id and a.state = 'waitlisted'
      group by t.id having t.waitlist_count <> count(a.id)`,
  ],
  [
    '活动时段数',
    sql`select m.id::text as subject, m.shift_count as stored, count(t.id) as from_rows
      from missions m left join mission_times t on t.mission_id = m.id
      group by m.id having m.shift_count <> count(t.id)`,
  ],
];

const counterRows: Record<CounterName, SQL> = {
  volunteers: sql`select count(*) as n from volunteers`,
  serviceMinutes: sql`select coalesce(sum(service_minutes), 0) as n from volunteers`,
  organisations: sql`select count(*) as n from districts where level = 4 and status = 'active'`,
  missions: sql`select count(*) as n from missions where status in ('published', 'closed')`,
};

const counterLabels: Record<CounterName, string> = {
  volunteers: '志愿者人数',
  serviceMinutes: '服务时长（分钟）',
  organisations: '组织数',
  missions: '已发布活动数',
};

/**
 * Every maintained figure compared with the rows it summarises: volunteers' totals, star
 * levels and monthly minutes, shift and mission counts, and Home's platform counters. An
 * empty answer means every number the platform shows is what its records say.
 */
export async function findDataDifferences(db: Executor): Promise<DataDifference[]> {
  const found: DataDifference[] = [];
  for (const [check, query] of volunteerChecks)
    found.push(...(await differences(db, check, query)));
  const counters = await readCounters(db);
  for (const name of Object.keys(counterRows) as CounterName[]) {
    const [row] = await rowsOf<{ n: string }>(db, counterRows[name]);
    const fromRows = Number(row?.n ?? 0);
    if (counters[name] !== fromRows) {
      found.push({
        check: '首页平台统计',
        subject: counterLabels[name],
        stored: counters[name],
        fromRows,
      });
    }
  }
  return found;
}
