// The whole topology on one machine, in start order: PostgreSQL primary, its hot standby, Redis,
// migrations (once), the API instances, HAProxy. `stop` undoes it in reverse.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { migrateOnce, startInstance } from './api.mjs';
import { startHaproxy } from './haproxy.mjs';
import { ensurePrimary, ensureStandby, isRunning, pgCtlAsync, stopPg } from './postgres.mjs';
import { startRedis } from './redis.mjs';
import { hasCommand, isPortFree, pgBin } from './run.mjs';

/** What is missing, with the command that installs it; nothing is installed here. */
export function missingPrerequisites(layout) {
  const missing = [];
  if (!hasCommand('haproxy'))
    missing.push('未找到 haproxy。请先安装：apt-get update && apt-get install -y haproxy');
  if (!hasCommand(path.join(pgBin, 'initdb')))
    missing.push(
      `未找到 PostgreSQL 程序（${pgBin}）。请安装：apt-get install -y postgresql-15，或用 PG_BIN 指向其 bin 目录`,
    );
  if (!hasCommand('redis-server'))
    missing.push('未找到 redis-server。请先安装：apt-get install -y redis-server');
  if (!existsSync(layout.server))
    missing.push(`未找到服务端构建 ${layout.server}。请先运行：npm run build`);
  return missing;
}

async function busyPorts(layout) {
  const ports = [
    layout.port,
    layout.statsPort,
    layout.redisPort,
    ...layout.apiPorts,
    ...layout.metricsPorts,
  ];
  // A PostgreSQL of this very directory, left running, is reused rather than refused.
  if (!isRunning(layout.primaryDir)) ports.push(layout.pgPort);
  if (!isRunning(layout.standbyDir)) ports.push(layout.standbyPort);
  const busy = [];
  for (const port of ports) if (!(await isPortFree(port))) busy.push(port);
  return busy;
}

/**
 * Starts everything and answers a handle. `env` is added to the API instances' environment (a
 * test lifts the per-IP limits with it); `say` receives progress lines.
 */
export async function startCluster(layout, { env = {}, say = () => {} } = {}) {
  const missing = missingPrerequisites(layout);
  if (missing.length > 0) throw new Error(missing.join('\n'));
  if (layout.fresh) {
    stopPg(layout, 'standby');
    stopPg(layout, 'primary');
    rmSync(layout.dir, { recursive: true, force: true });
  }
  const busy = await busyPorts(layout);
  if (busy.length > 0)
    throw new Error(
      `端口已被占用：${busy.join('、')}。请先停止占用它们的进程，或换用其他端口（--help）`,
    );
  mkdirSync(layout.dir, { recursive: true });

  const cluster = {
    layout,
    redis: null,
    haproxy: null,
    instances: [],
    /** SIGKILL (a crash) or SIGTERM (a graceful stop) to one instance; answers once it exited. */
    async stopInstance(index, signal = 'SIGTERM') {
      await cluster.instances[index].stop(signal);
    },
    async startInstance(index) {
      cluster.instances[index] = await startInstance(layout, index, env);
    },
    stopStandby: () => pgCtlAsync(layout, 'standby', 'stop'),
    startStandby: () => pgCtlAsync(layout, 'standby', 'start'),
    async stop() {
      await cluster.haproxy?.stop('SIGTERM');
      await Promise.all(cluster.instances.map((i) => i.stop('SIGTERM')));
      await cluster.redis?.stop('SIGTERM');
      stopPg(layout, 'standby');
      stopPg(layout, 'primary');
    },
  };
  try {
    say('启动 PostgreSQL 主库 …');
    ensurePrimary(layout);
    say('建立并启动热备（pg_basebackup -R）…');
    ensureStandby(layout);
    say('启动 Redis …');
    cluster.redis = await startRedis(layout);
    say('执行数据库迁移（只执行一次）…');
    migrateOnce(layout, env);
    say(`启动 ${layout.instances} 个 API 实例 …`);
    cluster.instances = await Promise.all(
      layout.apiPorts.map((_, i) => startInstance(layout, i, env)),
    );
    say('启动 HAProxy …');
    cluster.haproxy = await startHaproxy(layout);
  } catch (err) {
    await cluster.stop().catch(() => {});
    throw err;
  }
  return cluster;
}
