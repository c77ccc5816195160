import { loadConfig } from './config';
import { clock } from './kernel/clock';

// Only the configuration is read before it is checked: a start it refuses (a malformed TEST_NOW,
// a production without DATA_KEY) stops at once instead of after loading the whole server.
async function main() {
  const config = loadConfig();
  const [
    { openDatabase },
    { seedDemo },
    { demoAccountTable },
    { buildApp },
    { createDataCipher },
    { startHousekeeping },
    { encryptLegacyIdcardPhotos },
    { startMetricsListener },
  ] = await Promise.all([
    import('./db/client'),
    import('./db/seed/seed'),
    import('./db/seed/accounts'),
    import('./app'),
    import('./lib/crypto'),
    import('./housekeeping'),
    import('./features/bank-card/idcard-photo-migration'),
    import('./lib/metrics-listener'),
  ]);
  // Before the database opens: the demo data is dated from the platform's clock too.
  if (config.testNow) {
    clock.startAt(config.testNow);
    console.log(
      `测试时钟：平台时间从 ${config.testNow.toISOString()} 开始走 (TEST_NOW=${process.env.TEST_NOW})`,
    );
  }
  const database = await openDatabase(config);
  await database.migrate();
  if (config.seedDemo)
    await seedDemo(database.db, createDataCipher(config.dataKey), config.uploadDir);
  // A deployment of several instances migrates once, before they start (docs/deployment.md).
  if (process.argv.includes('--migrate-only')) {
    await database.close();
    console.log(config.seedDemo ? '数据库迁移与演示数据已完成' : '数据库迁移已完成');
    return;
  }

  const app = await buildApp({ config, database });
  if (config.isDevDataKey) {
    app.log.warn('未设置 DATA_KEY，正在使用开发用默认密钥加密个人信息；生产环境必须设置 DATA_KEY');
  }
  await encryptLegacyIdcardPhotos(app.deps).catch((err: unknown) =>
    app.log.error({ err }, '旧身份证照片加密失败，将在下次启动时重试'),
  );
  const stopHousekeeping = startHousekeeping(app);
  // Metrics are the operator's view, not the service: a port already taken leaves this
  // instance without them (its scrape target shows down) rather than without the platform.
  const metricsListener = config.metricsPort
    ? await startMetricsListener(app.deps.metrics, {
        port: config.metricsPort,
        host: config.metricsHost,
      }).catch((err: unknown) => {
        app.log.error(
          { err },
          `指标端口 ${config.metricsHost}:${config.metricsPort} 无法监听，本实例不提供指标`,
        );
        return null;
      })
    : null;

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, '正在停止服务');
    stopHousekeeping();
    await metricsListener?.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The public list's catalog loads behind the open port; lists come from the database until
  // it is in memory.
  const loadStarted = Date.now();
  app.services.catalog.start().then(
    (size) =>
      console.log(
        `公开活动目录已载入内存：${size} 个活动，用时 ${((Date.now() - loadStarted) / 1000).toFixed(1)} 秒`,
      ),
    (err: unknown) => app.log.error({ err }, '公开活动目录载入失败，列表暂由数据库回答'),
  );
  const base = `http://localhost:${config.port}`;
  const db = database.kind === 'pglite' ? `内置数据库 PGlite（${config.pgliteDir}）` : 'PostgreSQL';
  console.log(`\n志愿服务平台已启动：${base}/  管理端：${base}/admin/  数据库：${db}`);
  if (metricsListener)
    console.log(
      `运行指标（Prometheus）：http://${config.metricsHost}:${metricsListener.port}/metrics`,
    );
  if (config.seedDemo) {
    // Passwords go to a person at a terminal only: when stdout is a pipe it is a log collector,
    // and a log keeps what it is given.
    const isTerminal = process.stdout.isTTY === true;
    console.log(isTerminal ? '演示账号：' : '演示账号（密码见 README.md）：');
    console.table(
      isTerminal ? demoAccountTable : demoAccountTable.map(({ 密码: _hidden, ...rest }) => rest),
    );
  }
}

main().catch((err: unknown) => {
  console.error('启动失败：', err instanceof Error ? err.message : err);
  if (err instanceof Error && err.stack) console.error(err.stack);
  process.exit(1);
});
