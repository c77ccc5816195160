import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPgUrl } from './client';
import { migrationsDir } from '../config';

// Instances of one deployment start together and each migrates at start: on an empty database
// every migration must still be applied exactly once.
describe.runIf(process.env.TEST_DATABASE_URL)('migrating from several instances at once', () => {
  const name = `zyz_migrate_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let url: string;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('applies each migration once when four instances start on an empty database', async () => {
    const instances = Array.from({ length: 4 }, () => fromPgUrl(url, 2));
    try {
      await Promise.all(instances.map((d) => d.migrate()));
    } finally {
      await Promise.all(instances.map((d) => d.close()));
    }
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const applied = await check.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    await check.end();
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });
});
