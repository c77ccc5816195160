import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { browserHeaders, cpuSeconds } from './measure.mjs';

const run = promisify(execFile);

/** wrk's "1.23ms" / "850.00us" / "1.02s" as milliseconds. */
function toMs(text) {
  const [, value, unit] = text.match(/([\d.]+)(us|ms|s)/) ?? [];
  if (!value) return NaN;
  return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
}

/** A wrk script that sends `paths` in turn on every connection (a mix of hot pages). */
function rotationScript(paths) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'zyz-wrk-')), 'paths.lua');
  writeFileSync(
    file,
    `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format(nil, paths[i])
end
`,
  );
  return file;
}

/**
 * Runs `fn` with every thread of process `pid` on CPU 0, then gives the process back the CPUs it
 * had. With wrk on CPU 1, server and load generator no longer take turns on the same cores,
 * which is how they meet in production (the clients are elsewhere).
 */
async function onCpu0(pid, fn) {
  const { stdout } = await run('taskset', ['-p', String(pid)]);
  const mask = stdout.trim().split(/:\s*/).pop();
  await run('taskset', ['-a', '-p', '-c', '0', String(pid)]);
  try {
    return await fn();
  } finally {
    await run('taskset', ['-a', '-p', mask, String(pid)]);
  }
}

async function wrk(url, { connections, duration, headers, script, wrkCpu }) {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  if (script) args.push('-s', script);
  const [file, argv] =
    wrkCpu === undefined ? ['wrk', args] : ['taskset', ['-c', wrkCpu, 'wrk', ...args]];
  const { stdout } = await run(file, [...argv, url]).catch((err) => {
    if (err.code === 'ENOENT') throw new Error('需要 wrk（Debian：apt-get install -y wrk）');
    throw err;
  });
  const line = (re) => stdout.match(re)?.slice(1) ?? [];
  const [total] = line(/(\d+) requests in/);
  const socketErrors = line(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const [non2xx = '0'] = line(/Non-2xx or 3xx responses: (\d+)/);
  return {
    total: Number(total),
    rps: Number(line(/Requests\/sec:\s+([\d.]+)/)[0]),
    p50: toMs(line(/\s50%\s+(\S+)/)[0] ?? ''),
    p99: toMs(line(/\s99%\s+(\S+)/)[0] ?? ''),
    max: toMs(line(/Latency\s+\S+\s+\S+\s+(\S+)/)[0] ?? ''),
    errors: Number(non2xx) + socketErrors.reduce((sum, n) => sum + Number(n), 0),
  };
}

/**
 * One wrk run (C, one thread, bodies never read) after an uncounted warm-up, in the same shape
 * as measure(). For answers with a body: autocannon parses every response in JavaScript and
 * decodes the body into a string. Measured against a bare Fastify route sending a constant
 * buffer, that caps it near 2.8 k req/s for 20 kB and 26–27 k for 7 kB (wrk: 43–56 k and 46–51
 * k), so it would measure itself instead of the server.
 */
export async function measureWithWrk(
  title,
  { url, paths, connections, duration, warmup = 2, headers = {}, serverPid, ownCores = false },
) {
  // `paths` (with `url` as the origin): each connection sends them in turn.
  const script = paths && rotationScript(paths);
  const wrkCpu = ownCores ? '1' : undefined;
  const measured = async () => {
    if (warmup > 0) await wrk(url, { connections, duration: warmup, headers, script, wrkCpu });
    const cpuBefore = serverPid ? cpuSeconds(serverPid) : 0;
    const result = await wrk(url, { connections, duration, headers, script, wrkCpu });
    return { result, cpuUsed: serverPid ? cpuSeconds(serverPid) - cpuBefore : 0 };
  };
  let r, cpuUsed;
  try {
    ({ result: r, cpuUsed } = ownCores ? await onCpu0(serverPid, measured) : await measured());
  } finally {
    if (script) rmSync(path.dirname(script), { recursive: true, force: true });
  }
  return {
    call: title,
    'req/s': Math.round(r.rps),
    'p50 ms': Math.round(r.p50 * 10) / 10,
    'p99 ms': Math.round(r.p99 * 10) / 10,
    'max ms': Math.round(r.max),
    errors: r.errors,
    ...(serverPid ? { 'CPU µs/req': Math.round((cpuUsed * 1e6) / r.total) } : {}),
  };
}

/**
 * The hot public list, asked for as a browser does, against the empty route, both under wrk in
 * turn: the share the server reaches when the load generator is not the ceiling. Twice: with
 * wrk and the server sharing both cores as the scheduler likes, and with each on a core of its
 * own (server on CPU 0, wrk on CPU 1; only on a machine with two cores or more). Rows for the
 * table, and the two shares.
 */
export async function hotListShareWithWrk({ origin, emptyOrigin, paths, load, pids }) {
  const pair = async (label, ownCores) => {
    const empty = await measureWithWrk(`空 Fastify 路由（参照，wrk${label}）`, {
      url: `${emptyOrigin}/empty`,
      serverPid: pids.empty,
      ownCores,
      ...load,
    });
    const hot = await measureWithWrk(
      `GET /home/mission/list 热门 ${paths.length} 种（wrk${label}）`,
      {
        url: origin,
        paths,
        headers: browserHeaders,
        serverPid: pids.server,
        ownCores,
        ...load,
      },
    );
    return { rows: [empty, hot], share: hot['req/s'] / empty['req/s'] };
  };
  const shared = await pair('', false);
  if (os.cpus().length < 2) return { rows: shared.rows, share: shared.share };
  const own = await pair('，各占一核', true);
  return { rows: [...shared.rows, ...own.rows], share: shared.share, ownCoresShare: own.share };
}
