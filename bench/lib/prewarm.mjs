import pg from 'pg';

// A server that has been answering for a while holds the pages its reads touch in memory; a
// database just generated (or a machine just booted) holds whatever the load wrote last. The
// province reads draw any of 4.2 M missions, so without this every row of the first minutes
// measures the disk. These are the relations those reads walk, read into the OS cache with
// pg_prewarm (PostgreSQL's contrib, installed with the server). A single volunteer's or a
// single mission's slice (myMission, getMPList) warms itself within the uncounted seconds.
const tables = ['missions', 'mission_times', 'districts', 'evaluations'];

export async function prewarm(dbUrl) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query('create extension if not exists pg_prewarm');
    const { rows } = await db.query(
      `select c.oid::regclass::text as name, pg_relation_size(c.oid) as bytes
       from pg_class c
       where c.oid = any(select t::regclass from unnest($1::text[]) t)
          or c.oid in (select indexrelid from pg_index where indrelid = any(
               select t::regclass from unnest($1::text[]) t))
       order by bytes desc`,
      [tables],
    );
    const started = Date.now();
    for (const r of rows) await db.query(`select pg_prewarm($1::regclass, 'read')`, [r.name]);
    const bytes = rows.reduce((n, r) => n + Number(r.bytes), 0);
    return {
      relations: rows.length,
      gigabytes: (bytes / 2 ** 30).toFixed(1),
      seconds: ((Date.now() - started) / 1000).toFixed(0),
    };
  } finally {
    await db.end();
  }
}
