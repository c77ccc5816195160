import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { checkSmsEnv, smsConfigOf, smsEnvShape, type SmsConfig } from './sms-config';

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
  /**
   * Prometheus metrics on a port of their own (METRICS_PORT, 9464; 0 turns them off), bound to
   * METRICS_HOST (127.0.0.1): the operator's network, not the public one.
   */
  metricsPort: number | null;
  metricsHost: string;
  nodeEnv: string;
  isProduction: boolean;
  databaseUrl: string | null;
  /**
   * A streaming-replication standby for lag-tolerant public reads (DATABASE_READ_URL); null:
   * those reads go to DATABASE_URL too.
   */
  databaseReadUrl: string | null;
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
  /**
   * How long the public list may go without reading the change log (LIST_LAG_MS, 250): a
   * mission saved on another instance is listed within it; one saved here, at once.
   */
  listLagMs: number;
  /** smtp(s)://user:pass@host:port for reminder e-mails; without it mail stays queued. */
  smtpUrl: string | null;
  /** Sender address of those e-mails; required together with SMTP_URL. */
  mailFrom: string | null;
  /** Sign-in and sign-out are accepted this long before a shift starts and after it ends. */
  attendanceMarginMinutes: number;
  /** A scan with a position farther than this from the mission is refused. */
  attendanceRadiusMeters: number;
  /** A scan made without signal is accepted when it is uploaded within this many hours. */
  offlineScanHours: number;
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
  /**
   * TEST_NOW: the instant the platform's clock starts at (kernel/clock.ts), outside production
   * only, so the platform can be run "as of" the instants where its calendar rules break.
   */
  testNow: Date | null;
  /**
   * DEV_INBOX_FILE: outside production only, the development outbox also appends every message
   * it keeps, verification codes included, to this file (one JSON object a line), so a test or
   * a developer can read a code that the outbox itself keeps blanked. Null: not written.
   */
  devInboxFile: string | null;
  /**
   * REQUIRE_STAFF_MFA: federation staff must set up a second factor (TOTP) at their next
   * sign-in before any console page. On by default under production, off elsewhere so the
   * demo accounts stay usable without a phone.
   */
  requireStaffMfa: boolean;
  /** The SMS gateway (SMS_PROVIDER and its SMS_* settings); null: SMS stay in the outbox. */
  sms: SmsConfig | null;
}

type Env = Record<string, string | undefined>;

const fromRoot = (p: string) => path.resolve(repoRoot, p);

// An empty variable reads as unset: `FOO= npm start` means "the default", not "nothing".
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const text = z.preprocess(blankToUndefined, z.string().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: '必须是正整数' })
      .int({ error: '必须是正整数' })
      .positive({ error: '必须是正整数' })
      .default(fallback),
  );
const switchOn = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : ['1', 'true', 'yes'].includes(v))),
);

/** Date.parse rolls 02-30 over to March; a test instant that does not exist is a typo. */
function isRealInstant(iso: string): boolean {
  const [y = 0, m = 0, d = 0, h = 0, min = 0, sec = 0] = iso.split(/[-T:.Z+]/).map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return (
    day.getUTCMonth() === m - 1 &&
    day.getUTCDate() === d &&
    h < 24 &&
    min < 60 &&
    sec < 60 &&
    !Number.isNaN(Date.parse(iso))
  );
}

/** Every variable the server reads, by its name in the environment (README lists them). */
const envSchema = z
  .object({
    NODE_ENV: text.default('development'),
    PORT: positiveInt(8848),
    HOST: text.default('0.0.0.0'),
    METRICS_PORT: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: '必须是 0 到 65535 之间的整数（0 表示不开启指标端口）' })
        .int({ error: '必须是 0 到 65535 之间的整数（0 表示不开启指标端口）' })
        .min(0, { error: '必须是 0 到 65535 之间的整数（0 表示不开启指标端口）' })
        .max(65_535, { error: '必须是 0 到 65535 之间的整数（0 表示不开启指标端口）' })
        .default(9464),
    ),
    METRICS_HOST: text.default('127.0.0.1'),
    DATABASE_URL: text,
    DATABASE_READ_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, {
          error: 'DATABASE_READ_URL 须以 postgres:// 或 postgresql:// 开头',
        })
        .optional(),
    ),
    PGLITE_DIR: text.default('data/pglite'),
    SEED_DEMO: switchOn,
    DATA_KEY: z.preprocess(
      blankToUndefined,
      z.string().min(32, { error: 'DATA_KEY 至少需要 32 个字符' }).optional(),
    ),
    REDIS_URL: text,
    UPLOAD_DIR: text.default('data/uploads'),
    TOKEN_TTL_SECONDS: positiveInt(2 * 60 * 60),
    REFRESH_TTL_SECONDS: positiveInt(14 * 24 * 60 * 60),
    LOG_LEVEL: text.default('info'),
    WEB_DIST: text.default('apps/web/dist'),
    ADMIN_DIST: text.default('apps/admin/dist'),
    TRUST_PROXY: switchOn,
    REQUIRE_STAFF_MFA: switchOn,
    RATE_LIMIT_PER_MINUTE: positiveInt(600),
    LIST_LAG_MS: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: '必须是不小于 0 的整数' })
        .int({ error: '必须是不小于 0 的整数' })
        .min(0, { error: '必须是不小于 0 的整数' })
        .max(1_000, { error: '不能超过 1000（公开列表最多容忍一秒的延迟）' })
        .default(250),
    ),
    SMTP_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, { error: 'SMTP_URL 须以 smtp:// 或 smtps:// 开头' })
        .optional(),
    ),
    MAIL_FROM: text,
    ATTENDANCE_MARGIN_MINUTES: positiveInt(60),
    ATTENDANCE_RADIUS_METERS: positiveInt(500),
    OFFLINE_SCAN_HOURS: positiveInt(24),
    PUBLICITY_DAYS: positiveInt(7),
    PUBLICITY_SECONDS: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().positive({ error: '必须是正整数' }).optional(),
    ),
    FINALISE_EVERY_SECONDS: positiveInt(120),
    VERIFY_CODE_IP_PER_HOUR: positiveInt(30),
    LOGOFF_COOLING_DAYS: positiveInt(15),
    DEV_INBOX_FILE: text,
    TEST_NOW: z.preprocess(
      blankToUndefined,
      z
        .string()
        // An offset is required: "09:30" means nothing until it says whose 09:30.
        .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, {
          error:
            'TEST_NOW 须为带时区的 ISO 时刻，例如 2027-01-01T07:30:00+08:00 (TEST_NOW must be an ISO instant with an offset)',
        })
        .refine(isRealInstant, {
          error: 'TEST_NOW 不是有效的日期时间 (TEST_NOW is not a valid date and time)',
        })
        .optional(),
    ),
    ...smsEnvShape,
  })
  .superRefine((env, ctx) => {
    checkSmsEnv(env, (variable, message) =>
      ctx.addIssue({ code: 'custom', path: [variable], message }),
    );
    if (env.NODE_ENV === 'production' && !env.DATA_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_KEY'],
        message: '生产环境必须设置 DATA_KEY（个人信息加密密钥），拒绝启动',
      });
    if (env.NODE_ENV === 'production' && env.TEST_NOW)
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_NOW'],
        message:
          '生产环境不得设置 TEST_NOW（测试用时钟），拒绝启动 (TEST_NOW is for tests and is refused in production)',
      });
    if (env.NODE_ENV === 'production' && env.DEV_INBOX_FILE)
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_INBOX_FILE'],
        message:
          '生产环境不得设置 DEV_INBOX_FILE（开发收件箱以明文记下验证码），拒绝启动 (DEV_INBOX_FILE keeps codes in clear and is refused in production)',
      });
    if (env.METRICS_PORT === env.PORT)
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: `METRICS_PORT 不能与 PORT 相同（${env.PORT}）：指标须在单独的端口上`,
      });
    if (env.DATABASE_READ_URL && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: '设置 DATABASE_READ_URL（只读副本）时必须同时设置 DATABASE_URL（主库）',
      });
    if (env.SMTP_URL && !env.MAIL_FROM)
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: '设置 SMTP_URL 时必须同时设置 MAIL_FROM（发件人地址）',
      });
  });

/**
 * One line per wrong variable, so a misconfigured deployment is fixed in one round. A message
 * that names its variable is a whole sentence; a bare one ("必须是正整数") gets the name and the
 * value it was given.
 */
function describeIssues(error: z.ZodError, env: Env): string {
  return error.issues
    .map((issue) => {
      const name = String(issue.path[0] ?? '');
      if (issue.message.includes(name)) return issue.message;
      const raw = env[name];
      return `环境变量 ${name} ${issue.message}${raw === undefined ? '' : `，当前为 "${raw}"`}`;
    })
    .join('\n');
}

export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(describeIssues(parsed.error, env));
  const e = parsed.data;
  const databaseUrl = e.DATABASE_URL ?? null;
  return {
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT === 0 ? null : e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    databaseUrl,
    databaseReadUrl: e.DATABASE_READ_URL ?? null,
    pgliteDir: fromRoot(e.PGLITE_DIR),
    // The embedded database is for trying the system out, so demo data is on by default there;
    // a real PostgreSQL only gets demo accounts when asked explicitly.
    seedDemo: e.SEED_DEMO ?? !databaseUrl,
    dataKey: e.DATA_KEY ?? devDataKey,
    isDevDataKey: !e.DATA_KEY,
    redisUrl: e.REDIS_URL ?? null,
    uploadDir: fromRoot(e.UPLOAD_DIR),
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    refreshTtlSeconds: e.REFRESH_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    webDist: fromRoot(e.WEB_DIST),
    adminDist: fromRoot(e.ADMIN_DIST),
    trustProxy: e.TRUST_PROXY ?? false,
    requireStaffMfa: e.REQUIRE_STAFF_MFA ?? e.NODE_ENV === 'production',
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    listLagMs: e.LIST_LAG_MS,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? null,
    attendanceMarginMinutes: e.ATTENDANCE_MARGIN_MINUTES,
    attendanceRadiusMeters: e.ATTENDANCE_RADIUS_METERS,
    offlineScanHours: e.OFFLINE_SCAN_HOURS,
    publicitySeconds: e.PUBLICITY_SECONDS ?? e.PUBLICITY_DAYS * 24 * 60 * 60,
    finaliseEverySeconds: e.FINALISE_EVERY_SECONDS,
    verifyCodeIpPerHour: e.VERIFY_CODE_IP_PER_HOUR,
    logoffCoolingDays: e.LOGOFF_COOLING_DAYS,
    testNow: e.TEST_NOW ? new Date(e.TEST_NOW) : null,
    devInboxFile: e.DEV_INBOX_FILE ? fromRoot(e.DEV_INBOX_FILE) : null,
    sms: smsConfigOf(e),
  };
}
