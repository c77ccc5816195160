// A base backup of the primary, and a restore of it plus the WAL archive into a new server: the
// procedure docs/deployment.md describes, as the cluster test runs it.
import { appendFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pgBin, pgOwnedDir, runAsync, waitFor } from './run.mjs';
import { connectArgs, psql } from './postgres.mjs';

const bin = (name) => path.join(pgBin, name);

/** pg_basebackup as compressed tar files (base.tar.gz, pg_wal.tar.gz) into `target`. */
export async function baseBackup(layout, target) {
  pgOwnedDir(path.dirname(target));
  rmSync(target, { recursive: true, force: true });
  await runAsync(
    bin('pg_basebackup'),
    [...connectArgs(layout.pgPort), '-D', target, '-Ft', '-z', '-X', 'stream', '-c', 'fast'],
    { asPg: true },
  );
}

/**
 * Closes the current WAL segment and waits until the archive holds it: everything committed
 * before this call can then be restored from the archive.
 */
export async function archiveCurrentWal(layout) {
  const segment = psql(layout, layout.pgPort, 'select pg_walfile_name(pg_switch_wal())');
  for (let i = 0; i < 300; i++) {
    const last = psql(
      layout,
      layout.pgPort,
      "select coalesce(last_archived_wal, '') from pg_stat_archiver",
    );
    if (last >= segment) return segment;
    await sleep(100);
  }
  throw new Error(`WAL 段 ${segment} 未能在 30 秒内归档`);
}

/**
 * A new server in `target` on `port`, from the base backup in `backup`, replaying the archive to
 * its end. It does not archive itself: its history must not mix with the primary's.
 */
export async function restoreBackup(layout, backup, target, port) {
  rmSync(target, { recursive: true, force: true });
  pgOwnedDir(target);
  await runAsync('tar', ['-xzf', path.join(backup, 'base.tar.gz'), '-C', target], { asPg: true });
  await runAsync(
    'tar',
    ['-xzf', path.join(backup, 'pg_wal.tar.gz'), '-C', path.join(target, 'pg_wal')],
    { asPg: true },
  );
  appendFileSync(
    path.join(target, 'postgresql.conf'),
    `\n# restored from ${backup}\nport = ${port}\narchive_mode = off\nrestore_command = 'cp ${layout.walArchive}/%f %p'\n`,
  );
  writeFileSync(path.join(target, 'recovery.signal'), '');
  await runAsync('chown', ['-R', '--reference', target, target]);
  await runAsync(
    bin('pg_ctl'),
    ['-D', target, '-l', path.join(target, 'restore.log'), '-w', '-t', '300', 'start'],
    { asPg: true },
  );
  // With hot_standby on it takes read-only connections while it still replays: done means
  // the archive is exhausted and the server promoted itself.
  await waitFor(
    `恢复的服务器（端口 ${port}）完成重放`,
    () => psql(layout, port, 'select pg_is_in_recovery()') === 'f',
    300_000,
  );
  return {
    stop: async () => {
      await runAsync(bin('pg_ctl'), ['-D', target, '-m', 'fast', '-w', 'stop'], { asPg: true });
      rmSync(target, { recursive: true, force: true });
    },
  };
}
