import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, api, createTestApp } from '../../test/test-app';
import { makeMission, makeVolunteer } from '../../test/factories';
import { startHousekeeping } from '../housekeeping';
import { startMetricsListener, type MetricsListener } from '../lib/metrics-listener';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Prometheus's text format, as a scraper reads it: the families declared and the samples. */
function parse(text: string) {
  const families = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) families.set(type[1]!, type[2]!);
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) continue;
    const labels = Object.fromEntries(
      [...(sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) });
  }
  return { families, samples };
}

let app: App;
let listener: MetricsListener;
let base: string;
let stopJobs: () => void;

async function scrape() {
  const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(await res.text());
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string>) =>
  samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )?.value;

const login = (username: string, password: string) =>
  fetch(`${base}${api('/auth/login/volunteer/password')}?xc=${Date.now()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, loginType: '1' }).toString(),
  });

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  listener = await startMetricsListener(app.deps.metrics, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  stopJobs?.();
  await listener?.close();
  await app?.close();
});

describe('the metrics port', () => {
  it('times answers by route pattern and status, never by the raw URL', async () => {
    await makeMission(app);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}${api('/home/banner/list/1')}`)).status).toBe(200);
    expect((await fetch(`${base}${api('/no/such/call')}?id=12345`)).status).toBe(404);
    // The list's third call is answered before routing (the fast lane), and counts the same.
    for (let i = 0; i < 3; i++)
      expect(
        (await fetch(`${base}${api('/home/mission/list')}?pageIndex=1&pageSize=10`)).status,
      ).toBe(200);

    const { families, samples } = await scrape();
    expect(families.get('http_request_duration_seconds')).toBe('histogram');
    const count = (route: string, status: string) =>
      valueOf(samples, 'http_request_duration_seconds_count', { route, status_code: status });
    expect(count('/healthz', '200')).toBe(1);
    expect(count('unmatched', '404')).toBe(1);
    expect(count(api('/home/banner/list/:position'), '200')).toBe(1);
    expect(count(api('/home/mission/list'), '200')).toBe(3);
    const routes = samples
      .filter((s) => s.name === 'http_request_duration_seconds_count')
      .map((s) => s.labels.route!);
    expect(routes.filter((r) => /\?|12345|no\/such/.test(r))).toEqual([]);
  });

  it('counts refused sign-ins by kind and reason', async () => {
    const v = await makeVolunteer(app);
    expect((await (await login(v.loginName, 'Wrong@2024pass')).json()).code).toBe('40100');
    expect((await (await login('nosuchuser2024', 'Wrong@2024pass')).json()).code).toBe('40100');

    const { families, samples } = await scrape();
    expect(families.get('login_refusals_total')).toBe('counter');
    const refusals = (reason: string) =>
      valueOf(samples, 'login_refusals_total', { kind: 'volunteer', reason });
    expect(refusals('wrongPassword')).toBe(1);
    expect(refusals('unknownAccount')).toBe(1);
    expect(
      valueOf(samples, 'http_request_duration_seconds_count', {
        route: api('/auth/login/volunteer/password'),
        status_code: '200',
      }),
    ).toBe(2);
  });

  it('shows the cache lookups, the catalog and the pools an operator watches', async () => {
    const { families, samples } = await scrape();
    // Two misses (a list page is kept from its second request), then a hit.
    expect(
      valueOf(samples, 'cache_requests_total', { cache: 'mission-list', result: 'miss' }),
    ).toBe(2);
    expect(valueOf(samples, 'cache_requests_total', { cache: 'mission-list', result: 'hit' })).toBe(
      1,
    );
    expect(valueOf(samples, 'cache_entries', { cache: 'mission-list' })).toBe(1);

    expect(valueOf(samples, 'catalog_loaded', {})).toBe(1);
    expect(valueOf(samples, 'catalog_missions', {})).toBeGreaterThan(0);
    expect(valueOf(samples, 'catalog_refresh_age_seconds', {})).toBeGreaterThanOrEqual(0);

    for (const name of [
      'db_pool_connections',
      'db_pool_idle_connections',
      'db_pool_waiting_requests',
    ])
      expect(families.get(name)).toBe('gauge');
    // The embedded database has no pool; a PostgreSQL primary has.
    const primary = valueOf(samples, 'db_pool_connections', { database: 'primary' });
    if (app.deps.database.pool) expect(primary).toBeGreaterThan(0);
    else expect(primary).toBeUndefined();
  });

  it('counts the background jobs runs and failures, and their lag behind schedule', async () => {
    stopJobs = startHousekeeping(app);
    await vi.waitFor(
      async () => {
        const { samples } = await scrape();
        for (const job of ['housekeeping', 'reminders', 'finalise', 'logoff'])
          expect(valueOf(samples, 'job_runs_total', { job })).toBe(1);
      },
      { timeout: 20_000, interval: 200 },
    );
    const { families, samples } = await scrape();
    expect(families.get('job_failures_total')).toBe('counter');
    expect(valueOf(samples, 'job_failures_total', { job: 'finalise' })).toBe(0);
    expect(valueOf(samples, 'job_lag_seconds', { job: 'finalise' })).toBe(0);
  });

  it('answers only /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${listener.port}/`)).status).toBe(404);
  });
});
