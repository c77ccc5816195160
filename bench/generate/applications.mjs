// Applications. Each shift draws a skewed number of applicants (popular shifts overflow onto
// the waitlist, most do not fill); ranks decide states the way the service would have:
// the first `quota` wanting a place hold it (pending/accepted), the rest wait when the mission
// has a waitlist and are otherwise never written (the service refuses them). Volunteers are
// spread over the bulk volunteers without repeating within a shift, so the live-unique index
// holds. Overlapping shifts of one volunteer are not excluded for the bulk: at ~3 applications
// per volunteer over three years they are rare, and no read measured here depends on them.

/**
 * `perShift` scales the mean applicants per shift (≈ applications / shifts). Secondary indexes
 * are dropped for the load and rebuilt after (a sort per index instead of 3M random
 * insertions), inside the one transaction, so a failure leaves the table as it was.
 */
export async function addApplications(db, firstMissionId, perShift) {
  const { rows: indexes } = await db.query(
    `select indexname, indexdef from pg_indexes
     where tablename = 'mission_applications' and indexname <> 'mission_applications_pkey'`,
  );
  for (const i of indexes) await db.query(`drop index ${i.indexname}`);
  // Foreign keys are checked by construction (ids come from the tables themselves).
  await db.query(`set local session_replication_role = replica`);
  await db.query(
    `create temp table bench_vols on commit drop as
     select row_number() over (order by id) as idx, id from volunteers where login_name like 'bench%'`,
  );
  await db.query(`create index on bench_vols (idx)`);
  await db.query(`analyze bench_vols`);
  // Only shifts of missions whose recruiting has begun can have applicants. Each draws a
  // skewed weight; shifts without a waitlist stop a little past their quota (the service
  // refuses the rest). The scale is solved so the total lands on perShift × all shifts.
  await db.query(
    `create temp table bench_shifts on commit drop as
     select t.id as tid, t.mission_id as mid, t.quota as q, t.start_time as st,
            m.status as ms, m.has_waitlist as hw, m.recruit_start as rs,
            least(m.recruit_end, now()) as re, power(random(), 2) as w,
            case when m.has_waitlist then 100000 else t.quota + t.quota / 5 end as cap
     from mission_times t join missions m on m.id = t.mission_id
     where m.id > $1::bigint and m.status <> 'draft' and m.recruit_start < now()`,
    [firstMissionId],
  );
  const { rows: all } = await db.query(
    'select count(*)::int as n from mission_times where mission_id > $1::bigint',
    [firstMissionId],
  );
  const target = all[0].n * perShift;
  const totalAt = async (scale) =>
    Number(
      (await db.query('select sum(least(round(w * $1), cap)) as n from bench_shifts', [scale]))
        .rows[0].n,
    );
  let [low, high] = [0, 1000];
  for (let i = 0; i < 30; i++) {
    const mid = (low + high) / 2;
    if ((await totalAt(mid)) < target) low = mid;
    else high = mid;
  }
  await db.query(
    `with shifts as (select s.*, least(round(s.w * $1::float8), s.cap)::int as n from bench_shifts s),
     nv as (select count(*) as n from bench_vols),
     raw as (
       select s.*, k,
              case when s.ms = 'cancelled' then 'cancelled' when k % 12 = 0 then 'cancelled'
                   when k % 17 = 5 then 'rejected' else 'want' end as cls,
              s.rs + (s.re - s.rs) * (k::float8 / (s.n + 1)) as at,
              1 + (s.tid * 104729 + k * 7877) % nv.n as vidx
       from shifts s, nv, generate_series(1, s.n) k),
     ranked as (
       select r.*, sum((r.cls = 'want')::int) over (partition by r.tid order by r.k) as rank
       from raw r),
     stated as (
       select r.*,
              case when cls <> 'want' then cls
                   when rank <= q and (st < now() or k % 3 <> 0) then 'accepted'
                   when rank <= q then 'pending'
                   when hw then 'waitlisted' end as state
       from ranked r)
     insert into mission_applications (mission_id, time_id, volunteer_id, state, reason,
       waitlisted_at, decided_at, decided_by, deleted_by_volunteer, created_at, updated_at)
     select s.mid, s.tid, v.id, s.state,
            case when s.ms = 'cancelled' then '活动已取消' when s.state = 'rejected' then '本时段人员已安排满' end,
            case when s.state = 'waitlisted' then s.at end,
            case when s.state in ('accepted', 'rejected') then least(s.at + interval '1 day', now()) end,
            null, s.state = 'cancelled' and s.k % 5 = 0, s.at,
            case when s.state in ('accepted', 'rejected') then least(s.at + interval '1 day', now()) else s.at end
     from stated s join bench_vols v on v.idx = s.vidx
     where s.state is not null`,
    [high],
  );
  await db.query(`set local maintenance_work_mem = '512MB'`);
  for (const i of indexes) await db.query(i.indexdef);
}

/**
 * The volunteer the benchmark signs in as gets a realistic history: one shift a day on ~36
 * distinct days (never two overlapping shifts), past ones accepted, future ones pending or
 * accepted, a few cancelled — only on shifts with a place left, as the service would allow.
 */
export async function addBenchVolunteerHistory(db, loginName, firstMissionId, count) {
  await db.query(
    `with me as (select id from volunteers where login_name = $1),
     candidates as (
       select distinct on (t.start_time::date) t.id, t.mission_id, t.start_time, m.recruit_start
       from mission_times t join missions m on m.id = t.mission_id
       where m.id > $2::bigint and m.status in ('published', 'closed') and m.recruit_start < now()
         and t.start_time between now() - interval '300 days' and now() + interval '60 days'
         and (t.id * 7919) % 97 = 0
         and (select count(*) from mission_applications a
              where a.time_id = t.id and a.state in ('pending', 'accepted')) < t.quota
       order by t.start_time::date, t.id),
     picked as (select c.*, row_number() over (order by c.start_time) as k from candidates c
                order by (c.id * 31) % 1000 limit $3)
     insert into mission_applications (mission_id, time_id, volunteer_id, state, decided_at,
       created_at, updated_at)
     select p.mission_id, p.id, me.id,
            case when p.k % 9 = 0 then 'cancelled' when p.start_time < now() then 'accepted'
                 when p.k % 2 = 0 then 'pending' else 'accepted' end,
            case when p.k % 9 <> 0 and (p.start_time < now() or p.k % 2 = 1)
                 then least(p.start_time - interval '2 days', now()) end,
            least(p.recruit_start + interval '1 hour', now()),
            least(p.recruit_start + interval '1 hour', now())
     from picked p, me
     where not exists (select 1 from mission_applications a
                       where a.time_id = p.id and a.volunteer_id = me.id)`,
    [loginName, firstMissionId, count],
  );
}

/** Every counter the service keeps, recomputed from the rows so they match exactly. */
export async function recountCounters(db, firstMissionId) {
  await db.query(
    `update mission_times t set held_count = a.held, waitlist_count = a.waiting
     from (select time_id, count(*) filter (where state in ('pending', 'accepted'))::int as held,
                  count(*) filter (where state = 'waitlisted')::int as waiting
           from mission_applications where mission_id > $1::bigint group by time_id) a
     where a.time_id = t.id and (t.held_count, t.waitlist_count) is distinct from (a.held, a.waiting)`,
    [firstMissionId],
  );
  await db.query(
    `update missions m set applied_count = s.held
     from (select mission_id, sum(held_count)::int as held from mission_times
           where mission_id > $1::bigint group by mission_id) s
     where s.mission_id = m.id and m.applied_count <> s.held`,
    [firstMissionId],
  );
  await db.query(
    `update volunteers v set apply_count = a.n
     from (select volunteer_id, count(*)::int as n from mission_applications
           where mission_id > $1::bigint group by volunteer_id) a
     where a.volunteer_id = v.id and v.login_name like 'bench%' and v.apply_count <> a.n`,
    [firstMissionId],
  );
}
