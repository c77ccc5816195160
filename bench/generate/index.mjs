import pg from 'pg';
import { addOrganisations, addVolunteers } from './people.mjs';
import { addMissions, addShifts } from './missions.mjs';
import { addApplications, addBenchVolunteerHistory, recountCounters } from './applications.mjs';
import { verifyCounters } from './verify.mjs';
import { withoutSecondaryIndexes } from './indexes.mjs';
import {
  addServiceRecordChunk,
  finishServiceRecords,
  prepareServiceRecords,
  recordChunk,
} from './service-records.mjs';
import { recountPlatformCounters } from './platform-counters.mjs';

// Fills the migrated, seeded bench database up to the requested volumes. Each phase runs in
// one transaction and records itself in bench.meta (outside the application's schema), so an
// interrupted run resumes and a finished one is skipped.

let phasesRun = 0;

async function phase(db, name, log, work) {
  const { rowCount } = await db.query('select 1 from bench.meta where key = $1', [name]);
  if (rowCount) return;
  phasesRun++;
  const started = Date.now();
  await db.query('begin');
  try {
    // Triggers off while loading (platform-counters.mjs recounts after).
    await db.query(`set local session_replication_role = replica`);
    const detail = await work();
    await db.query('insert into bench.meta (key, value) values ($1, $2)', [
      name,
      String(detail ?? ''),
    ]);
    await db.query('commit');
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
  log(`  ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const counts = async (db) =>
  (
    await db.query(`select (select count(*) from missions)::int as missions,
      (select count(*) from mission_times)::int as shifts,
      (select count(*) from volunteers)::int as volunteers,
      (select count(*) from mission_applications)::int as applications,
      (select count(*) from service_records)::int as records,
      (select count(*) from districts)::int as districts`)
  ).rows[0];

/**
 * Service records come after the rest, so a database generated before they existed gains them
 * without starting over; another count needs a fresh database like other volumes. They load in
 * chunks of `recordChunk`, each a phase of its own.
 */
async function serviceRecordsPhase(db, records, firstMissionId, log) {
  const key = `serviceRecords-${records}`;
  const { rows } = await db.query(
    `select key from bench.meta where key like 'serviceRecords-%' and key <> $1`,
    [key],
  );
  if (rows[0])
    throw new Error(
      `${databaseName(db)} 已按 ${rows[0].key} 生成服务记录；换规模请先删除数据库：dropdb -h 127.0.0.1 -U postgres ${databaseName(db)}`,
    );
  const { rowCount: done } = await db.query('select 1 from bench.meta where key = $1', [key]);
  if (done) return;
  const heavy = 600;
  const { rows: me } = await db.query('select id from volunteers where login_name = $1', [
    await benchVolunteerLogin(db),
  ]);
  const benchId = me[0].id;
  await phase(db, 'records-prepare', log, () => prepareServiceRecords(db, firstMissionId, benchId));
  const bulk = records - heavy;
  for (let from = 1; from <= bulk; from += recordChunk) {
    const to = Math.min(bulk, from + recordChunk - 1);
    await phase(db, `records-${from}-${to}`, log, () => addServiceRecordChunk(db, from, to));
  }
  await phase(db, key, log, () => finishServiceRecords(db, benchId, heavy));
  await db.query('vacuum analyze service_records, volunteers');
}

const databaseName = (db) => db.database;

/** The volunteer the benchmark signs in as: the first bulk one. */
export async function benchVolunteerLogin(db) {
  const { rows } = await db.query(
    `select login_name from volunteers where login_name like 'bench%' order by id limit 1`,
  );
  return rows[0].login_name;
}

/** Returns the row counts after generating; `opts`: volunteers, missions, orgs, perShift. */
export async function generate(url, opts, log = console.log) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const started = Date.now();
  try {
    await db.query(`set synchronous_commit = off`);
    await db.query(`set work_mem = '256MB'`);
    await db.query(`create schema if not exists bench`);
    await db.query(`create table if not exists bench.meta (key text primary key, value text)`);
    const key = `${opts.volunteers}v-${opts.missions}m-${opts.perShift}a`;
    const { rows: done } = await db.query(`select value from bench.meta where key = 'volumes'`);
    if (done[0] && done[0].value !== key)
      throw new Error(
        `${databaseName(db)} 已按 ${done[0].value} 生成；换规模请先删除数据库：dropdb -h 127.0.0.1 -U postgres ${databaseName(db)}`,
      );
    const { rows: first } = await db.query(
      `select coalesce(max(id), 0)::bigint as id from missions`,
    );
    const firstMissionId = Number(
      (await db.query(`select value from bench.meta where key = 'firstMissionId'`)).rows[0]
        ?.value ?? first[0].id,
    );
    if (done.length === 0) log(`生成压测数据（${key}）...`);
    await phase(db, 'firstMissionId', log, async () => firstMissionId);
    await phase(db, 'organisations', log, () => addOrganisations(db, opts.orgs));
    await phase(db, 'volunteers', log, () =>
      withoutSecondaryIndexes(db, 'volunteers', () => addVolunteers(db, opts.volunteers)),
    );
    await phase(db, 'missions', log, () =>
      withoutSecondaryIndexes(db, 'missions', () => addMissions(db, opts.missions, firstMissionId)),
    );
    await phase(db, 'shifts', log, () =>
      withoutSecondaryIndexes(db, ['mission_times', 'missions'], () =>
        addShifts(db, firstMissionId),
      ),
    );
    await phase(db, 'applications', log, () => addApplications(db, firstMissionId, opts.perShift));
    await phase(db, 'benchVolunteer', log, async () => {
      await addBenchVolunteerHistory(db, await benchVolunteerLogin(db), firstMissionId, 36);
    });
    await phase(db, 'counters', log, () =>
      withoutSecondaryIndexes(db, ['mission_times', 'missions', 'volunteers'], () =>
        recountCounters(db, firstMissionId),
      ),
    );
    if (done.length === 0) {
      await verifyCounters(db);
      await db.query('vacuum analyze');
      await db.query(`insert into bench.meta (key, value) values ('volumes', $1)`, [key]);
      log(`  共 ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    // --no-records: measure what does not read the history while its load is still to come.
    if (!opts.skipRecords) await serviceRecordsPhase(db, opts.records, firstMissionId, log);
    if (phasesRun > 0) await recountPlatformCounters(db);
    return { ...(await counts(db)), benchLogin: await benchVolunteerLogin(db) };
  } finally {
    await db.end();
  }
}
