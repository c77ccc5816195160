import {
  labelWords,
  pick,
  places,
  sqlArray,
  streets,
  subjectsByType,
  surnames,
  givenChars,
} from './words.mjs';

const typeCodes = Object.keys(subjectsByType);
// One flat list of subjects; type t's five subjects sit at 5*t .. 5*t+4.
const subjects = typeCodes.flatMap((c) => subjectsByType[c]);

/**
 * Missions spread over the organisations (a few busy ones publish most, as in life) and over
 * 2025–2027, with 1–5 daily shifts each (exactly 3 on average). Ids above `firstId` are the
 * generator's; the demo missions below it are left alone.
 */
export async function addMissions(db, count, firstId) {
  await db.query(
    `with orgs as (select row_number() over (order by id) as oi, id, path
                   from districts where level = 4),
     n as (select count(*) as n from orgs),
     draw as (
       select g, random() as r_org, random() as r_day, random() as r_type, random() as r_state,
              random() as r_wait, random() as r_geo, random() as r_lat, random() as r_lng
       from generate_series(1, $1::bigint) g),
     shaped as (
       select d.*, o.id as org_id, o.path as org_path,
              least(10, floor(power(d.r_type, 1.4) * 11)::int) as ti,
              timestamptz '2025-01-01 01:00+00' + floor(d.r_day * 1095) * interval '1 day'
                + (g % 4) * interval '1 hour' as starts
       from draw d cross join n
       -- A join on the number, not a subscript of an array of every organisation: a text[]
       -- subscript walks the array, which at 132 k organisations took hours.
       join orgs o on o.oi = 1 + floor(power(d.r_org, 2.2) * n.n)::int)
     insert into missions (id, district_id, district_path, subject, mission_type, service_time_type,
       labels, address, latitude, longitude, recruit_start, recruit_end, service_start,
       service_end, requirements, contact_name, contact_phone, description, has_waitlist, status,
       published_at, created_at, updated_at)
     overriding system value
     select $2::bigint + g, org_id, org_path,
            ${pick(places, 'g * 7')} || (${sqlArray(subjects)})[1 + ti * 5 + (g % 5)::int]
              || '（第' || (1 + g % 40) || '期）',
            (${sqlArray(typeCodes)})[1 + ti],
            case when g % 10 = 0 then 2 else 1 end,
            array[${pick(labelWords, 'ti')}],
            ${pick(places, 'g * 7')} || '区' || ${pick(streets, 'g / 7')} || (1 + g % 300) || '号',
            case when r_geo < 0.1 then null when r_geo < 0.7 then 22.5 + r_lat * 1.1 else 21.6 + r_lat * 3.4 end,
            case when r_geo < 0.1 then null when r_geo < 0.7 then 113.0 + r_lng * 1.3 else 110.2 + r_lng * 6.4 end,
            starts - (7 + g % 30) * interval '1 day', starts - interval '12 hours',
            starts, starts + interval '3 hours',
            '年满16周岁，身体健康，守时守信。',
            ${pick(surnames, 'g * 3')} || ${pick(givenChars, 'g * 11')} || ${pick(givenChars, 'g / 5')},
            '13' || lpad(((g * 7919) % 1000000000)::text, 9, '0'),
            '请提前15分钟到达集合点签到，服从现场负责人安排，活动期间注意安全。',
            r_wait < 0.3,
            case when r_state < 0.04 then 'draft' when r_state < 0.06 then 'cancelled'
                 when r_state < 0.12 then 'closed' else 'published' end,
            case when r_state < 0.04 then null else starts - (7 + g % 30) * interval '1 day' end,
            starts - (9 + g % 30) * interval '1 day',
            starts - (9 + g % 30) * interval '1 day'
     from shaped`,
    [count, firstId],
  );
  // Identity columns do not advance on explicit ids: move the sequence past them.
  await db.query(
    `select setval(pg_get_serial_sequence('missions', 'id'), (select max(id) from missions))`,
  );
}

/** 1–5 shifts a day apart (same hours each day); the mission's service end and quota follow. */
export async function addShifts(db, firstId) {
  await db.query(
    `insert into mission_times (mission_id, start_time, end_time, quota, credit_minutes, created_at)
     select m.id, m.service_start + i * interval '1 day',
            m.service_start + i * interval '1 day' + (2 + m.id % 3) * interval '1 hour',
            5 + floor(power(random(), 2) * 45)::int, (2 + m.id % 3) * 60, m.created_at
     from missions m, generate_series(0, (m.id - $1::bigint - 1) % 5) i
     where m.id > $1::bigint`,
    [firstId],
  );
  await db.query(
    `update missions m set service_end = s.ends, quota_total = s.quota, shift_count = s.n
     from (select mission_id, max(end_time) as ends, sum(quota)::int as quota, count(*)::int as n
           from mission_times where mission_id > $1::bigint group by mission_id) s
     where s.mission_id = m.id`,
    [firstId],
  );
}
