// The API instances: the built server (as `npm start` runs it) with the primary for writes, the
// standby for public reads and the shared Redis. Migrations run once, before any instance starts.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { startChild } from './children.mjs';
import { serverNodeFlags } from '../server-flags.mjs';
import { urlOf } from './postgres.mjs';
import { waitFor } from './run.mjs';

/** One key for the topology's life: rows encrypted by one run must decrypt in the next. */
function dataKey(layout) {
  if (!existsSync(layout.dataKeyFile))
    writeFileSync(layout.dataKeyFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(layout.dataKeyFile, 'utf8').trim();
}

export function serverEnv(layout) {
  return {
    HOST: '127.0.0.1',
    DATABASE_URL: urlOf(layout.pgPort, layout.database),
    DATABASE_READ_URL: urlOf(layout.standbyPort, layout.database),
    REDIS_URL: `redis://127.0.0.1:${layout.redisPort}`,
    DATA_KEY: dataKey(layout),
    UPLOAD_DIR: layout.uploadDir,
    // Client addresses come from HAProxy's X-Forwarded-For.
    TRUST_PROXY: '1',
    SEED_DEMO: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
}

/**
 * Applies the migrations (and the demo data when asked) and exits, before the instances start:
 * a deploy migrates once, not once per instance.
 */
export function migrateOnce(layout, extraEnv = {}) {
  const result = spawnSync(process.execPath, [layout.server, '--migrate-only'], {
    cwd: layout.dir,
    env: {
      ...process.env,
      ...serverEnv(layout),
      SEED_DEMO: layout.demo ? '1' : '0',
      METRICS_PORT: '0',
      ...extraEnv,
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`数据库迁移失败：\n${result.stderr}${result.stdout}`);
}

export const healthUrl = (port) => `http://127.0.0.1:${port}/healthz`;

export async function isHealthy(port) {
  const res = await fetch(healthUrl(port), { signal: AbortSignal.timeout(2_000) });
  return res.status === 200;
}

/** Instance `index` (0-based), answering its health check. */
export async function startInstance(layout, index, extraEnv = {}) {
  const port = layout.apiPorts[index];
  const instance = startChild(
    `api${index + 1}`,
    process.execPath,
    [...serverNodeFlags, layout.server],
    {
      logDir: layout.logDir,
      env: {
        ...serverEnv(layout),
        ...extraEnv,
        PORT: String(port),
        // Each instance's metrics on a port of its own (metrics.mjs scrapes them).
        METRICS_PORT: String(layout.metricsPorts[index]),
      },
    },
  );
  await waitFor(
    `API 实例 api${index + 1}（端口 ${port}）`,
    () => isHealthy(port),
    180_000,
    () => (instance.isAlive() ? null : `api${index + 1} 已退出，见 ${instance.logFile}`),
  );
  return { ...instance, port };
}
