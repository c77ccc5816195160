// Running the tools the topology is made of: PostgreSQL's as the `postgres` account when this is
// root (PostgreSQL refuses to run as root), the rest as whoever runs the script.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

/** The command as the PostgreSQL account: runuser when root, as is otherwise. */
export function asPostgres(command, args) {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** Runs to completion; a failure names the command and shows what it printed. */
export function run(command, args, { asPg = false, env } = {}) {
  const [cmd, argv] = asPg ? asPostgres(command, args) : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.error) throw new Error(`无法运行 ${command}：${result.error.message}`);
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} 失败（退出码 ${result.status}）：\n${result.stderr}${result.stdout}`,
    );
  return result.stdout;
}

/** As `run`, without blocking: for steps taken while load is being driven from this process. */
export function runAsync(command, args, { asPg = false } = {}) {
  const [cmd, argv] = asPg ? asPostgres(command, args) : [command, args];
  return new Promise((resolve, reject) => {
    execFile(cmd, argv, { encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${command} ${args.join(' ')} 失败：${err.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

/** A directory the PostgreSQL account can write: created, then handed over when root. */
export function pgOwnedDir(dir, mode = 0o700) {
  mkdirSync(dir, { recursive: true, mode });
  if (!isRoot) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
  chownSync(dir, uid, gid);
}

export function hasCommand(path) {
  if (path.includes('/')) return existsSync(path);
  return spawnSync('sh', ['-c', `command -v ${path}`]).status === 0;
}

export function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Polls `check` until it answers true; `what` names the wait in the error. `giveUp` answers a
 * reason to stop waiting at once (the process being waited for has exited), or null.
 */
export async function waitFor(what, check, timeoutMs = 120_000, giveUp = () => null) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = giveUp();
    if (reason) throw new Error(reason);
    try {
      if (await check()) return;
    } catch {
      // not there yet
    }
    if (Date.now() > deadline) throw new Error(`等待超时：${what}`);
    await sleep(200);
  }
}
