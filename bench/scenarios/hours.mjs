import pg from 'pg';
import { expectOk, measure } from '../lib/measure.mjs';

const dayMs = 86_400_000;
/** China date (YYYY-MM-DD) `days` before today. */
const chinaDay = (days) =>
  new Date(Date.now() + 8 * 3_600_000 - days * dayMs).toISOString().slice(0, 10);

/**
 * Forgets the certificates an earlier run issued to the bench volunteer: a range issued before
 * is answered as kept, so a second run's "new range each time" would measure look-ups.
 */
async function forgetIssuedCertificates(dbUrl, benchLogin) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const { rowCount } = await db.query(
      `delete from certificates
       where volunteer_id = (select id from volunteers where login_name = $1)`,
      [benchLogin],
    );
    return rowCount;
  } finally {
    await db.end();
  }
}

/**
 * The hours reads of the signed-in (heavy) volunteer over the 5 M service records: the
 * personal center's serviceRecord (first page, a year, training), usersStatic and
 * refreshUserStaticServiceTime; then certificate issue, both the repeat of one range (answers
 * the certificate kept) and a new range every request (aggregates the range and writes one).
 */
export async function hoursScenario({ origin, api, token, load, emptyOrigin, dbUrl, benchLogin }) {
  const auth = { authorization: `Bearer ${token}` };
  const year = Number(chinaDay(0).slice(0, 4));
  const records = `${api}/volunteer/serviceRecord/list?pageIndex=1&pageSize=10`;
  const first = await expectOk(origin + records, auth);
  const statics = await expectOk(`${origin}${api}/volunteer/center/static/usersStatic`, auth);
  // The totals card and the sum of final records must agree, or the figures measure nothing.
  const service = await expectOk(`${origin}${records}&kind=service`, auth);
  if (service.totals.finalMinutes !== statics.serviceTime)
    throw new Error(`合计不一致：记录 ${service.totals.finalMinutes}，统计 ${statics.serviceTime}`);

  const forgotten = await forgetIssuedCertificates(dbUrl, benchLogin);
  const issuePath = `${api}/volunteer/certificate/issue`;
  const kept = { beginDate: chinaDay(365), endDate: chinaDay(8) };
  const issued = await fetch(origin + issuePath, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(kept),
  }).then((r) => r.json());
  if (issued.code !== '1') throw new Error(`开具证明失败：${issued.msg}`);
  // 500 × 29 distinct ranges (coprime steps), each with final hours of the heavy history.
  let n = 0;
  const freshRange = () => {
    n++;
    return { beginDate: chinaDay(40 + (n % 500)), endDate: chinaDay(8 + (n % 29)) };
  };

  const one = (title, p) =>
    measure(title, { base: origin, paths: [api + p], headers: auth, ...load });
  const results = [
    await measure('空 Fastify 路由（参照，独立进程）', {
      base: emptyOrigin,
      paths: ['/empty'],
      ...load,
    }),
    await one(
      `GET /volunteer/serviceRecord/list 第1页（共 ${first.total} 条）`,
      '/volunteer/serviceRecord/list?pageIndex=1&pageSize=10',
    ),
    await one(
      `GET …/serviceRecord/list?year=${year}`,
      `/volunteer/serviceRecord/list?pageIndex=1&pageSize=10&year=${year}`,
    ),
    await one(
      'GET …/serviceRecord/list?kind=training',
      '/volunteer/serviceRecord/list?pageIndex=1&pageSize=10&kind=training',
    ),
    await one('GET /volunteer/center/static/usersStatic', '/volunteer/center/static/usersStatic'),
    await one(
      'GET /volunteer/dataHandle/refreshUserStaticServiceTime',
      '/volunteer/dataHandle/refreshUserStaticServiceTime',
    ),
    await measure('POST /volunteer/certificate/issue 同一时间段（答已开具的证明）', {
      base: origin,
      paths: [issuePath],
      headers: auth,
      pickBody: () => kept,
      ...load,
    }),
    await measure('POST /volunteer/certificate/issue 每次新时间段（汇总并写入）', {
      base: origin,
      paths: [issuePath],
      headers: auth,
      pickBody: freshRange,
      ...load,
    }),
  ];
  const reads = results.slice(1, 6);
  const slow = reads.filter((r) => r['p99 ms'] >= 50 || r.errors > 0);
  const fresh = results.at(-1);
  return {
    results,
    verdict: [
      `开始前清除了压测志愿者此前开具的 ${forgotten} 份证明（否则“新时间段”多为已开具）`,
      slow.length === 0
        ? '读取 p99 全部 < 50 ms，无错误'
        : `读取 p99 ≥ 50 ms 或有错误：${slow.map((r) => r.call).join('；')}`,
      `新时间段开具证明 p99 ${fresh['p99 ms']} ms（目标 < 200 ms）${
        fresh['p99 ms'] < 200 && fresh.errors === 0 ? '达标' : '未达标'
      }`,
    ],
  };
}
