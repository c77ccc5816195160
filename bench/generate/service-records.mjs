// Service records: `count` rows (5,000,000 by default) over past shifts of the generated
// missions and the bulk volunteers, ~5% of them training entries, states as the hours feature
// leaves them (final once the 7-day notice is over, publicity/objected before, a few void).
// The benchmark volunteer gets a heavy history (`heavy` records, one per past shift day) so the
// personal-center calls are measured at their worst. Volunteers' totals and star levels are
// then recomputed from the final rows, so the invariant the server keeps (totals = sum of
// final records) holds in the bench database too.
//
// INSERT … SELECT over generate_series, in chunks of at most 5 M rows, each its own transaction
// (generate/index.mjs records each, so an interrupted load resumes at the next chunk), with the
// secondary indexes dropped for the load and rebuilt once after (a sort per index instead of
// millions of random insertions) and foreign keys off (ids come from the tables themselves):
// the same speed as COPY without streaming the rows through the client.

import { withoutSecondaryIndexes } from './indexes.mjs';

const trainingTitles = ['志愿服务通用知识培训', '应急救护技能培训', '文明引导岗前培训'];

/** Star thresholds in hours, as packages/domain starLevelForMinutes. */
const starSql = (minutes) =>
  `(case when ${minutes} >= 90000 then 5 when ${minutes} >= 60000 then 4
         when ${minutes} >= 36000 then 3 when ${minutes} >= 18000 then 2
         when ${minutes} >= 6000 then 1 else 0 end)`;

/** Rows per transaction: an interrupted province load loses at most one chunk's work. */
export const recordChunk = 5_000_000;

const columns = `(volunteer_id, mission_id, time_id, attendance_id, kind, title, minutes,
   occurred_at, state, publicity_ends_at, final_at, district_id, created_at, updated_at)`;

const recordSql = (volunteer) => `
   select ${volunteer}, case when g.training then null else s.mid end,
          case when g.training then null else s.tid end, null::bigint,
          case when g.training then 'training' else 'service' end,
          case when g.training then (array['${trainingTitles.join("','")}'])[1 + g.k % 3] end,
          greatest(15, s.cm - (g.k % 4) * 15),
          s.st,
          case when s.et + interval '7 days' > now() then
                 case when g.k % 53 = 0 then 'objected' else 'publicity' end
               when g.k % 97 = 0 then 'void' else 'final' end,
          s.et + interval '7 days',
          case when s.et + interval '7 days' <= now() and g.k % 97 <> 0 then s.et + interval '7 days' end,
          s.did, s.et, s.et`;

/**
 * Before the first chunk: the secondary indexes are dropped (their definitions kept in
 * bench.meta for `finishServiceRecords`), and the bulk volunteers and the shifts that are over
 * are numbered once in bench tables every chunk draws from.
 */
export async function prepareServiceRecords(db, firstMissionId, benchId) {
  const { rows: indexes } = await db.query(
    `select indexname, indexdef from pg_indexes
     where tablename = 'service_records' and indexname <> 'service_records_pkey'`,
  );
  await db.query(
    `insert into bench.meta (key, value) values ('serviceRecordIndexes', $1)
     on conflict (key) do nothing`,
    [JSON.stringify(indexes.map((i) => i.indexdef))],
  );
  for (const i of indexes) await db.query(`drop index ${i.indexname}`);
  await db.query(`drop table if exists bench.sr_vols, bench.sr_shifts`);
  await db.query(
    `create unlogged table bench.sr_vols as
     select row_number() over (order by id) as idx, id from volunteers
     where login_name like 'bench%' and id <> $1`,
    [benchId],
  );
  // Shifts that are over; the notice period decides their records' states.
  await db.query(
    `create unlogged table bench.sr_shifts as
     select row_number() over (order by t.id) as idx, t.id as tid, t.mission_id as mid,
            m.district_id as did, t.start_time as st, t.end_time as et, t.credit_minutes as cm
     from mission_times t join missions m on m.id = t.mission_id
     where m.id > $1::bigint and m.status in ('published', 'closed') and t.end_time < now()`,
    [firstMissionId],
  );
  for (const t of ['sr_vols', 'sr_shifts']) {
    await db.query(`create unique index on bench.${t} (idx)`);
    await db.query(`analyze bench.${t}`);
  }
}

/** Records number `from` … `to` (1-based) of the bulk: who and which shift follow from k. */
export async function addServiceRecordChunk(db, from, to) {
  await db.query(`set local session_replication_role = replica`);
  await db.query(
    `with n as (select (select count(*) from bench.sr_vols) as v,
                       (select count(*) from bench.sr_shifts) as s),
     g as (select k, k % 20 = 0 as training, 1 + (k * 7919) % n.v as vidx,
                  1 + (k * 104729) % n.s as sidx
           from n, generate_series($1::bigint, $2::bigint) k)
     insert into service_records ${columns}
     ${recordSql('v.id')}
     from g join bench.sr_vols v on v.idx = g.vidx join bench.sr_shifts s on s.idx = g.sidx`,
    [from, to],
  );
}

/**
 * After the last chunk: the benchmark volunteer's heavy history (one past shift a day, newest
 * first, `heavy` of them), the indexes rebuilt, every bulk volunteer's totals and star level
 * recomputed from the final rows. Returns the records' count.
 */
export async function finishServiceRecords(db, benchId, heavy) {
  await db.query(`set local session_replication_role = replica`);
  await db.query(
    `with days as (
       select distinct on (st::date) * from bench.sr_shifts order by st::date desc, tid),
     g as (select row_number() over (order by st desc) as k, d.idx, false as training from days d)
     insert into service_records ${columns}
     ${recordSql('$1::bigint')}
     from g join bench.sr_shifts s on s.idx = g.idx where g.k <= $2`,
    [benchId, heavy],
  );
  const { rows: saved } = await db.query(
    `select value from bench.meta where key = 'serviceRecordIndexes'`,
  );
  await db.query(`set local maintenance_work_mem = '1GB'`);
  for (const indexdef of JSON.parse(saved[0].value)) await db.query(indexdef);
  // Every bulk volunteer's row changes: without its indexes (14 M non-HOT updates otherwise).
  await withoutSecondaryIndexes(db, 'volunteers', () =>
    db.query(
      `update volunteers v set service_minutes = a.service, training_minutes = a.training,
            star_level = ${starSql('a.service')}
     from (select volunteer_id,
                  coalesce(sum(minutes) filter (where kind = 'service'), 0)::int as service,
                  coalesce(sum(minutes) filter (where kind = 'training'), 0)::int as training
           from service_records where state = 'final' group by volunteer_id) a
     where a.volunteer_id = v.id and v.login_name like 'bench%'`,
    ),
  );
  await db.query(`drop table bench.sr_vols, bench.sr_shifts`);
  const { rows } = await db.query('select count(*)::int as n from service_records');
  return rows[0].n;
}
