// What each read leaves in V8's old generation: the built server on a fresh demo database of
// the local PostgreSQL, run with --trace-gc-nvp, each call driven at 50 connections; per answer,
// the bytes allocated and the bytes its young collections promoted. Promoted bytes fill the old
// generation and bring full collections, which every request in flight waits for; allocated
// bytes set how often a young collection runs. The figures hardly move on a busy machine.
//   node bench/promotion.mjs [--server apps/server/dist/main.js] [--seconds 6]
import autocannon from 'autocannon';
import pg from 'pg';
import { argOf } from './lib/page-server.mjs';
import { startServer, waitReady } from './lib/processes.mjs';
import { signIn } from './lib/sign-in.mjs';

const adminUrl = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'zyz_promotion';
const dbUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
const port = Number(argOf('--port', 8873));
const seconds = Number(argOf('--seconds', 6));
const origin = `http://127.0.0.1:${port}`;
const api = '/v2/api/gdzyz';

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.query(`create database ${dbName}`);
await admin.end();

// Young collections as the server reports them, each with its promoted and allocated bytes.
const collections = [];
const server = startServer({
  port,
  dbUrl,
  main: argOf('--server', 'apps/server/dist/main.js'),
  nodeFlags: ['--trace-gc-nvp'],
});
let partial = '';
server.stdout.on('data', (chunk) => {
  const lines = (partial + chunk).split('\n');
  partial = lines.pop();
  for (const line of lines) {
    if (!line.includes(' gc=s ')) continue;
    const field = (name) => Number(line.match(new RegExp(` ${name}=([0-9.]+)`))?.[1] ?? 0);
    collections.push({
      pause: field('pause'),
      promoted: field('promoted'),
      allocated: field('allocated'),
    });
  }
});
await waitReady(`${origin}${api}/home/index/districtDomain`);

const bearer = async (username, kind) => ({
  authorization: `Bearer ${await signIn(origin, username, kind)}`,
});
const volunteer = await bearer('zhangsan2024', 'volunteer');
const staff = await bearer('gdadmin01', 'org');

// A visitor's own position is never kept, so these list pages are built for every request.
const near = (i) =>
  `${api}/home/mission/list?pageIndex=1&pageSize=10&sort=distance&lat=${(23 + (i % 97) / 100).toFixed(2)}&lng=113.3`;
const calls = [
  ['list, nearest first from a visitor', near],
  ['missionDetails', () => `${api}/home/mission/info/missionDetails?missionId=4`],
  [
    'missionDetails, signed in',
    () => `${api}/home/mission/info/missionDetails?missionId=4`,
    volunteer,
  ],
  [
    'getUserMissionList',
    () => `${api}/volunteer/mission/getUserMissionList?pageIndex=1&pageSize=10`,
    volunteer,
  ],
  [
    'serviceRecord/list',
    () => `${api}/volunteer/serviceRecord/list?pageIndex=1&pageSize=10`,
    volunteer,
  ],
  ['usersStatic', () => `${api}/volunteer/center/static/usersStatic`, volunteer],
  ['districtDomain', () => `${api}/home/index/districtDomain`],
  [
    'findMissionList',
    () => `${api}/manage/pc/mission/findMissionList?pageIndex=1&pageSize=10`,
    staff,
  ],
  [
    'getMPList',
    () => `${api}/manage/pc/mission/personal/getMPList?missionId=1&pageIndex=1&pageSize=10`,
    staff,
  ],
];

function drive(pathOf, headers, duration) {
  let i = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: origin,
        connections: 50,
        duration,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: pathOf(i++) }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
}

const kB = (bytes) => (bytes / 1024).toFixed(2);
console.log(
  `| Call | answers/s | allocated kB / answer | promoted kB / answer | young collections, mean pause ms |`,
);
console.log('|---|---|---|---|---|');
for (const [title, pathOf, headers] of calls) {
  await drive(pathOf, headers, 2);
  const from = collections.length;
  const result = await drive(pathOf, headers, seconds);
  const during = collections.slice(from);
  const answers = result['2xx'];
  const sum = (key) => during.reduce((total, c) => total + c[key], 0);
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `| ${title} | ${Math.round(answers / seconds)} | ${kB(sum('allocated') / answers)} | ${kB(
      sum('promoted') / answers,
    )} | ${during.length}, ${(sum('pause') / Math.max(1, during.length)).toFixed(1)}${
      failed ? ` | 失败 ${failed}` : ''
    } |`,
  );
}
server.kill();
