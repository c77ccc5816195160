// The topology of `npm run cluster` under failure: an API instance killed and restarted under
// load, the standby stopped under load, and a restore from a base backup plus the WAL archive.
// Needs haproxy, redis-server and PostgreSQL 15's binaries (apt-get install -y haproxy).
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyStats } from './haproxy.mjs';
import { call, percentile, startReads, startRegistrations } from './load.mjs';
import { layoutOf, repoRoot } from './options.mjs';
import { urlOf } from './postgres.mjs';
import { archiveCurrentWal, baseBackup, restoreBackup } from './backup.mjs';
import { startCluster } from './topology.mjs';
import { scrapeInstances } from './metrics.mjs';
import { waitFor } from './run.mjs';

// Its own ports and folder, beside a `npm run cluster` a developer may be running.
const layout = layoutOf({
  dir: 'data/cluster-test',
  port: 18800,
  apiPort: 18811,
  metricsPort: 19471,
  pgPort: 25442,
  redisPort: 26389,
  server: 'apps/server/dist-cluster/main.js',
  fresh: true,
});
const base = `http://127.0.0.1:${layout.port}`;
const inboxFile = path.join(layout.dir, 'dev-inbox.jsonl');
const getsPerSecond = 40;

/** The server bundle under test, built from this checkout into its own file. */
function buildServer() {
  const built = spawnSync(process.execPath, ['apps/server/build.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, SERVER_OUTFILE: path.relative(repoRoot, layout.server) },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`构建服务端失败：${built.stderr}`);
}

/** Lines of each instance's log written after `since` (byte offsets) that contain `text`. */
/** Lines holding `text` that each instance logged after `since` (its log's size then, in bytes). */
function logLinesSince(cluster, since, text) {
  return cluster.instances.map((instance, i) =>
    readFileSync(instance.logFile)
      .subarray(since[i])
      .toString('utf8')
      .split('\n')
      .filter((line) => line.includes(text)),
  );
}

async function queryOn(port, text, values = []) {
  const client = new pg.Client({ connectionString: urlOf(port, layout.database) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const standbyCommits = async () =>
  Number(
    (
      await queryOn(
        layout.standbyPort,
        'select xact_commit from pg_stat_database where datname = current_database()',
      )
    )[0].xact_commit,
  );

const registeredOnPrimary = async (ids) =>
  (await queryOn(layout.pgPort, 'select id from volunteers where id = any($1::int[])', [ids]))
    .length;

function report(title, figures) {
  console.log(
    `${title}：${Object.entries(figures)
      .map(([k, v]) => `${k} ${v}`)
      .join('，')}`,
  );
}

describe('the cluster topology', () => {
  let cluster;
  let paths;
  let adminToken;
  let regionId;

  beforeAll(async () => {
    buildServer();
    const started = Date.now();
    cluster = await startCluster(layout, {
      // One address drives all the load: lift the per-IP ceilings.
      env: {
        RATE_LIMIT_PER_MINUTE: '10000000',
        VERIFY_CODE_IP_PER_HOUR: '10000000',
        // The SMS codes as the phones get them (load.mjs); the console's outbox blanks them.
        DEV_INBOX_FILE: inboxFile,
      },
    });
    report('集群启动', { 用时秒: ((Date.now() - started) / 1000).toFixed(1) });
    const login = await call(base, 'POST', '/auth/login/org/password', {
      body: { username: 'gdadmin01', password: 'Zyz@2024pass', loginType: '2' },
    });
    adminToken = login.body.other.access_token;
    regionId = (await call(base, 'GET', '/home/index/districtDomain')).body.data
      .current_district_id;
    const missions = (await call(base, 'GET', '/home/mission/list?pageIndex=1&pageSize=10')).body
      .data.list;
    paths = [
      ...[1, 2, 3].map((n) => `/home/mission/list?pageIndex=${n}&pageSize=5`),
      '/home/mission/list?pageIndex=1&pageSize=10&keyword=%E5%BF%97%E6%84%BF',
      ...missions.map((m) => `/home/mission/info/missionDetails?missionId=${m.missionId}`),
      '/home/index/statics/indexStatics',
      '/home/banner/list/1',
      '/home/announcement/list?showType=1&pageIndex=1&pageSize=5',
      '/home/site/article/list?pageIndex=1&pageSize=5',
      '/home/site/article/getHotNews',
      '/home/index/districtDomain',
      '/home/intellectAction?channel=pc&size=4',
      '/home/org/list?pageIndex=1&pageSize=5',
    ];
  });

  afterAll(async () => {
    await cluster?.stop();
  });

  it("serves each instance's metrics on its own port, with both pools and the catalog thread", async () => {
    await call(base, 'GET', '/home/mission/list?pageIndex=1&pageSize=10');
    let scrapes;
    // The catalog loads on its thread behind the open port.
    await waitFor('每个实例的公开活动目录载入', async () => {
      scrapes = await scrapeInstances(layout);
      return scrapes.every((s) =>
        s.samples?.some((x) => x.name === 'catalog_loaded' && x.value === 1),
      );
    });
    for (const scrape of scrapes) {
      const has = (name, labels = '') =>
        scrape.samples.some((s) => s.name === name && s.labels.includes(labels));
      expect(scrape.error).toBeUndefined();
      expect(has('db_pool_connections', 'database="primary"')).toBe(true);
      expect(has('db_pool_connections', 'database="standby"')).toBe(true);
      expect(has('catalog_missions')).toBe(true);
      expect(has('job_runs_total', 'job="finalise"')).toBe(true);
      expect(has('process_resident_memory_bytes')).toBe(true);
    }
    // HAProxy sent the list call to one of them, under its route's pattern.
    const listed = scrapes.flatMap((s) =>
      s.samples.filter(
        (x) =>
          x.name === 'http_request_duration_seconds_count' &&
          x.labels.includes('route="/v2/api/gdzyz/home/mission/list"'),
      ),
    );
    expect(listed.reduce((sum, x) => sum + x.value, 0)).toBeGreaterThan(0);
  });

  /** Stops one instance under load, right after a burst of GETs so some are in flight. */
  async function restartUnderLoad(reads, index, signal) {
    const name = `api${index + 1}`;
    reads.burst(40);
    await sleep(2);
    const stoppedAt = Date.now();
    await cluster.stopInstance(index, signal);
    await sleep(3_000);
    await cluster.startInstance(index);
    await waitFor(`HAProxy 重新启用 ${name}`, async () => {
      return (await haproxyStats(layout))[`be_read/${name}`].status === 'UP';
    });
    const upAt = Date.now();
    const servedAtUp = Number((await haproxyStats(layout))[`be_read/${name}`].stot);
    await sleep(5_000);
    const servedLater = Number((await haproxyStats(layout))[`be_read/${name}`].stot);
    return { stoppedAt, upAt, servedAfterRestart: servedLater - servedAtUp };
  }

  it('loses no GET and no acknowledged write while instances are killed or stopped and restarted', async () => {
    const statsBefore = await haproxyStats(layout);
    const commitsBefore = await standbyCommits();
    const started = Date.now();
    const reads = startReads(base, paths, getsPerSecond);
    const writes = startRegistrations(base, { adminToken, regionId, inboxFile });
    await sleep(5_000);
    const killed = await restartUnderLoad(reads, 0, 'SIGKILL');
    const stopped = await restartUnderLoad(reads, 1, 'SIGTERM');
    const r = await reads.stop();
    const w = await writes.stop();
    const stats = await haproxyStats(layout);
    const found = await registeredOnPrimary(w.acknowledged.map((a) => a.volunteerId));
    const counter = (name) =>
      Number(stats[`be_read/BACKEND`][name]) - Number(statsBefore[`be_read/BACKEND`][name]);
    const unacknowledgedIn = (phase) =>
      w.notAcknowledged.filter((f) => f.at >= phase.stoppedAt && f.at < phase.upAt).length;
    const standbyTransactions = (await standbyCommits()) - commitsBefore;
    report('实例被杀（SIGKILL）与停止（SIGTERM）后重启', {
      用时秒: ((Date.now() - started) / 1000).toFixed(1),
      GET请求: r.sent + w.reads,
      GET失败: r.failed + w.failedReads.length,
      p50毫秒: percentile(r.latenciesMs, 50).toFixed(1),
      p99毫秒: percentile(r.latenciesMs, 99).toFixed(1),
      注册尝试: w.attempted,
      注册已确认: w.acknowledged.length,
      主库中找到: found,
      未确认的写_SIGKILL: unacknowledgedIn(killed),
      未确认的写_SIGTERM: unacknowledgedIn(stopped),
      读到旧数据: w.staleReads,
      未确认的写明细: JSON.stringify(w.notAcknowledged),
      HAProxy重试: counter('wretr'),
      HAProxy改派: counter('wredis'),
      热备事务: standbyTransactions,
    });
    expect(r.failures).toEqual([]);
    expect(w.failedReads).toEqual([]);
    expect(w.acknowledged.length).toBeGreaterThan(5);
    expect(found).toBe(w.acknowledged.length);
    expect(w.staleReads).toBe(0);
    // Both restarted instances are back in the rotation, and public reads went to the standby.
    expect(killed.servedAfterRestart).toBeGreaterThan(0);
    expect(stopped.servedAfterRestart).toBeGreaterThan(0);
    expect(standbyTransactions).toBeGreaterThan(100);
  });

  it('answers public reads from the primary while the standby is stopped, then returns to it', async () => {
    const since = cluster.instances.map((i) => statSync(i.logFile).size);
    const started = Date.now();
    const reads = startReads(base, paths, getsPerSecond);
    await sleep(4_000);
    await cluster.stopStandby();
    const sentAtStop = reads.result.sent;
    await sleep(8_000);
    const sentWhileDown = reads.result.sent - sentAtStop;
    await cluster.startStandby();
    // The instances try the standby again 5 s after they marked it down.
    // Each instance has two pools on the standby: the request thread's and its public-list
    // catalog thread's (whose log lines are named so).
    const ofCatalog = (lines) => lines.filter((l) => l.includes('公开活动目录线程'));
    const ofRequests = (lines) => lines.filter((l) => !l.includes('公开活动目录线程'));
    // Per pool and instance: how often it moved to the primary, and how often it came back.
    const moves = () => {
      const away = logLinesSince(cluster, since, '只读副本无法连接');
      const back = logLinesSince(cluster, since, '只读副本已恢复');
      return [ofRequests, ofCatalog].flatMap((pool) =>
        cluster.instances.map((_, i) => ({
          away: pool(away[i] ?? []).length,
          back: pool(back[i] ?? []).length,
        })),
      );
    };
    // Every pool back on the standby: as often back as it went away.
    await waitFor(
      '各 API 实例重新使用热备',
      () => moves().every((m) => m.back > 0 && m.back === m.away),
      30_000,
    );
    const commitsBack = await standbyCommits();
    await sleep(4_000);
    const commitsLater = await standbyCommits();
    const r = await reads.stop();
    const down = logLinesSince(cluster, since, '只读副本无法连接');
    const back = logLinesSince(cluster, since, '只读副本已恢复');
    report('热备停止再启动', {
      用时秒: ((Date.now() - started) / 1000).toFixed(1),
      GET请求: r.sent,
      GET失败: r.failed,
      热备停止期间GET: sentWhileDown,
      p50毫秒: percentile(r.latenciesMs, 50).toFixed(1),
      p99毫秒: percentile(r.latenciesMs, 99).toFixed(1),
      各实例切到主库日志: down.map((l) => l.length).join('/'),
      各实例恢复日志: back.map((l) => l.length).join('/'),
      其中目录线程: `${down.map((l) => ofCatalog(l).length).join('/')}，${back
        .map((l) => ofCatalog(l).length)
        .join('/')}`,
      恢复后热备事务: commitsLater - commitsBack,
    });
    expect(r.failures).toEqual([]);
    // Each pool of each instance moved to the primary and came back, once per move. Usually
    // once; on a loaded machine a connection to the standby can also take longer than its
    // connect timeout, which rightly counts as the standby being away, before or after the stop.
    for (const m of moves()) {
      expect(m.away).toBeGreaterThanOrEqual(1);
      expect(m.back).toBe(m.away);
    }
    expect(commitsLater - commitsBack).toBeGreaterThan(20);
  });

  it('restores every acknowledged write from a base backup and the WAL archive', async () => {
    const started = Date.now();
    const backupDir = path.join(layout.dir, 'backups', 'base');
    await baseBackup(layout, backupDir);
    const writes = startRegistrations(base, { adminToken, regionId, inboxFile, pauseMs: 100 });
    await sleep(4_000);
    const w = await writes.stop();
    const ids = w.acknowledged.map((a) => a.volunteerId);
    const segment = await archiveCurrentWal(layout);
    const restoredPort = layout.pgPort + 2;
    const restored = await restoreBackup(
      layout,
      backupDir,
      path.join(layout.dir, 'pg', 'restored'),
      restoredPort,
    );
    try {
      const [state] = await queryOn(restoredPort, 'select pg_is_in_recovery() as recovering');
      const rows = await queryOn(
        restoredPort,
        'select id from volunteers where id = any($1::int[])',
        [ids],
      );
      report('备份与恢复', {
        用时秒: ((Date.now() - started) / 1000).toFixed(1),
        备份后注册已确认: ids.length,
        恢复后找到: rows.length,
        重放至WAL段: segment,
      });
      expect(ids.length).toBeGreaterThan(3);
      expect(rows.length).toBe(ids.length);
      expect(state.recovering).toBe(false);
    } finally {
      await restored.stop();
    }
  });
});
