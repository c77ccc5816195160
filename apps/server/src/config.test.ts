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

  it('takes the notice period in days, or in seconds for a test server', () => {
    expect(loadConfig({}).publicitySeconds).toBe(7 * 86_400);
    expect(loadConfig({ PUBLICITY_DAYS: '3' }).publicitySeconds).toBe(3 * 86_400);
    const quick = loadConfig({ PUBLICITY_DAYS: '3', PUBLICITY_SECONDS: '20' });
    expect(quick.publicitySeconds).toBe(20);
    expect(loadConfig({ FINALISE_EVERY_SECONDS: '2' }).finaliseEverySeconds).toBe(2);
    expect(() => loadConfig({ PUBLICITY_SECONDS: '0' })).toThrow(/PUBLICITY_SECONDS/);
  });

  it('rejects a malformed port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
