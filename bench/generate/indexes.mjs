// Bulk loads run without a table's secondary indexes and rebuild them after: one sort per
// index instead of millions of random insertions (a trigram index on 4 M subjects takes hours
// the other way). Constraint indexes (primary keys, unique constraints) stay.

/**
 * Runs `load` with the other indexes of `tables` (one name or several) dropped, then recreates
 * them, in the caller's transaction. Updates of every row need it as much as inserts: a GIN
 * trigram and a GiST index made updating 4 M missions take longer than loading them.
 */
export async function withoutSecondaryIndexes(db, tables, load) {
  const { rows: indexes } = await db.query(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [[tables].flat()],
  );
  for (const i of indexes) await db.query(`drop index ${i.indexname}`);
  const result = await load();
  await db.query(`set local maintenance_work_mem = '1GB'`);
  for (const i of indexes) await db.query(i.indexdef);
  return result;
}
