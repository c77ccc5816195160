import autocannon from 'autocannon';

/**
 * The young collections a server started with `--trace-gc-nvp` reports on its stdout, each
 * with its pause (ms) and the bytes allocated before it and promoted by it, appended as they
 * come; `between(from)` sums those since index `from`.
 */
export function youngCollections(child) {
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

/** 50 connections for `seconds`, each request's path from `pathOf(i)`; autocannon's result. */
export function drive(origin, pathOf, headers, seconds) {
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

/** One table row: answers a second, kB allocated and promoted per answer, the collections. */
export function perAnswerRow(title, result, young, seconds) {
  const answers = result['2xx'];
  const kB = (bytes) => (bytes / 1024 / Math.max(1, answers)).toFixed(2);
  const failed = result.non2xx + result.errors + result.timeouts;
  return `| ${title} | ${Math.round(answers / seconds)} | ${kB(young.allocated)} | ${kB(
    young.promoted,
  )} | ${young.collections}, ${young.meanPause.toFixed(1)}${failed ? ` | 失败 ${failed}` : ''} |`;
}

export const perAnswerHeader = [
  '| Call | answers/s | allocated kB / answer | promoted kB / answer | young collections, mean pause ms |',
  '|---|---|---|---|---|',
];
