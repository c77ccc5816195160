// HAProxy in front of the API instances (Debian's package: apt-get install -y haproxy).
import { writeFileSync } from 'node:fs';
import { startChild } from './children.mjs';
import { run, waitFor } from './run.mjs';

/**
 * Reads and writes take two backends over the same servers because they may be retried under
 * different rules. A GET whose server died before answering (connection refused, closed with
 * no response) is sent again to another instance: it changes nothing. A write is sent again only
 * when it provably never ran: the connection could not be made, or the instance answered 503,
 * which Fastify does for requests that reach it while it shuts down, before any handler runs (the
 * API itself never answers 503). A write cut off mid-way fails to the client, which then knows it
 * was not acknowledged. Health checks every second take a dead instance out after two misses;
 * `observe layer4` takes it out at the first refused connection of real traffic.
 */
export function haproxyConfig(layout) {
  const servers = (backend) =>
    layout.apiPorts
      .map((port, i) =>
        backend === 'be_read'
          ? `  server api${i + 1} 127.0.0.1:${port} check observe layer4 error-limit 1 on-error mark-down`
          : `  server api${i + 1} 127.0.0.1:${port} track be_read/api${i + 1}`,
      )
      .join('\n');
  return `# Written by npm run cluster (scripts/cluster/haproxy.mjs); rewritten on every start.
global
  maxconn 4096
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  option forwardfor
  option redispatch 1
  retries 3
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  timeout queue 10s
  default-server inter 1s fall 2 rise 2

frontend fe_api
  bind 127.0.0.1:${layout.port}
  # The instances trust X-Forwarded-For (TRUST_PROXY=1): only HAProxy may write it.
  http-request del-header X-Forwarded-For
  use_backend be_read if { method GET HEAD OPTIONS }
  default_backend be_write

backend be_read
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  retry-on conn-failure empty-response 503
${servers('be_read')}

backend be_write
  balance roundrobin
  # A new connection per write: a write sent on a kept-alive connection the instance is closing
  # at that moment would be cut off unanswered, and a write is not retried then.
  option http-server-close
  retry-on conn-failure 503
${servers('be_write')}

listen stats
  bind 127.0.0.1:${layout.statsPort}
  stats enable
  stats uri /
  stats refresh 5s
`;
}

export async function startHaproxy(layout) {
  writeFileSync(layout.haproxyConfig, haproxyConfig(layout));
  run('haproxy', ['-c', '-q', '-f', layout.haproxyConfig]);
  const haproxy = startChild('haproxy', 'haproxy', ['-db', '-f', layout.haproxyConfig], {
    logDir: layout.logDir,
  });
  await waitFor(
    `HAProxy（端口 ${layout.port}）`,
    async () => (await fetch(`http://127.0.0.1:${layout.port}/healthz`)).status === 200,
    30_000,
    () => (haproxy.isAlive() ? null : `HAProxy 已退出，见 ${haproxy.logFile}`),
  );
  return haproxy;
}

/** HAProxy's counters per backend and server (`;csv` of the statistics page), keyed pxname/svname. */
export async function haproxyStats(layout) {
  const csv = await (await fetch(`http://127.0.0.1:${layout.statsPort}/;csv`)).text();
  const [header, ...rows] = csv.trim().split('\n');
  const names = header.replace(/^# /, '').split(',');
  const stats = {};
  for (const row of rows) {
    const cells = row.split(',');
    const entry = Object.fromEntries(names.map((n, i) => [n, cells[i]]));
    stats[`${entry.pxname}/${entry.svname}`] = entry;
  }
  return stats;
}
