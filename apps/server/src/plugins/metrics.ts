import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type pg from 'pg';
import type { Deps } from '../deps';
import type { Metrics } from '../lib/metrics';
import type { Services } from '../services';

type CatalogStats = NonNullable<Awaited<ReturnType<Services['catalog']['stats']>>>;

/**
 * Feeds the app's metrics (lib/metrics.ts) with what passes through the framework, each
 * answer's time by route pattern, and with what is only read at a scrape: the database pools
 * and the public list's catalog. The listener that serves them is lib/metrics-listener.ts.
 */
export const metricsPlugin = fp(
  async (app) => {
    const { metrics } = app.deps;
    // A plain callback: every request passes here (app.ts). The route's pattern, never the URL,
    // so that ids and query strings do not make a series each.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
      metrics.observeHttp(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    registerPoolGauges(app.deps);
    registerCatalogGauges(app.services.catalog, metrics);
  },
  { name: 'metrics' },
);

/**
 * node-postgres's own counters, for the primary and the standby. The embedded PGlite has no
 * pool (one query at a time in this process), so these families have no series there.
 */
function registerPoolGauges({ database, metrics }: Deps) {
  const pools: Array<[string, pg.Pool]> = [];
  if (database.pool) pools.push(['primary', database.pool]);
  if (database.standbyPool) pools.push(['standby', database.standbyPool]);
  const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['database'] as const,
      registers: [metrics.registry],
      collect() {
        for (const [label, pool] of pools) this.set({ database: label }, read(pool));
      },
    });
  gauge(
    'db_pool_connections',
    'Connections the pool holds open, busy or idle',
    (p) => p.totalCount,
  );
  gauge('db_pool_idle_connections', 'Open connections not running a query', (p) => p.idleCount);
  gauge(
    'db_pool_waiting_requests',
    'Queries waiting for a connection because every one is busy',
    (p) => p.waitingCount,
  );
}

function registerCatalogGauges(catalog: Services['catalog'], metrics: Metrics) {
  // One read of the catalog per scrape, shared by its three gauges (prom-client collects each
  // metric on its own).
  let reading: Promise<CatalogStats | undefined> | undefined;
  const read = () => {
    reading ??= catalog.stats().finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  const gauge = (name: string, help: string, value: (s: CatalogStats) => number | null) =>
    new Gauge({
      name,
      help,
      registers: [metrics.registry],
      // NaN when not known (the thread is not running, nothing loaded yet): a 0 would read as
      // an empty or perfectly fresh catalog.
      async collect() {
        const stats = await read();
        this.set((stats && value(stats)) ?? Number.NaN);
      },
    });
  gauge(
    'catalog_loaded',
    'Whether the public list catalog is in memory (0: lists come from the database)',
    (s) => (s.isLoaded ? 1 : 0),
  );
  gauge('catalog_missions', 'Missions listed in the public list catalog', (s) => s.missions);
  gauge(
    'catalog_refresh_age_seconds',
    'Time since the catalog last matched the mission change log (read before list answers, at most every LIST_LAG_MS)',
    (s) => (s.refreshAgeMs === null ? null : s.refreshAgeMs / 1000),
  );
}
