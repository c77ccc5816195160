// What `npm run cluster` can be told, and the ports and folders that follow from it. Every port
// is derived from three bases so a second topology (the test's) can run beside the first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Every port sits below Linux's ephemeral range (32768–60999): a port in it can be taken at any
// moment by some program's outgoing connection, which made a start fail as "port in use".
export const defaults = {
  instances: 2,
  port: 8800,
  apiPort: 8811,
  metricsPort: 9471,
  pgPort: 25432,
  redisPort: 26379,
  dir: 'data/cluster',
  server: 'apps/server/dist/main.js',
  fresh: false,
  demo: true,
};

/**
 * The layout of one topology: HAProxy on `port` with its statistics page on `port + 1`, API
 * instances on `apiPort`, `apiPort + 1`, … with their metrics on `metricsPort`, `metricsPort + 1`,
 * …, the primary on `pgPort` and its standby on
 * `pgPort + 1`, Redis on `redisPort`; everything it writes under `dir`.
 */
export function layoutOf(given = {}) {
  const o = { ...defaults, ...given };
  const dir = path.resolve(repoRoot, o.dir);
  return {
    ...o,
    dir,
    server: path.resolve(repoRoot, o.server),
    statsPort: o.port + 1,
    standbyPort: o.pgPort + 1,
    apiPorts: Array.from({ length: o.instances }, (_, i) => o.apiPort + i),
    metricsPorts: Array.from({ length: o.instances }, (_, i) => o.metricsPort + i),
    primaryDir: path.join(dir, 'pg', 'primary'),
    standbyDir: path.join(dir, 'pg', 'standby'),
    socketDir: path.join(dir, 'pg', 'sockets'),
    walArchive: path.join(dir, 'wal-archive'),
    redisDir: path.join(dir, 'redis'),
    uploadDir: path.join(dir, 'uploads'),
    logDir: path.join(dir, 'logs'),
    haproxyConfig: path.join(dir, 'haproxy.cfg'),
    prometheusConfig: path.join(dir, 'prometheus.yml'),
    dataKeyFile: path.join(dir, 'data-key'),
    database: 'zyz',
  };
}

const usage = `用法：npm run cluster -- [选项]
  --instances N     API 实例数（默认 ${defaults.instances}）
  --port P          HAProxy 入口端口（默认 ${defaults.port}；状态页为 P+1）
  --api-port P      第一个 API 实例的端口（默认 ${defaults.apiPort}，其余依次加一）
  --metrics-port P  第一个 API 实例的指标端口（默认 ${defaults.metricsPort}，其余依次加一）
  --pg-port P       PostgreSQL 主库端口（默认 ${defaults.pgPort}；热备为 P+1）
  --redis-port P    Redis 端口（默认 ${defaults.redisPort}）
  --dir D           数据目录（默认 ${defaults.dir}）
  --server F        服务端入口（默认 ${defaults.server}）
  --fresh           删除数据目录后重新创建
  --no-demo         不写入演示数据`;

function positive(name, value) {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} 必须是正整数，当前为 "${value}"`);
  return n;
}

export function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      instances: { type: 'string' },
      port: { type: 'string' },
      'api-port': { type: 'string' },
      'metrics-port': { type: 'string' },
      'pg-port': { type: 'string' },
      'redis-port': { type: 'string' },
      dir: { type: 'string' },
      server: { type: 'string' },
      fresh: { type: 'boolean' },
      'no-demo': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { help: usage };
  const given = {};
  if (values.instances) given.instances = positive('instances', values.instances);
  if (values.port) given.port = positive('port', values.port);
  if (values['api-port']) given.apiPort = positive('api-port', values['api-port']);
  if (values['metrics-port']) given.metricsPort = positive('metrics-port', values['metrics-port']);
  if (values['pg-port']) given.pgPort = positive('pg-port', values['pg-port']);
  if (values['redis-port']) given.redisPort = positive('redis-port', values['redis-port']);
  if (values.dir) given.dir = values.dir;
  if (values.server) given.server = values.server;
  if (values.fresh) given.fresh = true;
  if (values['no-demo']) given.demo = false;
  return { layout: layoutOf(given) };
}
