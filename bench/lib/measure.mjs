import autocannon from 'autocannon';

/**
 * One autocannon run, after a warm-up (`warmup` s, 2 by default) at the same load that is not counted (the pool's
 * connections open and each prepares its statements; V8 optimises the hot path). `paths` are cycled by every connection in turn (a mix of hot pages);
 * `pickPath` instead draws a fresh path per request (to defeat caches on purpose); `pickBody`
 * sends a POST with a fresh JSON body each time (to `paths[0]`).
 */
export function measure(
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
  return new Promise((resolve, reject) => {
    const warmup = { connections, duration: warmupSeconds };
    autocannon({ url: base, connections, duration, headers, requests, warmup }, (err, r) => {
      if (err) return reject(err);
      resolve({
        call: title,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        'max ms': r.latency.max,
        errors: r.non2xx + r.errors + r.timeouts,
      });
    });
  });
}

/** Throws unless the call answers the success envelope: a fast error page proves nothing. */
export async function expectOk(url, headers = {}) {
  const res = await fetch(url, { headers });
  const body = await res.json();
  if (body.code !== '1') throw new Error(`${url} → ${res.status} ${body.code} ${body.msg}`);
  return body.data;
}
