import { paths } from '../lib/paths';

export interface GuardInput {
  /** Path inside the console, without the '/admin' basename. */
  pathname: string;
  hasOrgToken: boolean;
  hasUserToken: boolean;
  isForceChangePwd: string | null;
  isWeakPassword: string | null;
  /** The session may only enrol a second factor until it has one (REQUIRE_STAFF_MFA). */
  mustEnrolMfa: boolean;
}

export type PasswordNotice = 'forced' | 'weak';

export type GuardDecision =
  | { kind: 'allow' }
  /** Signed out, or only a volunteer is signed in: the login page explains which. */
  | { kind: 'login'; isVolunteerOnly: boolean }
  /** Only 两步验证 opens until the second factor is on. */
  | { kind: 'enrol-mfa' }
  /** Show the notice, then send the organiser to the change-password page. */
  | { kind: 'change-password'; notice: PasswordNotice };

export const passwordNoticeText: Record<PasswordNotice, string> = {
  forced: '您的密码存在安全风险，系统要求您立即修改密码，以确保账户安全。',
  weak: '您的密码强度较弱，请修改密码后继续使用',
};

/**
 * Who may open a console page (spec §4 guard, console side). Only an organisation token
 * enters; a volunteer token is for the portal. A session that must enrol a second factor
 * reaches nothing else, not even change-password (the server refuses it every other call).
 * A forced change outranks a weak password, and the change-password page itself stays open so
 * the organiser can comply.
 */
export function decideGuard(input: GuardInput): GuardDecision {
  if (!input.hasOrgToken) return { kind: 'login', isVolunteerOnly: input.hasUserToken };
  if (input.mustEnrolMfa)
    return input.pathname === paths.twoFactor ? { kind: 'allow' } : { kind: 'enrol-mfa' };
  if (input.pathname === paths.changePassword) return { kind: 'allow' };
  if (input.isForceChangePwd === 'true') return { kind: 'change-password', notice: 'forced' };
  if (input.isWeakPassword === '1') return { kind: 'change-password', notice: 'weak' };
  return { kind: 'allow' };
}

/** Where the login page sends an organiser who already holds a token, or has just signed in. */
export function afterLoginTarget(from: string | null | undefined): string {
  // Only console paths: a crafted `from` must not bounce the organiser back to login
  // or off to another site.
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith(paths.login))
    return paths.dashboard;
  return from;
}
