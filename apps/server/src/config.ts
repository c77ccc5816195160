import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Everything the server reads from the environment, parsed once. Paths resolve against the
 * repository root (found relative to this module: src/ and the bundled dist/ sit at the same
 * depth) so `node apps/server/dist/main.js` behaves the same from any working directory.
 */
export const serverRoot = fileURLToPath(new URL('../', import.meta.url));
export const repoRoot = path.resolve(serverRoot, '../..');
export const migrationsDir = fileURLToPath(new URL('../drizzle/', import.meta.url));

/** Used only outside production so a newcomer can start without setup; logged loudly. */
const devDataKey = 'zyz-dev-only-data-key-do-not-use-in-production';

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  databaseUrl: string | null;
  pgliteDir: string;
  seedDemo: boolean;
  dataKey: string;
  isDevDataKey: boolean;
  redisUrl: string | null;
  uploadDir: string;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  logLevel: string;
  webDist: string;
  adminDist: string;
  trustProxy: boolean;
  /** Requests per minute per IP across the API; login has its own stricter counters. */
  rateLimitPerMinute: number;
  /** smtp(s)://user:pass@host:port for reminder e-mails; without it mail stays queued. */
  smtpUrl: string | null;
  /** Sender address of those e-mails; required together with SMTP_URL. */
  mailFrom: string | null;
  /** Sign-in and sign-out are accepted this long before a shift starts and after it ends. */
  attendanceMarginMinutes: number;
  /** A scan with a position farther than this from the mission is refused. */
  attendanceRadiusMeters: number;
  /**
   * Notice period of new service records before they count: PUBLICITY_DAYS (7), or
   * PUBLICITY_SECONDS when set (a test or demo server that must see hours become final).
   */
  publicitySeconds: number;
  /** How often due records are made final (FINALISE_EVERY_SECONDS, 120). */
  finaliseEverySeconds: number;
  /** Verification codes one IP may ask for per hour (SMS and e-mail together). */
  verifyCodeIpPerHour: number;
  /** Cooling-off days after a logoff application before the personal data is anonymised. */
  logoffCoolingDays: number;
}

type Env = Record<string, string | undefined>;

const fromRoot = (p: string) => path.resolve(repoRoot, p);

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`环境变量 ${name} 必须是正整数，当前为 "${raw}"`);
  return n;
}

const isOn = (v: string | undefined) => v === '1' || v === 'true' || v === 'yes';

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const databaseUrl = env.DATABASE_URL || null;
  const dataKey = env.DATA_KEY || '';
  if (isProduction && !dataKey) {
    throw new Error('生产环境必须设置 DATA_KEY（个人信息加密密钥），拒绝启动');
  }
  if (dataKey && dataKey.length < 32) {
    throw new Error('DATA_KEY 至少需要 32 个字符');
  }
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new Error('SMTP_URL 须以 smtp:// 或 smtps:// 开头');
  }
  if (smtpUrl && !env.MAIL_FROM) {
    throw new Error('设置 SMTP_URL 时必须同时设置 MAIL_FROM（发件人地址）');
  }
  const seedRaw = env.SEED_DEMO;
  // The embedded database is for trying the system out, so demo data is on by default there;
  // a real PostgreSQL only gets demo accounts when asked explicitly.
  const seedDemo = seedRaw === undefined || seedRaw === '' ? !databaseUrl : isOn(seedRaw);
  return {
    port: intFrom(env, 'PORT', 8848),
    host: env.HOST || '0.0.0.0',
    nodeEnv,
    isProduction,
    databaseUrl,
    pgliteDir: fromRoot(env.PGLITE_DIR || 'data/pglite'),
    seedDemo,
    dataKey: dataKey || devDataKey,
    isDevDataKey: !dataKey,
    redisUrl: env.REDIS_URL || null,
    uploadDir: fromRoot(env.UPLOAD_DIR || 'data/uploads'),
    tokenTtlSeconds: intFrom(env, 'TOKEN_TTL_SECONDS', 2 * 60 * 60),
    refreshTtlSeconds: intFrom(env, 'REFRESH_TTL_SECONDS', 14 * 24 * 60 * 60),
    logLevel: env.LOG_LEVEL || 'info',
    webDist: fromRoot(env.WEB_DIST || 'apps/web/dist'),
    adminDist: fromRoot(env.ADMIN_DIST || 'apps/admin/dist'),
    trustProxy: isOn(env.TRUST_PROXY),
    rateLimitPerMinute: intFrom(env, 'RATE_LIMIT_PER_MINUTE', 600),
    smtpUrl,
    mailFrom: env.MAIL_FROM || null,
    attendanceMarginMinutes: intFrom(env, 'ATTENDANCE_MARGIN_MINUTES', 60),
    attendanceRadiusMeters: intFrom(env, 'ATTENDANCE_RADIUS_METERS', 500),
    publicitySeconds: env.PUBLICITY_SECONDS
      ? intFrom(env, 'PUBLICITY_SECONDS', 1)
      : intFrom(env, 'PUBLICITY_DAYS', 7) * 24 * 60 * 60,
    finaliseEverySeconds: intFrom(env, 'FINALISE_EVERY_SECONDS', 120),
    verifyCodeIpPerHour: intFrom(env, 'VERIFY_CODE_IP_PER_HOUR', 30),
    logoffCoolingDays: intFrom(env, 'LOGOFF_COOLING_DAYS', 15),
  };
}
