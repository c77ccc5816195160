import { z } from 'zod';
import { isValidPassword, passwordMessages } from './validate/password';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .min(1, `${field}不能为空`)
    .max(max, `${field}过长`);

/** Form body of both password logins; `username` is a login name, mobile or resident ID. */
export const loginInputSchema = z.object({
  username: text('账号', 64),
  password: z.string({ error: '密码不能为空' }).min(1, '密码不能为空').max(64, '密码过长'),
  loginType: z.coerce.number({ error: '登录类型必须是数字' }).int().min(1).max(2).optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** `other` of a successful login. */
export const loginOtherSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  token_type: z.literal('bearer'),
  /** 1 when the stored password fails today's rule; the portal then blocks with the weak-password dialog. */
  isWeakPassword: z.union([z.literal(0), z.literal(1)]),
  /** 'true' when an administrator requires a password change. */
  isForceChangePwd: z.enum(['true', 'false']),
  userType: z.union([z.literal(1), z.literal(2)]),
  /**
   * true: a federation staff account that must set up its second factor first
   * (REQUIRE_STAFF_MFA); the session reaches only the 两步验证 calls until it does.
   */
  mfaEnrolRequired: z.boolean().optional(),
});
export type LoginOther = z.infer<typeof loginOtherSchema>;

export const refreshInputSchema = z.object({ refresh_token: text('刷新令牌', 128) });
export type RefreshInput = z.infer<typeof refreshInputSchema>;

/** Body of both weak/forced password reset calls. */
export const resetModifyPwdInputSchema = z
  .object({
    loginType: z.coerce.number({ error: '登录类型必须是数字' }).int().min(1).max(2).optional(),
    password: z
      .string({ error: passwordMessages.empty })
      .min(1, passwordMessages.empty)
      .refine(isValidPassword, passwordMessages.format),
    passwordAgain: z
      .string({ error: passwordMessages.againEmpty })
      .min(1, passwordMessages.againEmpty),
    /** Password recovery: the ticket from /auth/findpwd/check*, in place of a bearer token. */
    resetToken: z.string().max(128, '重设凭证无效').optional(),
  })
  .refine((v) => v.password === v.passwordAgain, {
    message: passwordMessages.mismatch,
    path: ['passwordAgain'],
  });
export type ResetModifyPwdInput = z.infer<typeof resetModifyPwdInputSchema>;

/** Answer of GET /api/usMain/resetModifyPwd and /api/manager/usersAdmin/resetModifyPwd. */
export const passwordStateSchema = z.object({
  isWeakPassword: z.union([z.literal(0), z.literal(1)]),
  isForceChangePwd: z.enum(['true', 'false']),
});
export type PasswordState = z.infer<typeof passwordStateSchema>;
