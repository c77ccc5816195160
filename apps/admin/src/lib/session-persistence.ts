import { CookieKey, LocalKey, UserType, type LoginOther } from '@zyz/domain';
import { getCookie, getOrgToken, saveLoginTokens } from '@zyz/client';

export { clearLoginInfo } from '@zyz/client';

/** What the browser holds about who is signed in; the portal writes the same keys. */
export interface StoredSession {
  orgToken: string | null;
  hasUserToken: boolean;
  isWeakPassword: string | null;
  isForceChangePwd: string | null;
  /** The server restricted this session to enrolling a second factor (REQUIRE_STAFF_MFA). */
  mustEnrolMfa: boolean;
}

// Kept across a reload, so the console does not first draw pages the session may not open.
const mfaEnrolKey = 'zyz-admin-mfa-enrol';

export function readStoredSession(): StoredSession {
  return {
    orgToken: getOrgToken(),
    hasUserToken: getCookie(CookieKey.UserToken) !== null,
    isWeakPassword: localStorage.getItem(LocalKey.IsWeakPassword),
    isForceChangePwd: localStorage.getItem(LocalKey.IsForceChangePwd),
    // Without a token there is no session to restrict, whatever an old sign-in left behind.
    mustEnrolMfa: getOrgToken() !== null && localStorage.getItem(mfaEnrolKey) === '1',
  };
}

/** Writes an organisation login exactly as the portal's organisation login does. */
export function storeOrgLogin(other: LoginOther, mustEnrolMfa: boolean): void {
  saveLoginTokens({ ...other, userType: UserType.Organizer });
  storeMfaEnrol(mustEnrolMfa);
}

export function storeMfaEnrol(mustEnrolMfa: boolean): void {
  if (mustEnrolMfa) localStorage.setItem(mfaEnrolKey, '1');
  else localStorage.removeItem(mfaEnrolKey);
}

export function storePasswordFlags(
  isWeakPassword: 0 | 1,
  isForceChangePwd: 'true' | 'false',
): void {
  localStorage.setItem(LocalKey.IsWeakPassword, String(isWeakPassword));
  localStorage.setItem(LocalKey.IsForceChangePwd, isForceChangePwd);
}
