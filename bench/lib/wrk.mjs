import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpuSeconds } from './measure.mjs';

const run = promisify(execFile);

/** wrk's "1.23ms" / "850.00us" / "1.02s" as milliseconds. */
function toMs(text) {
  const [, value, unit] = text.match(/([\d.]+)(us|ms|s)/) ?? [];
  if (!value) return NaN;
  return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
}

async function wrk(url, { connections, duration, headers }) {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await run('wrk', [...args, url]).catch((err) => {
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
 * as measure(). For pages of tens of kilobytes: autocannon decodes every body into a string in
 * JavaScript, which caps it near 2.8 k req/s for a 20 kB answer even from a bare Fastify route
 * sending a constant buffer, so it would measure itself instead of the server.
 */
export async function measureWithWrk(
  title,
  { url, connections, duration, warmup = 2, headers = {}, serverPid },
) {
  if (warmup > 0) await wrk(url, { connections, duration: warmup, headers });
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : 0;
  const r = await wrk(url, { connections, duration, headers });
  const cpuUsed = serverPid ? cpuSeconds(serverPid) - cpuBefore : 0;
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
