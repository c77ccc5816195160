import pg from 'pg';
import { browserHeaders, expectOk, measure } from '../lib/measure.mjs';
import { hotListShareWithWrk } from '../lib/wrk.mjs';

/** Filter values a visitor would really pick, read from the generated data. */
async function pickTargets(dbUrl) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const cities = await db.query(
      `select id from districts where level = 2 and name in ('广州市志愿者联合会', '深圳市志愿者联合会', '佛山市志愿者联合会') order by id`,
    );
    const orgs = await db.query(`select id from districts where level = 4 order by id`);
    // Hot = the most applied-for mission still to come, the one everybody opens.
    const hot = await db.query(
      `select id from missions where status = 'published' and service_start > now()
       order by applied_count desc, id limit 1`,
    );
    return {
      cities: cities.rows.map((r) => r.id),
      orgs: orgs.rows.map((r) => r.id),
      hot: hot.rows[0].id,
    };
  } finally {
    await db.end();
  }
}

/**
 * The public mission list (a mix of hot first pages: a city subtree with a service type,
 * newest first; keywords; by start time), the same list with every request a different
 * organisation (what the database path costs when nothing is cached), the detail of the hot
 * mission, and myMission of a signed-in volunteer.
 */
export async function missionsScenario({ origin, api, token, load, dbUrl, emptyOrigin, pids }) {
  const t = await pickTargets(dbUrl);
  const list = (q) => `${api}/home/mission/list?pageIndex=1&pageSize=10&${q}`;
  const hotList = [
    ...t.cities.flatMap((c) => [
      list(`districtId=${c}&missionType=01&sort=newest`),
      list(`districtId=${c}&missionType=03&sort=newest`),
      list(`districtId=${c}&sort=newest`),
    ]),
    list('keyword=敬老&sort=newest'),
    list('keyword=海滩清洁&sort=newest'),
    list('sort=start&status=published'),
    list('sort=newest'),
    `${api}/home/mission/list?pageIndex=2&pageSize=10&sort=newest`,
  ].map(encodeURI);
  for (const p of hotList) await expectOk(origin + p);
  const auth = { authorization: `Bearer ${token}` };
  const detail = `${api}/home/mission/info/missionDetails?missionId=${t.hot}`;
  const myMission = `${api}/volunteer/mission/getUserMissionList?pageIndex=1&pageSize=10`;
  const mine = await expectOk(origin + myMission, auth);
  await expectOk(origin + detail);

  // Each row of the server also gives its and its PostgreSQL backends' CPU time per answer.
  const costs = { serverPid: pids?.server, dbUrl };
  let n = 0;
  const coldPath = () =>
    list(`districtId=${t.orgs[n++ % t.orgs.length]}&missionType=0${1 + (n % 9)}&sort=newest`);
  const results = [
    await measure('空 Fastify 路由（参照，独立进程）', {
      base: emptyOrigin,
      paths: ['/empty'],
      ...load,
    }),
    await measure(`GET /home/mission/list 热门筛选 ${hotList.length} 种轮换`, {
      base: origin,
      ...costs,
      paths: hotList,
      headers: browserHeaders,
      ...load,
    }),
    await measure('GET /home/mission/list 每次不同组织（不命中缓存）', {
      base: origin,
      ...costs,
      pickPath: coldPath,
      ...load,
    }),
    await measure(`GET /home/mission/info/missionDetails 热门活动 ${t.hot}`, {
      base: origin,
      ...costs,
      paths: [detail],
      ...load,
    }),
    await measure('GET …/missionDetails 带志愿者令牌', {
      base: origin,
      ...costs,
      paths: [detail],
      headers: auth,
      ...load,
    }),
    await measure(`GET /volunteer/mission/getUserMissionList（共 ${mine.total} 条）`, {
      base: origin,
      ...costs,
      paths: [myMission],
      headers: auth,
      ...load,
    }),
  ];
  const empty = results[0]['req/s'];
  const ratio = results[1]['req/s'] / empty;
  const withWrk = await hotListShareWithWrk({ origin, emptyOrigin, paths: hotList, load, pids });
  return {
    results: [...results, ...withWrk.rows],
    verdict: [
      ...verdictOf(results, ratio),
      `列表吞吐 / 空路由（wrk）= ${(withWrk.share * 100).toFixed(0)}%`,
      ...(withWrk.ownCoresShare === undefined
        ? []
        : [`列表吞吐 / 空路由（wrk，各占一核）= ${(withWrk.ownCoresShare * 100).toFixed(0)}%`]),
    ],
  };
}

function verdictOf(results, ratio) {
  // The uncached list is reported for insight; the targets are the hot list, detail, myMission.
  const targets = [results[1], results[3], results[4], results[5]];
  const slow = targets.filter((r) => r['p99 ms'] >= 50 || r.errors > 0);
  return [
    `列表吞吐 / 空路由 = ${(ratio * 100).toFixed(0)}%（目标 ≥ 33%）${ratio >= 1 / 3 ? '达标' : '未达标'}`,
    slow.length === 0
      ? 'p99 全部 < 50 ms，无错误'
      : `p99 ≥ 50 ms 或有错误：${slow.map((r) => r.call).join('；')}`,
  ];
}
