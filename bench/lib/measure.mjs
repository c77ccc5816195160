import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';

/** CPU seconds a process has used so far, every thread, user and kernel (/proc, Linux). */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of each process still running (a backend the pool closed has none). */
const cpuOf = (pids) =>
  new Map(
    pids.flatMap((pid) => {
      try {
        return [[pid, cpuSeconds(pid)]];
      } catch {
        return [];
      }
    }),
  );

/** CPU used between two readings by the processes present in both. */
const cpuBetween = (before, after) =>
  [...after].reduce((sum, [pid, cpu]) => sum + (before.has(pid) ? cpu - before.get(pid) : 0), 0);

/** The PostgreSQL backends serving database `dbUrl` now, but not the one asking. */
async function backendPids(dbUrl) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select pid from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    return rows.map((r) => r.pid);
  } finally {
    await db.end();
  }
}

/**
 * One autocannon run; also when, in seconds from its start, the slowest answer came back: a
 * pause of the whole server shows as every connection's slowest at one moment, the new
 * connections' start as the first fraction of a second.
 */
function run(options) {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let slowest = { ms: -1, at: 0 };
    const instance = autocannon(options, (err, r) =>
      err ? reject(err) : resolve({ ...r, slowestAt: slowest.at }),
    );
    instance.on('response', (_client, _status, _bytes, ms) => {
      if (ms > slowest.ms) slowest = { ms, at: (performance.now() - startedAt) / 1000 };
    });
  });
}

/**
 * One autocannon run, after a warm-up (`warmup` s, 2 by default) at the same load that is not counted (the pool's
 * connections open and each prepares its statements; V8 optimises the hot path). `paths` are cycled by every connection in turn (a mix of hot pages);
 * `pickPath` instead draws a fresh path per request (to defeat caches on purpose); `pickBody`
 * sends a POST with a fresh JSON body each time (to `paths[0]`); `verifyBody` counts answers it
 * refuses as errors (an envelope's code, not only the HTTP status). With `serverPid`, also the
 * server's CPU time per answered request: what the server spends, whatever the load generator
 * can take (autocannon decodes every body into a string, which costs it more than the server
 * spends to send a compressed page). With `dbUrl` (the same machine), also the CPU time of the
 * PostgreSQL backends serving that database per answer: with the server's, what one answer
 * costs, the figure a busy machine moves least. At a closed loop of `connections`, p50 is about
 * connections ÷ req/s, so that cost decides the latency once the cores are full.
 */
export async function measure(
  title,
  {
    base,
    paths,
    pickPath,
    pickBody,
    headers = {},
    connections,
    duration,
    warmup: warmupSeconds = 2,
    serverPid,
    dbUrl,
    verifyBody,
  },
) {
  const requests = pickBody
    ? [
        {
          method: 'POST',
          path: paths[0],
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: JSON.stringify(pickBody()) }),
        },
      ]
    : pickPath
      ? [{ setupRequest: (req) => ({ ...req, path: pickPath() }) }]
      : paths.map((p) => ({ path: p }));
  const load = { url: base, connections, headers, requests, ...(verifyBody ? { verifyBody } : {}) };
  if (warmupSeconds > 0) await run({ ...load, duration: warmupSeconds });
  // The pool's connections are open after the warm-up; backends it opens later are not counted.
  const backends = dbUrl ? await backendPids(dbUrl) : [];
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : 0;
  const dbBefore = cpuOf(backends);
  const r = await run({ ...load, duration });
  const cpuUsed = serverPid ? cpuSeconds(serverPid) - cpuBefore : 0;
  const dbUsed = cpuBetween(dbBefore, cpuOf(backends));
  const perAnswer = (seconds) => Math.round((seconds * 1e6) / r.requests.total);
  // The table sums the kinds; which kind it was decides where to look next.
  const failed = {
    non2xx: r.non2xx,
    socket: r.errors,
    timeouts: r.timeouts,
    refused: r.mismatches ?? 0,
  };
  if (Object.values(failed).some((n) => n > 0)) console.error(`${title}：错误明细`, failed);
  return {
    call: title,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    // Seconds into the run: the first fraction of a second is the connections' start.
    'max at s': Number(r.slowestAt.toFixed(2)),
    errors: r.non2xx + r.errors + r.timeouts + (r.mismatches ?? 0),
    ...(serverPid ? { 'CPU µs/req': perAnswer(cpuUsed) } : {}),
    ...(dbUrl ? { 'DB CPU µs/req': perAnswer(dbUsed) } : {}),
  };
}

/** What every browser sends: answers kept compressed go in their compressed form. */
export const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

/** Throws unless the call answers the success envelope: a fast error page proves nothing. */
export async function expectOk(url, headers = {}) {
  const res = await fetch(url, { headers });
  const body = await res.json();
  if (body.code !== '1') throw new Error(`${url} → ${res.status} ${body.code} ${body.msg}`);
  return body.data;
}
