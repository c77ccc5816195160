// Load benchmark of the foundation calls on PostgreSQL holding realistic volumes.
// Usage: node bench/run.mjs [--volunteers 500000] [--duration 10] [--connections 50]
// Needs a built server (npm run build) and PostgreSQL (BENCH_PG, default the local server).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const volunteers = arg('volunteers', 500_000);
const duration = arg('duration', 10);
const connections = arg('connections', 50);
const adminUrl = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'zyz_bench';
const dbUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
const port = 8870;
const base = `http://127.0.0.1:${port}/v2/api/gdzyz`;

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
  if (!rowCount) await admin.query(`create database ${dbName}`);
  await admin.end();
}

function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // One client IP drives all the load; the per-IP API limit would answer 429 to nearly all of it.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitReady() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/home/index/districtDomain`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** Bulk volunteers share the demo volunteer's hash: hashing 500k passwords is not the point. */
async function fillVolunteers() {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query('select count(*)::int as n from volunteers');
  const missing = volunteers - rows[0].n;
  if (missing > 0) {
    console.log(`插入 ${missing} 名志愿者 ...`);
    await db.query(
      `insert into volunteers (login_name, name, password_hash, service_minutes, training_minutes, apply_count)
       select 'bench' || g, '志愿者' || g, (select password_hash from volunteers where login_name = 'zhangsan2024'),
              (random() * 90000)::int, (random() * 6000)::int, (random() * 40)::int
       from generate_series((select count(*) from volunteers) + 1, $1) g
       on conflict do nothing`,
      [volunteers],
    );
    await db.query(
      `insert into volunteer_districts (volunteer_id, district_id, is_main)
       select v.id, (select id from districts where level = 2 order by id offset (v.id % 21) limit 1), true
       from volunteers v where v.login_name like 'bench%' on conflict do nothing`,
    );
    await db.query('analyze');
  }
  await db.end();
}

async function login() {
  const res = await fetch(`${base}/auth/login/volunteer/password?xc=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=zhangsan2024&password=Zyz%402024pass&loginType=1',
  });
  const body = await res.json();
  if (body.code !== '1') throw new Error(`login failed: ${body.msg}`);
  return body.other.access_token;
}

function measure(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err, r) => {
      if (err) return reject(err);
      const bad = r.non2xx + r.errors + r.timeouts;
      resolve({
        call: title,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        errors: bad,
      });
    });
  });
}

await ensureDatabase();
const server = startServer();
try {
  await waitReady();
  await fillVolunteers();
  const token = await login();
  const auth = { authorization: `Bearer ${token}` };
  const results = [];
  results.push(
    await measure('GET /home/index/districtDomain', `${base}/home/index/districtDomain`),
  );
  results.push(
    await measure('GET /volunteer/user/current', `${base}/volunteer/user/current`, auth),
  );
  results.push(
    await measure('GET /volunteer/info/userInfo', `${base}/volunteer/info/userInfo`, auth),
  );
  results.push(
    await measure(
      'GET /volunteer/dataHandle/refreshUserStaticServiceTime',
      `${base}/volunteer/dataHandle/refreshUserStaticServiceTime`,
      auth,
    ),
  );
  console.log(`PostgreSQL, ${volunteers} 名志愿者, ${connections} 并发, 每项 ${duration} 秒`);
  console.table(results);
} finally {
  server.kill('SIGTERM');
}
