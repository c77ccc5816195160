// Load benchmark on PostgreSQL holding realistic volumes. One command:
//   npm run build -w @zyz/server && node bench/run.mjs [--scenario missions|foundation|hours|login|province|all]
// --scenario none only generates. Options: --volunteers 1000000 --missions 100000 --per-shift 10 --orgs 2000
//          --records 5000000 (service records), or --preset province for the whole province;
//          --no-records leaves the service records' load for a later run;
//          --cold measures the province without first reading its reads' relations into memory
//          --duration 10 --connections 50 --warmup 2 (seconds per call, not counted). BENCH_PG points at another PostgreSQL.
// --server apps/server/dist-x/main.js (or SERVER_OUTFILE) runs a server built elsewhere.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import pg from 'pg';
import { generate } from './generate/index.mjs';
import {
  catalogLoaded,
  migrateOnly,
  startEmptyRoute,
  startReplayRoute,
  startServer,
  waitReady,
} from './lib/processes.mjs';
import { prewarm } from './lib/prewarm.mjs';
import { foundationScenario } from './scenarios/foundation.mjs';
import { missionsScenario } from './scenarios/missions.mjs';
import { hoursScenario } from './scenarios/hours.mjs';
import { loginScenario } from './scenarios/login.mjs';
import { provinceScenario } from './scenarios/province.mjs';
import { signIn } from './lib/sign-in.mjs';
import { adminUrl, databaseUrl } from './lib/databases.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const raw = process.argv[i + 1];
  return typeof fallback === 'number' ? Number(raw) : raw;
};
const scenario = arg('scenario', 'missions');
// --preset province: the volumes the platform we replace published for Guangdong (2021):
// 14 M volunteers, 132 k organisation nodes, 4.2 M missions (≈ 12.6 M shifts, ≈ 40 M
// applications). Of its ~200 M service records the machine holds 50 M (docs/performance.md).
// It lives in its own database, zyz_province, beside the everyday zyz_bench.
const presets = {
  default: { volunteers: 1_000_000, missions: 100_000, perShift: 10, orgs: 2_000, records: 5e6 },
  province: {
    volunteers: 14_000_000,
    missions: 4_200_000,
    perShift: 3,
    orgs: 132_000,
    records: 50_000_000,
  },
};
const preset = arg('preset', 'default');
if (!presets[preset]) throw new Error(`未知的数据规模：${preset}（可选 ${Object.keys(presets)}）`);
const volumes = {
  volunteers: arg('volunteers', presets[preset].volunteers),
  missions: arg('missions', presets[preset].missions),
  perShift: arg('per-shift', presets[preset].perShift),
  orgs: arg('orgs', presets[preset].orgs),
  records: arg('records', presets[preset].records),
  skipRecords: process.argv.includes('--no-records'),
};
const load = {
  duration: arg('duration', 10),
  connections: arg('connections', 50),
  warmup: arg('warmup', 2),
};
const dbName = preset === 'default' ? 'zyz_bench' : `zyz_${preset}`;
const dbUrl = databaseUrl(dbName);
const port = Number(process.env.BENCH_PORT ?? 8870);
const emptyPort = Number(process.env.BENCH_EMPTY_PORT ?? 8869);
const replayPort = Number(process.env.BENCH_REPLAY_PORT ?? 8868);
const origin = `http://127.0.0.1:${port}`;
const api = '/v2/api/gdzyz';

const serverMain = arg('server', process.env.SERVER_OUTFILE || 'apps/server/dist/main.js');
if (!fs.existsSync(path.resolve(root, serverMain)))
  throw new Error(`先构建服务端（${serverMain} 不存在）：npm run build -w @zyz/server`);

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
  if (!rowCount) await admin.query(`create database ${dbName}`);
  await admin.end();
}

await ensureDatabase();
// The server migrates and seeds the tree and demo accounts; the generator then fills volumes;
// only then does the server start (with its jobs) to be measured.
await migrateOnly({ dbUrl, main: serverMain });
const rows = await generate(dbUrl, volumes);
const server = startServer({ port, dbUrl, main: serverMain });
const loaded = catalogLoaded(server);
const children = [server];
try {
  await waitReady(`${origin}${api}/home/index/districtDomain`);
  if (!(await loaded)) throw new Error('公开活动目录未在 15 分钟内载入');
  const token = await signIn(origin, rows.benchLogin);
  const ctx = { origin, api, token, load, dbUrl, benchLogin: rows.benchLogin };
  console.log(
    `\nPostgreSQL：${rows.missions} 个活动、${rows.shifts} 个时段、${rows.volunteers} 名志愿者、` +
      `${rows.applications} 条报名、${rows.records} 条服务记录、${rows.districts} 个组织节点；${load.connections} 并发，每项 ${load.duration} 秒（预热 ${load.warmup} 秒不计）`,
  );
  if (scenario === 'foundation' || scenario === 'all') console.table(await foundationScenario(ctx));
  // The empty-route reference, measured in the same run: what this machine does right now.
  if (['missions', 'hours', 'province', 'login', 'all'].includes(scenario)) {
    const empty = await startEmptyRoute(emptyPort);
    children.push(empty);
    ctx.emptyOrigin = `http://127.0.0.1:${emptyPort}`;
    ctx.pids = { server: server.pid, empty: empty.pid };
    ctx.startReplay = async (paths, headers) => {
      const replay = await startReplayRoute(replayPort, { origin, paths, headers });
      children.push(replay);
      return `http://127.0.0.1:${replayPort}`;
    };
  }
  if (scenario === 'missions' || scenario === 'all') {
    const { results, verdict } = await missionsScenario(ctx);
    console.table(results);
    for (const line of verdict) console.log(line);
  }
  if (scenario === 'province') {
    if (!process.argv.includes('--cold')) {
      const warmed = await prewarm(dbUrl);
      console.log(
        `预读入内存：${warmed.relations} 个表与索引，${warmed.gigabytes} GB，${warmed.seconds} 秒`,
      );
    }
    // The province federation's staff: the console's largest scope.
    ctx.orgToken = await signIn(origin, 'gdadmin01', 'org');
    const { results, verdict } = await provinceScenario(ctx);
    console.table(results);
    for (const line of verdict) console.log(line);
  }
  if (scenario === 'login' || scenario === 'all') {
    const { results, verdict } = await loginScenario(ctx);
    console.table(results);
    for (const line of verdict) console.log(line);
  }
  if (scenario === 'hours' || scenario === 'all') {
    const { results, verdict } = await hoursScenario(ctx);
    console.table(results);
    for (const line of verdict) console.log(line);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
}
