// Long-running children (Redis, HAProxy, API instances): each writes to its own log file under
// the topology's logs/, and is stopped by the signal its program treats as a graceful stop.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, closeSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

export function startChild(name, command, args, { logDir, env = {}, cwd } = {}) {
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${name}.log`);
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const exited = once(child, 'exit');
  return {
    name,
    logFile,
    pid: child.pid,
    child,
    exited,
    isAlive: () => child.exitCode === null && child.signalCode === null,
    /** Sends `signal`, and SIGKILL if the child has not exited within `graceMs`. */
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const gone = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
      if (!gone) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
