import { z } from 'zod';
import { idSchema } from './schema-helpers';

/**
 * The console's second factor (TOTP, as authenticator apps make it): setting it up, signing in
 * with it, and its one-time recovery codes. docs/account-api.md describes the calls.
 */
export const staffMfaMessages = {
  malformedCode: '请输入6位数字验证码',
  malformedRecoveryCode: '请输入恢复码，格式如 abcd-1234',
  wrongEnableCode: '验证码错误，请输入验证器上的6位数字',
  wrongLoginCode: '验证码错误，请重新输入',
  ticketDead: '登录已超时，请重新输入账号和密码',
  alreadyEnabled: '已开启两步验证，如需更换请先关闭',
  requiredForFederation: '联合会工作人员必须开启两步验证',
  resetReason: '请填写重置原因（至少2个字）',
  accountNotFound: '账号不存在',
  enrolFirst: '请先开启两步验证，再使用管理后台',
} as const;

/** A dead, expired or unknown sign-in ticket: the console goes back to the password step. */
export const mfaTicketExpiredMessage = staffMfaMessages.ticketDead;
/** A session that may only set up its second factor, on any other console call. */
export const mfaEnrolFirstMessage = staffMfaMessages.enrolFirst;

/** Recovery codes as they are shown: `xxxx-xxxx`, lower-case letters and digits. */
export const recoveryCodePattern = /^[a-z0-9]{4}-[a-z0-9]{4}$/;
export const recoveryCodeCount = 10;

/** The six digits an authenticator app shows. */
export const totpCodeSchema = z
  .string({ error: staffMfaMessages.malformedCode })
  .trim()
  .regex(/^\d{6}$/, staffMfaMessages.malformedCode);

/** A recovery code as typed: case, spaces and a missing hyphen are forgiven. */
export const recoveryCodeSchema = z
  .string({ error: staffMfaMessages.malformedRecoveryCode })
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{4}-?[a-z0-9]{4}$/, staffMfaMessages.malformedRecoveryCode));

/** The secret grouped in fours, for typing it into an app by hand. */
export const groupSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? '';

/**
 * A code that may be either the app's six digits or a recovery code; which one it is, and
 * whether it is right, the server decides.
 */
const secondFactorCodeSchema = z
  .string({ error: '请输入验证码' })
  .trim()
  .min(1, { error: '请输入验证码', abort: true })
  .max(32, staffMfaMessages.wrongLoginCode);

/** data of POST /manage/pc/security/totp/setup: shown once, as a QR code and as text. */
export const totpSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** otpauth://totp/…, for the QR code. */
  otpauthUri: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpEnableInputSchema = z.object({ code: totpCodeSchema });
export type TotpEnableInput = z.infer<typeof totpEnableInputSchema>;

/** data of POST /manage/pc/security/totp/enable: the recovery codes, shown this once only. */
export const totpEnabledSchema = z.object({
  recoveryCodes: z.array(z.string()).length(recoveryCodeCount),
});
export type TotpEnabled = z.infer<typeof totpEnabledSchema>;

export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  /** ISO 8601 instant, null while not enabled. */
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** REQUIRE_STAFF_MFA applies to this account: it cannot be switched off. */
  required: z.boolean(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

export const totpDisableInputSchema = z.object({
  password: z.string({ error: '请输入登录密码' }).min(1, '请输入登录密码').max(64, '密码过长'),
  /** The app's six digits or an unused recovery code. */
  code: secondFactorCodeSchema,
});
export type TotpDisableInput = z.infer<typeof totpDisableInputSchema>;

export const totpResetInputSchema = z.object({
  accountId: idSchema('账号编号'),
  reason: z
    .string({ error: staffMfaMessages.resetReason })
    .trim()
    .min(2, staffMfaMessages.resetReason)
    .max(200, '重置原因不能超过200个字'),
});
export type TotpResetInput = z.infer<typeof totpResetInputSchema>;

/** data of the org password login when the account has a second factor: no token yet. */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  /** Finishes the sign-in at POST /auth/login/org/totp within 5 minutes. */
  mfaTicket: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** Body of POST /auth/login/org/totp: the ticket and the app's code or a recovery code. */
export const mfaLoginInputSchema = z.object({
  mfaTicket: z
    .string({ error: staffMfaMessages.ticketDead })
    .trim()
    .min(1, { error: staffMfaMessages.ticketDead, abort: true })
    .max(128, staffMfaMessages.ticketDead),
  code: secondFactorCodeSchema,
});
export type MfaLoginInput = z.infer<typeof mfaLoginInputSchema>;
