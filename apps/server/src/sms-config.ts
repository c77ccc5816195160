import { z } from 'zod';

/**
 * The SMS gateway's settings (SMS_*). Kept apart from config.ts because a gateway has many
 * settings that only matter together: without SMS_PROVIDER none is read and SMS stay in the
 * development outbox; with it, every one must be right before the server starts.
 */

/**
 * Every kind of SMS the platform sends, each a template the provider approved beforehand, and the
 * variable naming that template's code.
 */
export const smsTemplateVariables = {
  verifyCode: 'SMS_TEMPLATE_VERIFY_CODE',
  orgSubmitted: 'SMS_TEMPLATE_ORG_SUBMITTED',
  orgApproved: 'SMS_TEMPLATE_ORG_APPROVED',
  orgRejected: 'SMS_TEMPLATE_ORG_REJECTED',
  mobileChanged: 'SMS_TEMPLATE_MOBILE_CHANGED',
  mobileUnbound: 'SMS_TEMPLATE_MOBILE_UNBOUND',
} as const;
export type SmsKind = keyof typeof smsTemplateVariables;
export const smsKinds = Object.keys(smsTemplateVariables) as SmsKind[];

export const aliyunSmsEndpoint = 'https://dysmsapi.aliyuncs.com/';

export interface SmsConfig {
  provider: 'aliyun';
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The provider's API address; SMS_ENDPOINT overrides it (a test's fake provider). */
  endpoint: string;
  templates: Record<SmsKind, string>;
  /** One try's time limit (SMS_TIMEOUT_MS, 3000). */
  timeoutMs: number;
  /** Tries per message when the provider fails transiently (SMS_ATTEMPTS, 3). */
  attempts: number;
}

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const text = z.preprocess(blankToUndefined, z.string().optional());
const boundedInt = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} 须为 ${min} 到 ${max} 的整数 (${name} must be ${min}..${max})` })
      .int({ error: `${name} 须为 ${min} 到 ${max} 的整数 (${name} must be ${min}..${max})` })
      .min(min, { error: `${name} 须为 ${min} 到 ${max} 的整数 (${name} must be ${min}..${max})` })
      .max(max, { error: `${name} 须为 ${min} 到 ${max} 的整数 (${name} must be ${min}..${max})` })
      .default(fallback),
  );

export const smsEnvShape = {
  SMS_PROVIDER: z.preprocess(
    blankToUndefined,
    z
      .enum(['aliyun'], {
        error:
          'SMS_PROVIDER 目前只支持 aliyun（阿里云短信）；不设置则短信只记入开发发件箱 (SMS_PROVIDER must be aliyun, or unset)',
      })
      .optional(),
  ),
  SMS_ACCESS_KEY_ID: text,
  SMS_ACCESS_KEY_SECRET: text,
  SMS_SIGN_NAME: text,
  SMS_ENDPOINT: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: 'SMS_ENDPOINT 须为 http:// 或 https:// 网址 (SMS_ENDPOINT must be an http(s) URL)',
      })
      .optional(),
  ),
  SMS_TIMEOUT_MS: boundedInt('SMS_TIMEOUT_MS', 100, 30_000, 3_000),
  SMS_ATTEMPTS: boundedInt('SMS_ATTEMPTS', 1, 5, 3),
  SMS_TEMPLATE_VERIFY_CODE: text,
  SMS_TEMPLATE_ORG_SUBMITTED: text,
  SMS_TEMPLATE_ORG_APPROVED: text,
  SMS_TEMPLATE_ORG_REJECTED: text,
  SMS_TEMPLATE_MOBILE_CHANGED: text,
  SMS_TEMPLATE_MOBILE_UNBOUND: text,
};

type SmsEnv = z.output<z.ZodObject<typeof smsEnvShape>>;

const requiredWithProvider = [
  ['SMS_ACCESS_KEY_ID', 'AccessKey ID'],
  ['SMS_ACCESS_KEY_SECRET', 'AccessKey Secret'],
  ['SMS_SIGN_NAME', '短信签名'],
  ...Object.values(smsTemplateVariables).map((name) => [name, '短信模板编号']),
] as const;

/** The settings that must come with SMS_PROVIDER, each named in its own line. */
export function checkSmsEnv(
  env: SmsEnv & { NODE_ENV: string },
  addIssue: (variable: string, message: string) => void,
) {
  if (!env.SMS_PROVIDER) return;
  for (const [name, what] of requiredWithProvider)
    if (!env[name as keyof SmsEnv])
      addIssue(
        name,
        `设置 SMS_PROVIDER 时必须设置 ${name}（${what}） (${name} is required with SMS_PROVIDER)`,
      );
  // The request carries the code and the number: in production it goes over TLS only.
  if (env.NODE_ENV === 'production' && env.SMS_ENDPOINT?.startsWith('http://'))
    addIssue(
      'SMS_ENDPOINT',
      '生产环境的 SMS_ENDPOINT 必须使用 https:// (SMS_ENDPOINT must be https in production)',
    );
}

export function smsConfigOf(env: SmsEnv): SmsConfig | null {
  if (!env.SMS_PROVIDER) return null;
  return {
    provider: env.SMS_PROVIDER,
    accessKeyId: env.SMS_ACCESS_KEY_ID!,
    accessKeySecret: env.SMS_ACCESS_KEY_SECRET!,
    signName: env.SMS_SIGN_NAME!,
    endpoint: env.SMS_ENDPOINT ?? aliyunSmsEndpoint,
    templates: Object.fromEntries(
      smsKinds.map((kind) => [kind, env[smsTemplateVariables[kind]]!]),
    ) as Record<SmsKind, string>,
    timeoutMs: env.SMS_TIMEOUT_MS,
    attempts: env.SMS_ATTEMPTS,
  };
}
