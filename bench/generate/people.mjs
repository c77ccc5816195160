import { givenChars, orgKinds, orgThemes, pick, surnames } from './words.mjs';

// Organisations and volunteers. Every statement is set-based (INSERT … SELECT over
// generate_series) so a million rows take seconds, not hours of single inserts.

/**
 * Organisations under the seeded cities and counties, so district filters cover realistic
 * subtrees (the real province has thousands) and the organisation search has names to scan.
 */
export async function addOrganisations(db, target) {
  const { rows } = await db.query(
    `select count(*)::int as n from districts where level = 4 and credit_code is null`,
  );
  const missing = target - rows[0].n;
  if (missing <= 0) return 0;
  await db.query(
    `with parents as (
       select id, regexp_replace(name, '(市)?志愿者联合会$', '') as short,
              row_number() over (order by id) as rn, count(*) over () as n
       from districts where level in (2, 3))
     insert into districts (parent_id, level, name)
     select p.id, 4, p.short || ${pick(orgThemes, 'g / p.n')} || ${pick(orgKinds, 'g / (p.n * 20)')}
     from generate_series($1::int, $2::int) g
     join parents p on p.rn = 1 + g % p.n`,
    [rows[0].n, rows[0].n + missing - 1],
  );
  await db.query(
    `update districts d set path = p.path || d.id || '/'
     from districts p where d.parent_id = p.id and d.path = ''`,
  );
  return missing;
}

// Star thresholds (100/300/600/1000/1500 hours) as packages/domain/src/format/hours.ts sets them.

/**
 * Bulk volunteers share the demo volunteer's password hash (hashing a million passwords is not
 * what is measured), so any of them can sign in with the demo password. Identity numbers and
 * mobiles stay empty: they are encrypted with the server key and no read here needs them.
 */
export async function addVolunteers(db, target) {
  const { rows } = await db.query(`select count(*)::int as n from volunteers`);
  const missing = target - rows[0].n;
  if (missing <= 0) return 0;
  const first = rows[0].n + 1;
  await db.query(
    `insert into volunteers (login_name, name, gender, birthday, password_hash,
                             service_minutes, training_minutes, star_level, created_at)
     select 'bench' || g,
            ${pick(surnames, 'g * 7')} || ${pick(givenChars, 'g / 3')}
              || case when g % 3 = 0 then '' else ${pick(givenChars, 'g * 13 / 7')} end,
            case when g % 2 = 0 then 'F' else 'M' end,
            date '1960-01-01' + (g * 7919 % 17000)::int,
            (select password_hash from volunteers where login_name = 'zhangsan2024'),
            m, (g * 31 % 6000),
            (m >= 6000)::int + (m >= 18000)::int + (m >= 36000)::int + (m >= 60000)::int + (m >= 90000)::int,
            timestamptz '2018-01-01' + (g * 104729 % 280000000) * interval '1 second'
     from (select g, (power(random(), 3) * 90000)::int as m
           from generate_series($1::bigint, $2::bigint) g) s
     on conflict do nothing`,
    [first, target],
  );
  // Members mostly of organisations, a few directly of a city federation.
  await db.query(
    `with nodes as (select array_agg(id order by id) as ids from districts where level in (2, 4))
     insert into volunteer_districts (volunteer_id, district_id, is_main)
     select v.id, nodes.ids[1 + (v.id * 7919) % cardinality(nodes.ids)], true
     from volunteers v, nodes
     where v.login_name like 'bench%'
       and not exists (select 1 from volunteer_districts d where d.volunteer_id = v.id)`,
  );
  return missing;
}
