import { URLSearchParams } from 'node:url';
import pg from 'pg';
import { browserHeaders, expectOk, measure } from '../lib/measure.mjs';
import { hotListShareWithWrk } from '../lib/wrk.mjs';

// The reads issue "the whole province" names, at province volumes: the public list with any
// filter combination (page 1 and page 50, nearly every request a cache miss), mission detail of
// any mission, the volunteer's own pages, districtDomain, the console's lists for the
// province federation, a new-range certificate. Each row says what it draws from.

export const keywords = [
  '敬老',
  '海滩清洁',
  '社区',
  '急救知识',
  '马拉松',
  '支教',
  '义诊',
  '天河',
  '博物馆讲解',
];

export async function pickTargets(dbUrl) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const nodes = await db.query(
      `select id, level from districts where level in (2, 3) or (level = 4 and id % 50 = 0)`,
    );
    const missions = await db.query(
      `select min(id)::int as lo, max(id)::int as hi from missions where status = 'published'`,
    );
    // The mission with the most applicants: the console's longest applicant list.
    const crowded = await db.query(
      `select mission_id as id, count(*)::int as n from mission_applications
       where mission_id in (select id from missions order by applied_count desc limit 50)
       group by mission_id order by n desc limit 1`,
    );
    // Until the last phase of the records' load has rebuilt their indexes, reading them would
    // measure a scan of the whole table, not the design.
    const records = await db.query(
      `select 1 from bench.meta where key like 'serviceRecords-%' and key <> 'serviceRecordIndexes'`,
    );
    return {
      recordsReady: records.rowCount > 0,
      nodes: nodes.rows.map((r) => r.id),
      missionRange: missions.rows[0],
      crowded: crowded.rows[0],
    };
  } finally {
    await db.end();
  }
}

const one = (items) => items[Math.floor(Math.random() * items.length)];
const chance = (p) => Math.random() < p;

/**
 * A visitor's filters, drawn afresh for each request: organisation subtree (city, county or
 * organisation), service type, keyword, sort (newest, start, nearest to a point in the
 * province). A day of 2024 as the lower date bound changes no answer (every generated mission
 * serves from 2025) but makes each URL new to the list cache.
 */
export function anyFilters(t, pageIndex) {
  const q = new URLSearchParams({ pageIndex: String(pageIndex), pageSize: '10' });
  if (chance(0.5)) q.set('districtId', String(one(t.nodes)));
  if (chance(0.4)) q.set('missionType', one(['01', '02', '03', '04', '05', '06', '07', '08']));
  if (chance(0.3)) q.set('keyword', one(keywords));
  const sort = one(['newest', 'newest', 'start', 'distance']);
  q.set('sort', sort);
  if (sort === 'start') q.set('status', 'published');
  if (sort === 'distance') {
    q.set('lat', (21.6 + Math.random() * 3.4).toFixed(4));
    q.set('lng', (110.2 + Math.random() * 6.4).toFixed(4));
  }
  q.set('beginDate', `2024-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-15`);
  return q.toString();
}

export async function provinceScenario({
  origin,
  api,
  token,
  orgToken,
  load,
  dbUrl,
  emptyOrigin,
  pids,
  startReplay,
}) {
  const t = await pickTargets(dbUrl);
  const auth = { authorization: `Bearer ${token}` };
  const orgAuth = { authorization: `Bearer ${orgToken}` };
  const list = (q) => `${api}/home/mission/list?${q}`;
  const hotList = [
    list('pageIndex=1&pageSize=10&sort=newest'),
    list('pageIndex=2&pageSize=10&sort=newest'),
    list('pageIndex=1&pageSize=10&sort=start&status=published'),
    ...keywords.slice(0, 4).map((k) => list(`pageIndex=1&pageSize=10&keyword=${k}&sort=newest`)),
  ].map(encodeURI);
  for (const p of hotList) await expectOk(origin + p);
  const replayOrigin = await startReplay(hotList, browserHeaders);
  const anyMission = () =>
    `${api}/home/mission/info/missionDetails?missionId=${
      t.missionRange.lo + Math.floor(Math.random() * (t.missionRange.hi - t.missionRange.lo))
    }`;
  const console = (q) => `${api}/manage/pc/mission/findMissionList?${q}`;
  const mp = `${api}/manage/pc/mission/personal/getMPList?missionId=${t.crowded.id}&pageSize=10`;
  await expectOk(origin + console('pageIndex=1&pageSize=10'), orgAuth);
  await expectOk(`${origin}${mp}&pageIndex=1`, orgAuth);
  // Each row also gives the server's and its PostgreSQL backends' CPU time per answer.
  const costs = { serverPid: pids?.server, dbUrl };
  const get = (title, paths, headers) =>
    measure(title, { base: origin, paths, headers, ...costs, ...load });
  const drawn = (title, pickPath, headers) =>
    measure(title, { base: origin, pickPath, headers, ...costs, ...load });
  // Detail ids are drawn from the published range; a cancelled or draft one answers "活动不存在"
  // in the envelope, which is an answer as fast as any, so errors here count HTTP failures.
  const results = [
    await measure('空 Fastify 路由（参照，独立进程）', {
      base: emptyOrigin,
      paths: ['/empty'],
      ...load,
    }),
    await get(`GET /home/mission/list 热门 ${hotList.length} 种（缓存）`, hotList, browserHeaders),
    // The same answers' bytes from a server that does nothing else: autocannon's own ceiling.
    await measure('同样应答的回放服务器（压测端上限，独立进程）', {
      base: replayOrigin,
      paths: hotList,
      headers: browserHeaders,
      ...load,
    }),
    await drawn('GET /home/mission/info/missionDetails 任意活动', anyMission),
    await drawn('GET …/missionDetails 任意活动，带志愿者令牌', anyMission, auth),
    await get(
      'GET /volunteer/mission/getUserMissionList',
      [`${api}/volunteer/mission/getUserMissionList?pageIndex=1&pageSize=10`],
      auth,
    ),
    ...(t.recordsReady
      ? [
          await get(
            'GET /volunteer/serviceRecord/list 第 1 页',
            [`${api}/volunteer/serviceRecord/list?pageIndex=1&pageSize=10`],
            auth,
          ),
          await get(
            'GET /volunteer/center/static/usersStatic',
            [`${api}/volunteer/center/static/usersStatic`],
            auth,
          ),
        ]
      : []),
    await get('GET /home/index/districtDomain', [`${api}/home/index/districtDomain`]),
    await drawn(
      'GET /manage/pc/mission/findMissionList 省联合会 第 1/50 页，任意类型',
      () =>
        console(
          `pageIndex=${one([1, 50])}&pageSize=10${chance(0.5) ? `&missionType=0${1 + Math.floor(Math.random() * 8)}` : ''}`,
        ),
      orgAuth,
    ),
    await drawn(
      `GET /manage/pc/mission/personal/getMPList 报名最多的活动（${t.crowded.n} 人）第 1–50 页`,
      () => `${mp}&pageIndex=${1 + Math.floor(Math.random() * 50)}`,
      orgAuth,
    ),
    // Last: a combination no mission matches can walk the whole index and hold the pool's
    // connections for seconds, which would spill into every row measured after it.
    await drawn('GET /home/mission/list 任意筛选组合 第 1 页', () => list(anyFilters(t, 1))),
    await drawn('GET /home/mission/list 任意筛选组合 第 50 页', () => list(anyFilters(t, 50))),
  ];
  const [empty, hot, replayed] = results.slice(0, 3).map((r) => r['req/s']);
  const ratio = hot / empty;
  const slow = results.slice(3).filter((r) => r['p99 ms'] >= 50 || r.errors > 0);
  const withWrk = await hotListShareWithWrk({ origin, emptyOrigin, paths: hotList, load, pids });
  const verdictOfShare = (share) =>
    `${(share * 100).toFixed(0)}%（目标 ≥ 50%）${share >= 0.5 ? '达标' : '未达标'}`;
  return {
    results: [...results, ...withWrk.rows],
    verdict: [
      `热门列表吞吐 / 空路由 = ${verdictOfShare(ratio)}`,
      `回放服务器 / 空路由 = ${((replayed / empty) * 100).toFixed(0)}%（autocannon 对这些应答的上限）；热门列表为其 ${((hot / replayed) * 100).toFixed(0)}%`,
      `热门列表吞吐 / 空路由（wrk）= ${verdictOfShare(withWrk.share)}`,
      ...(withWrk.ownCoresShare === undefined
        ? []
        : [`热门列表吞吐 / 空路由（wrk，各占一核）= ${verdictOfShare(withWrk.ownCoresShare)}`]),
      slow.length === 0
        ? '读请求 p99 全部 < 50 ms，无错误'
        : `p99 ≥ 50 ms 或有错误：${slow.map((r) => r.call).join('；')}`,
    ],
  };
}
