// The public list on the province preset's database, one class of filters at a time: what each
// class allocates and leaves in V8's old generation per answer (the built server started with
// --trace-gc-nvp, its catalog loaded, 50 connections). Every URL carries a lower date bound
// drawn from a year, so most are new to the list cache; classes that still hit it say so in
// their answers a second.
//   node bench/run.mjs --preset province --scenario none --no-records   (once: the database)
//   node bench/list-classes.mjs [--server apps/server/dist/main.js] [--seconds 6]
import { catalogLoaded } from './lib/processes.mjs';
import { databaseUrl } from './lib/databases.mjs';
import { perAnswer, perAnswerHeader, tracedServer } from './lib/young-collections.mjs';
import { keywords, pickTargets } from './scenarios/province.mjs';

const dbUrl = databaseUrl('zyz_province');
const t = await pickTargets(dbUrl);
const server = tracedServer(dbUrl, 8874);
if (!(await catalogLoaded(server.child))) throw new Error('公开活动目录未能载入');

const one = (values) => values[Math.floor(Math.random() * values.length)];
const day = () => `2024-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-15`;
const classes = [
  ['newest', () => 'sort=newest'],
  ['newest, a type', () => `sort=newest&missionType=0${1 + Math.floor(Math.random() * 8)}`],
  ['newest, an organisation subtree', () => `sort=newest&districtId=${one(t.nodes)}`],
  ['soonest, published', () => 'sort=start&status=published'],
  ['a keyword', () => `sort=newest&keyword=${encodeURIComponent(one(keywords))}`],
  [
    'nearest to a point',
    () =>
      `sort=distance&lat=${(21.6 + Math.random() * 3.4).toFixed(4)}&lng=${(110.2 + Math.random() * 6.4).toFixed(4)}`,
  ],
];

console.log(perAnswerHeader.join('\n'));
for (const [title, filters] of classes) {
  for (const page of [1, 50]) {
    const pathOf = () =>
      `/v2/api/gdzyz/home/mission/list?pageIndex=${page}&pageSize=10&${filters()}&beginDate=${day()}`;
    console.log(await perAnswer(server, `${title}, page ${page}`, pathOf));
  }
}
server.child.kill();
