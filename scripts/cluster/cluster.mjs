// `npm run cluster`: several API instances behind HAProxy, a PostgreSQL primary with a hot
// standby, and Redis, all on this machine with their data under ./data/cluster. Ctrl-C stops all.
import path from 'node:path';
import { buildMissing } from '../build-missing.mjs';
import { defaults, parseOptions, repoRoot } from './options.mjs';
import { startCluster } from './topology.mjs';
import { metricsUrl, scrapeInstances, writePrometheusConfig } from './metrics.mjs';
import { urlOf } from './postgres.mjs';

let parsed;
try {
  parsed = parseOptions(process.argv.slice(2));
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
if (parsed.help) {
  console.log(parsed.help);
  process.exit(0);
}
const { layout } = parsed;
const rel = (p) => path.relative(repoRoot, p) || '.';

// The default server is the one `npm start` runs, built when missing; another is taken as given.
if (layout.server === path.resolve(repoRoot, defaults.server) && !buildMissing()) process.exit(1);

let cluster;
let isStopping = false;
async function stop(code) {
  if (isStopping) return;
  isStopping = true;
  console.log('\n正在停止集群（HAProxy、API 实例、Redis、热备、主库）…');
  await cluster?.stop();
  console.log('已全部停止。');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

try {
  cluster = await startCluster(layout, { say: (line) => console.log(line) });
} catch (err) {
  console.error(`集群启动失败：${err.message}`);
  process.exit(1);
}

const base = `http://localhost:${layout.port}`;
console.log(`
志愿服务平台集群已启动（${layout.instances} 个 API 实例）
  门户：        ${base}/
  管理端：      ${base}/admin/
  接口：        ${base}/v2/api/gdzyz/…
  HAProxy 状态：http://localhost:${layout.statsPort}/
  API 实例：    ${layout.apiPorts.map((p, i) => `api${i + 1} http://127.0.0.1:${p}`).join('，')}
  运行指标：    ${layout.metricsPorts.map((p, i) => `api${i + 1} ${metricsUrl(p)}`).join('，')}
  Prometheus：  ${rel(layout.prometheusConfig)}（prometheus --config.file=… 即可抓取全部实例）
  主库：        ${urlOf(layout.pgPort, layout.database)}
  热备（只读）：${urlOf(layout.standbyPort, layout.database)}
  Redis：       redis://127.0.0.1:${layout.redisPort}
  WAL 归档：    ${rel(layout.walArchive)}
  日志：        ${rel(layout.logDir)}/
${layout.demo ? '演示账号与 npm start 相同（见 README.md）。\n' : ''}按 Ctrl-C 停止全部进程。`);

// One scrape of every instance, so a metrics port that did not open is seen at start.
writePrometheusConfig(layout);
for (const scrape of await scrapeInstances(layout)) {
  if (scrape.error) {
    console.error(`${scrape.name} 的运行指标无法读取（${scrape.url}）：${scrape.error}`);
    continue;
  }
  const value = (name) => scrape.samples.find((s) => s.name === name)?.value;
  const catalog = value('catalog_loaded') === 1 ? `${value('catalog_missions')} 个活动` : '载入中';
  console.log(`${scrape.name} 运行指标：${scrape.samples.length} 个样本，公开活动目录 ${catalog}`);
}

// An instance that dies on its own is reported; HAProxy keeps serving from the others.
for (const instance of cluster.instances)
  instance.exited.then(() => {
    if (!isStopping) console.error(`${instance.name} 已退出，见 ${rel(instance.logFile)}`);
  });
