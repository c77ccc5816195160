import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from './config';

describe('configuration from the environment', () => {
  it('defaults to PGlite with demo data, port 8848 and paths under the repository', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8848,
      host: '0.0.0.0',
      databaseUrl: null,
      seedDemo: true,
      isDevDataKey: true,
    });
    expect(c.pgliteDir).toBe(path.join(repoRoot, 'data/pglite'));
    expect(c.webDist).toBe(path.join(repoRoot, 'apps/web/dist'));
    expect(c.tokenTtlSeconds).toBe(7200);
    expect(c.refreshTtlSeconds).toBe(14 * 24 * 3600);
  });

  it('serves metrics on 127.0.0.1:9464 unless METRICS_PORT and METRICS_HOST say otherwise', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9500', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      metricsPort: 9500,
      metricsHost: '0.0.0.0',
    });
    expect(loadConfig({ METRICS_PORT: '0' }).metricsPort).toBeNull();
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(
      '环境变量 METRICS_PORT 必须是 0 到 65535 之间的整数（0 表示不开启指标端口），当前为 "70000"',
    );
    expect(() => loadConfig({ PORT: '9464' })).toThrow('METRICS_PORT 不能与 PORT 相同（9464）');
  });

  it('leaves demo data off on a real PostgreSQL unless SEED_DEMO=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('refuses to start in production without DATA_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATA_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_KEY: 'short' })).toThrow(/32/);
    expect(loadConfig({ NODE_ENV: 'production', DATA_KEY: 'k'.repeat(32) }).isDevDataKey).toBe(
      false,
    );
  });

  it('starts the clock at TEST_NOW outside production, refuses it in production or malformed', () => {
    expect(loadConfig({}).testNow).toBeNull();
    expect(loadConfig({ TEST_NOW: '2027-01-01T07:30:00+08:00' }).testNow?.toISOString()).toBe(
      '2026-12-31T23:30:00.000Z',
    );
    expect(loadConfig({ TEST_NOW: '2028-02-29T12:00Z' }).testNow?.toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    );
    const prod = { NODE_ENV: 'production', DATA_KEY: 'k'.repeat(32) };
    expect(() => loadConfig({ ...prod, TEST_NOW: '2027-01-01T07:30:00+08:00' })).toThrow(
      /生产环境不得设置 TEST_NOW.*refused in production/,
    );
    for (const bad of [
      '2027-01-01',
      '2027-01-01T07:30:00',
      '2027-02-30T10:00:00+08:00',
      'tomorrow',
    ])
      expect(() => loadConfig({ TEST_NOW: bad }), bad).toThrow(/TEST_NOW 须为|TEST_NOW 不是有效/);
  });

  it('writes the development inbox only where DEV_INBOX_FILE says, never in production', () => {
    expect(loadConfig({}).devInboxFile).toBeNull();
    expect(loadConfig({ DEV_INBOX_FILE: 'data/inbox.jsonl' }).devInboxFile).toBe(
      path.join(repoRoot, 'data/inbox.jsonl'),
    );
    const prod = { NODE_ENV: 'production', DATA_KEY: 'k'.repeat(32) };
    expect(() => loadConfig({ ...prod, DEV_INBOX_FILE: '/tmp/inbox.jsonl' })).toThrow(
      /生产环境不得设置 DEV_INBOX_FILE.*refused in production/,
    );
  });

  it('takes the notice period in days, or in seconds for a test server', () => {
    expect(loadConfig({}).publicitySeconds).toBe(7 * 86_400);
    expect(loadConfig({ PUBLICITY_DAYS: '3' }).publicitySeconds).toBe(3 * 86_400);
    const quick = loadConfig({ PUBLICITY_DAYS: '3', PUBLICITY_SECONDS: '20' });
    expect(quick.publicitySeconds).toBe(20);
    expect(loadConfig({ FINALISE_EVERY_SECONDS: '2' }).finaliseEverySeconds).toBe(2);
    expect(() => loadConfig({ PUBLICITY_SECONDS: '0' })).toThrow(/PUBLICITY_SECONDS/);
  });

  it('lets the public list lag other instances by at most a second, 250 ms unless told', () => {
    expect(loadConfig({}).listLagMs).toBe(250);
    expect(loadConfig({ LIST_LAG_MS: '0' }).listLagMs).toBe(0);
    expect(() => loadConfig({ LIST_LAG_MS: '5000' })).toThrow(
      '环境变量 LIST_LAG_MS 不能超过 1000（公开列表最多容忍一秒的延迟），当前为 "5000"',
    );
    expect(() => loadConfig({ LIST_LAG_MS: '-5' })).toThrow('必须是不小于 0 的整数');
  });

  it('rejects a malformed port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('names every wrong variable at once, in Chinese, with the value it was given', () => {
    expect(() =>
      loadConfig({ PORT: '-1', SMTP_URL: 'http://mail', LOGOFF_COOLING_DAYS: '1.5' }),
    ).toThrow(
      [
        '环境变量 PORT 必须是正整数，当前为 "-1"',
        'SMTP_URL 须以 smtp:// 或 smtps:// 开头',
        '环境变量 LOGOFF_COOLING_DAYS 必须是正整数，当前为 "1.5"',
      ].join('\n'),
    );
  });

  it('asks for MAIL_FROM with SMTP_URL and never prints DATA_KEY', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ DATA_KEY: 'secret-but-short' })).toThrow(
      /^DATA_KEY 至少需要 32 个字符$/,
    );
  });

  it('takes a read replica only beside a primary PostgreSQL', () => {
    expect(loadConfig({}).databaseReadUrl).toBeNull();
    const both = loadConfig({
      DATABASE_URL: 'postgres://db1/zyz',
      DATABASE_READ_URL: 'postgresql://db2/zyz',
    });
    expect(both.databaseReadUrl).toBe('postgresql://db2/zyz');
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://db2/zyz' })).toThrow(
      /^设置 DATABASE_READ_URL（只读副本）时必须同时设置 DATABASE_URL（主库）$/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://db1/zyz', DATABASE_READ_URL: 'db2:5432' }),
    ).toThrow(/^DATABASE_READ_URL 须以 postgres:\/\/ 或 postgresql:\/\/ 开头$/);
  });

  it('reads blank variables as unset', () => {
    expect(
      loadConfig({ PORT: '', TRUST_PROXY: '', DATA_KEY: '', DATABASE_READ_URL: '' }),
    ).toMatchObject({
      port: 8848,
      trustProxy: false,
      isDevDataKey: true,
      databaseReadUrl: null,
    });
  });
});
