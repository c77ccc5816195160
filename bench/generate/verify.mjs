// After generating: every counter the service keeps must equal what the rows say, and no
// shift may hold more than its quota or keep a waitlist beside a free place. Throws otherwise.
const checks = {
  'mission_times.held_count / waitlist_count': `
    select count(*)::int as n from mission_times t
    left join (select time_id, count(*) filter (where state in ('pending', 'accepted')) as held,
                      count(*) filter (where state = 'waitlisted') as waiting
               from mission_applications group by time_id) a on a.time_id = t.id
    where t.held_count <> coalesce(a.held, 0) or t.waitlist_count <> coalesce(a.waiting, 0)`,
  'held_count ≤ quota, waitlist only when full': `
    select count(*)::int as n from mission_times
    where held_count > quota or (waitlist_count > 0 and held_count < quota)`,
  'missions.applied_count': `
    select count(*)::int as n from missions m
    left join (select mission_id, sum(held_count) as held from mission_times group by mission_id) s
      on s.mission_id = m.id
    where m.applied_count <> coalesce(s.held, 0)`,
  'volunteers.apply_count (bulk volunteers)': `
    select count(*)::int as n from volunteers v
    left join (select volunteer_id, count(*) as n from mission_applications group by volunteer_id) a
      on a.volunteer_id = v.id
    where v.login_name like 'bench%' and v.apply_count <> coalesce(a.n, 0)`,
};

export async function verifyCounters(db) {
  for (const [what, query] of Object.entries(checks)) {
    const { rows } = await db.query(query);
    if (rows[0].n > 0) throw new Error(`生成的数据不一致：${what} 有 ${rows[0].n} 行不符`);
  }
}
