// What each read leaves in V8's old generation: the built server on a fresh demo database of
// the local PostgreSQL, run with --trace-gc-nvp, each call driven at 50 connections; per answer,
// the bytes allocated and the bytes its young collections promoted. Promoted bytes fill the old
// generation and bring full collections, which every request in flight waits for; allocated
// bytes set how often a young collection runs. The figures hardly move on a busy machine.
//   node bench/promotion.mjs [--server apps/server/dist/main.js] [--seconds 6]
import pg from 'pg';
import { waitReady } from './lib/processes.mjs';
import { signIn } from './lib/sign-in.mjs';
import { adminUrl, databaseUrl } from './lib/databases.mjs';
import { perAnswer, perAnswerHeader, tracedServer } from './lib/young-collections.mjs';

const dbName = 'zyz_promotion';
const api = '/v2/api/gdzyz';

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.query(`create database ${dbName}`);
await admin.end();

const server = tracedServer(databaseUrl(dbName), 8873);
const { origin } = server;
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

console.log(perAnswerHeader.join('\n'));
for (const [title, pathOf, headers] of calls)
  console.log(await perAnswer(server, title, pathOf, headers));
server.child.kill();
