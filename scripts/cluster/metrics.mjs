// Each API instance's Prometheus metrics (METRICS_PORT, one port per instance): a scrape of every
// instance, and a Prometheus configuration that scrapes them all (docs/deployment.md).
import { writeFileSync } from 'node:fs';

export const metricsUrl = (port) => `http://127.0.0.1:${port}/metrics`;

/** The sample lines of one scrape, by metric name; `# HELP`/`# TYPE` lines are left out. */
export function samplesOf(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (m) samples.push({ name: m[1], labels: m[2] ?? '', value: Number(m[3]) });
  }
  return samples;
}

/** Scrapes every instance once: its name, URL, and samples, or the error that stopped it. */
export async function scrapeInstances(layout) {
  return Promise.all(
    layout.metricsPorts.map(async (port, i) => {
      const name = `api${i + 1}`;
      const url = metricsUrl(port);
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
        return { name, url, samples: samplesOf(await res.text()) };
      } catch (err) {
        return { name, url, error: err.message };
      }
    }),
  );
}

/** A prometheus.yml with one target per instance, labelled by its name, for `--config.file`. */
export function writePrometheusConfig(layout) {
  const targets = layout.metricsPorts
    .map(
      (port, i) =>
        `      - targets: ['127.0.0.1:${port}']\n        labels: { instance_name: api${i + 1} }`,
    )
    .join('\n');
  writeFileSync(
    layout.prometheusConfig,
    `# Written by npm run cluster (scripts/cluster/metrics.mjs); rewritten on every start.
global:
  scrape_interval: 15s
scrape_configs:
  - job_name: zyz-api
    static_configs:
${targets}
`,
  );
}
