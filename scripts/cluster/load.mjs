// Load through the balancer for the cluster test: public GETs at a steady rate, and volunteer
// registrations one after another through the real API, each read back at once.
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const api = (base, p) => `${base}/v2/api/gdzyz${p}`;

/** One call; never throws: a network error is status 0. */
export async function call(base, method, path, { token, body } = {}) {
  try {
    const res = await fetch(api(base, path), {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: a balancer's error page
    }
    return { status: res.status, body: json };
  } catch (err) {
    return { status: 0, body: null, error: err.cause?.code ?? err.message };
  }
}

export const succeeded = (r) => r.status === 200 && r.body?.code === '1';

const describe = (what, r) => ({
  what,
  status: r.status,
  code: r.body?.code,
  error: r.error,
  at: Date.now(),
});

/**
 * GETs of `paths` in turn, `perSecond` of them, each counted as answered or failed. `burst(n)`
 * sends n at once: a test fires them just before it kills an instance, so some are in flight.
 */
export function startReads(base, paths, perSecond) {
  const result = { sent: 0, failed: 0, failures: [], latenciesMs: [] };
  const pending = new Set();
  let next = 0;
  const fire = () => {
    const path = paths[next++ % paths.length];
    const started = performance.now();
    result.sent += 1;
    const request = call(base, 'GET', path).then((r) => {
      result.latenciesMs.push(performance.now() - started);
      if (!succeeded(r)) {
        result.failed += 1;
        result.failures.push(describe(path, r));
      }
    });
    pending.add(request);
    request.finally(() => pending.delete(request));
  };
  const timer = setInterval(fire, 1000 / perSecond);
  return {
    result,
    burst(n) {
      for (let i = 0; i < n; i++) fire();
    },
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return result;
    },
  };
}

// Numbers every registration of this process draws from, so two runs of registrations in one
// test never ask for the same resident ID or mobile.
let serial = 0;
const mobileBase = randomInt(100_000, 900_000) * 1000;

const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** The n-th adult resident ID of a run: a distinct birth date each, valid check character. */
function residentId(n) {
  const birth = new Date(Date.UTC(1975, 0, 1) + n * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const first17 = `440106${ymd}${String(randomInt(100, 1000))}`;
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * idWeights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

/**
 * The code in the newest SMS to `mobile` as the phone got it: the instances' development inbox
 * (DEV_INBOX_FILE, one JSON line a message), since the console's outbox shows codes blanked.
 */
async function codeDelivered(inboxFile, mobile) {
  const lines = (await readFile(inboxFile, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  for (let i = lines.length - 1; i >= 0; i--) {
    const msg = JSON.parse(lines[i]);
    if (msg.to === mobile) return /验证码：(\d{6})/.exec(msg.text)?.[1] ?? null;
  }
  return null;
}

/**
 * Registrations one after another, as a person makes them: ask for the SMS code, read it as the
 * phone got it, register. Right after the send the federation admin must find the SMS in the
 * outbox by the number (read-your-writes), and a registration answered with code 1 is
 * acknowledged; right after it, the login name must read as taken (the check runs on the
 * primary). The outbox and check GETs count as reads that must not fail.
 */
export function startRegistrations(base, { adminToken, regionId, inboxFile, pauseMs = 300 }) {
  const tag = Array.from({ length: 4 }, () => String.fromCharCode(97 + randomInt(26))).join('');
  const result = {
    attempted: 0,
    acknowledged: [],
    notAcknowledged: [],
    reads: 0,
    failedReads: [],
    staleReads: 0,
  };
  const read = async (path, token) => {
    result.reads += 1;
    const r = await call(base, 'GET', path, { token });
    if (!succeeded(r)) result.failedReads.push(describe(path, r));
    return r;
  };

  async function registerOne() {
    const n = serial++;
    result.attempted += 1;
    const mobile = `19${String(mobileBase + n).padStart(9, '0')}`;
    const sent = await call(base, 'POST', '/open/verifycode/sendCodeToMobile', {
      body: { mobile, type: 'register' },
    });
    if (!succeeded(sent)) return result.notAcknowledged.push(describe('sendCode', sent));
    const outbox = await read(`/manage/pc/outbox/list?channel=sms&keyword=${mobile}`, adminToken);
    if (succeeded(outbox) && !(outbox.body.data.total >= 1)) result.staleReads += 1;
    const smsCode = await codeDelivered(inboxFile, mobile);
    if (!smsCode) return result.notAcknowledged.push(describe('inbox', outbox));
    const loginName = `cl${tag}${String(n).padStart(5, '0')}`;
    const registered = await call(base, 'POST', '/volunteer/register/registerSummit', {
      body: {
        loginName,
        password: 'Zyz@2024pass',
        passwordAgain: 'Zyz@2024pass',
        name: '李集群',
        idCard: residentId(n),
        mobile,
        smsCode,
        regionId,
        agreed: true,
      },
    });
    if (!succeeded(registered))
      return result.notAcknowledged.push(describe('register', registered));
    result.acknowledged.push({ volunteerId: Number(registered.body.data.volunteerId), loginName });
    const tip = await read(`/volunteer/register/verifyTip?field=loginName&value=${loginName}`);
    if (succeeded(tip) && tip.body.data.available !== false) result.staleReads += 1;
  }

  let isStopped = false;
  const loop = (async () => {
    while (!isStopped) {
      await registerOne();
      await sleep(pauseMs);
    }
  })();
  return {
    result,
    async stop() {
      isStopped = true;
      await loop;
      return result;
    },
  };
}

export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
