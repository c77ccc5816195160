import autocannon from 'autocannon';
import { argOf } from './page-server.mjs';
import { startServer } from './processes.mjs';

/**
 * The young collections a server started with `--trace-gc-nvp` reports on its stdout, each
 * with its pause (ms) and the bytes allocated before it and promoted by it, appended as they
 * come; `between(from)` sums those since index `from`.
 */
function youngCollections(child) {
  const seen = [];
  let partial = '';
  child.stdout.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const line of lines) {
      if (!line.includes(' gc=s ')) continue;
      const field = (name) => Number(line.match(new RegExp(` ${name}=([0-9.]+)`))?.[1] ?? 0);
      seen.push({
        pause: field('pause'),
        promoted: field('promoted'),
        allocated: field('allocated'),
      });
    }
  });
  return {
    get count() {
      return seen.length;
    },
    between(from) {
      const during = seen.slice(from);
      const sum = (key) => during.reduce((total, c) => total + c[key], 0);
      return {
        collections: during.length,
        allocated: sum('allocated'),
        promoted: sum('promoted'),
        meanPause: sum('pause') / Math.max(1, during.length),
      };
    },
  };
}

/**
 * The built server (`--server`, `--port`) on `dbUrl` with `--trace-gc-nvp`, its young
 * collections counted; `--seconds` is how long each call is measured.
 */
export function tracedServer(dbUrl, defaultPort) {
  const port = Number(argOf('--port', defaultPort));
  const child = startServer({
    port,
    dbUrl,
    main: argOf('--server', 'apps/server/dist/main.js'),
    nodeFlags: ['--trace-gc-nvp'],
  });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    young: youngCollections(child),
    seconds: Number(argOf('--seconds', 6)),
  };
}

/** 50 connections for `seconds`, each request's path from `pathOf(i)`; autocannon's result. */
function drive(origin, pathOf, headers, seconds) {
  let i = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: origin,
        connections: 50,
        duration: seconds,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: pathOf(i++) }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
}

export const perAnswerHeader = [
  '| Call | answers/s | allocated kB / answer | promoted kB / answer | young collections, mean pause ms |',
  '|---|---|---|---|---|',
];

/**
 * One call on a traced server: 2 s uncounted, then its measured seconds; the table row of
 * answers a second, kB allocated and promoted per answer, and the young collections.
 */
export async function perAnswer({ origin, young, seconds }, title, pathOf, headers = {}) {
  await drive(origin, pathOf, headers, 2);
  const from = young.count;
  const result = await drive(origin, pathOf, headers, seconds);
  const during = young.between(from);
  const answers = result['2xx'];
  const kB = (bytes) => (bytes / 1024 / Math.max(1, answers)).toFixed(2);
  const failed = result.non2xx + result.errors + result.timeouts;
  return `| ${title} | ${Math.round(answers / seconds)} | ${kB(during.allocated)} | ${kB(
    during.promoted,
  )} | ${during.collections}, ${during.meanPause.toFixed(1)}${failed ? ` | 失败 ${failed}` : ''} |`;
}
