// The primary and its streaming-replication hot standby, with Debian's PostgreSQL binaries.
import { appendFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pgBin, pgOwnedDir, run, runAsync } from './run.mjs';

const slot = 'zyz_standby';
const bin = (name) => path.join(pgBin, name);

export const urlOf = (port, database) => `postgres://postgres@127.0.0.1:${port}/${database}`;

/**
 * Settings of the primary. WAL is archived (copied once, never overwritten) so a base backup
 * plus the archive restores to any later moment; the standby streams through a slot so the
 * primary keeps the WAL it still needs; feedback stops replay from cancelling the standby's reads.
 */
function primarySettings(layout) {
  return [
    `listen_addresses = '127.0.0.1'`,
    `port = ${layout.pgPort}`,
    `unix_socket_directories = '${layout.socketDir}'`,
    'wal_level = replica',
    'max_wal_senders = 5',
    'max_replication_slots = 5',
    'archive_mode = on',
    `archive_command = 'test ! -f ${layout.walArchive}/%f && cp %p ${layout.walArchive}/%f'`,
    'archive_timeout = 60',
    'hot_standby = on',
    'hot_standby_feedback = on',
    'shared_buffers = 64MB',
    'max_connections = 100',
    `logging_collector = off`,
  ];
}

export function pgLog(layout, which) {
  return path.join(layout.logDir, `postgres-${which}.log`);
}

export function isRunning(dataDir) {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  try {
    run(bin('pg_ctl'), ['-D', dataDir, 'status'], { asPg: true });
    return true;
  } catch {
    return false;
  }
}

export function startPg(layout, which) {
  const dataDir = dataDirOf(layout, which);
  if (isRunning(dataDir)) return;
  run(bin('pg_ctl'), ['-D', dataDir, '-l', pgLog(layout, which), '-w', '-t', '120', 'start'], {
    asPg: true,
  });
}

const dataDirOf = (layout, which) => (which === 'primary' ? layout.primaryDir : layout.standbyDir);

/** Stops or starts one server without blocking this process (its load keeps running). */
export function pgCtlAsync(layout, which, action) {
  const args =
    action === 'stop'
      ? ['-D', dataDirOf(layout, which), '-m', 'fast', '-w', '-t', '120', 'stop']
      : ['-D', dataDirOf(layout, which), '-l', pgLog(layout, which), '-w', '-t', '120', 'start'];
  return runAsync(bin('pg_ctl'), args, { asPg: true });
}

/** Fast shutdown: open sessions are ended, committed work is kept. */
export function stopPg(layout, which) {
  const dataDir = dataDirOf(layout, which);
  if (!isRunning(dataDir)) return;
  run(bin('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '120', 'stop'], { asPg: true });
}

/** How psql and pg_basebackup reach the cluster's PostgreSQL on `port`. */
export const connectArgs = (port) => ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];

export function psql(layout, port, sql, database = 'postgres') {
  return run(bin('psql'), [...connectArgs(port), '-d', database, '-Atqc', sql]).trim();
}

/** initdb once; later runs reuse the data directory. */
export function ensurePrimary(layout) {
  // The server writes its own log there beside the others.
  pgOwnedDir(layout.logDir, 0o755);
  pgOwnedDir(path.dirname(layout.primaryDir));
  pgOwnedDir(layout.socketDir);
  pgOwnedDir(layout.walArchive);
  if (!existsSync(path.join(layout.primaryDir, 'PG_VERSION'))) {
    run(
      bin('initdb'),
      ['-D', layout.primaryDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8'],
      { asPg: true },
    );
    appendFileSync(
      path.join(layout.primaryDir, 'postgresql.conf'),
      `\n# npm run cluster\n${primarySettings(layout).join('\n')}\n`,
    );
  }
  startPg(layout, 'primary');
  const exists = psql(
    layout,
    layout.pgPort,
    `select 1 from pg_database where datname = '${layout.database}'`,
  );
  if (exists !== '1') psql(layout, layout.pgPort, `create database ${layout.database}`);
}

/**
 * The standby is a base backup of the primary taken with -R (standby.signal and the connection
 * to the primary written for it) and -C -S (its replication slot created with it).
 */
export function ensureStandby(layout) {
  if (!existsSync(path.join(layout.standbyDir, 'PG_VERSION'))) {
    // A slot left by a standby whose directory was removed would refuse the new one.
    psql(
      layout,
      layout.pgPort,
      `select pg_drop_replication_slot('${slot}') from pg_replication_slots where slot_name = '${slot}'`,
    );
    run(
      bin('pg_basebackup'),
      [
        ...connectArgs(layout.pgPort),
        '-D',
        layout.standbyDir,
        '-R',
        '-X',
        'stream',
        '-C',
        '-S',
        slot,
        '-c',
        'fast',
      ],
      { asPg: true },
    );
    appendFileSync(
      path.join(layout.standbyDir, 'postgresql.conf'),
      `\n# the standby\nport = ${layout.standbyPort}\n`,
    );
  }
  startPg(layout, 'standby');
}

/** Bytes of WAL the standby has yet to replay; null when it is not streaming. */
export function replicationLag(layout) {
  const lag = psql(
    layout,
    layout.pgPort,
    `select pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn) from pg_stat_replication limit 1`,
  );
  return lag === '' ? null : Number(lag);
}
