import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics } from 'prom-client';
import type { Metrics } from './metrics';

export interface MetricsListener {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics in Prometheus's text format, on a port of its own: the API's port faces the
 * internet through the load balancer, and these figures are for the operator's network only
 * (METRICS_HOST, 127.0.0.1 by default). main.ts starts it; an app built by a test has none.
 */
export async function startMetricsListener(
  metrics: Metrics,
  opts: { port: number; host: string },
): Promise<MetricsListener> {
  // The process's own figures (CPU, memory, event-loop delay, GC) only where a process is
  // served: each call starts an event-loop monitor that test apps need not pay for.
  collectDefaultMetrics({ register: metrics.registry });
  const server = http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('请访问 /metrics');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (err: unknown) =>
        res
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`指标收集失败：${err instanceof Error ? err.message : String(err)}`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A scrape's keep-alive connection must not hold the process open at shutdown.
  server.unref();
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
