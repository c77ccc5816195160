import { CookieKey, LocalKey, UserType, type LoginOther } from '@zyz/domain';
import { getCookie, getOrgToken, saveLoginTokens } from '@zyz/client';

export { clearLoginInfo } from '@zyz/client';

/** What the browser holds about who is signed in; the portal writes the same keys. */
export interface StoredSession {
  orgToken: string | null;
  hasUserToken: boolean;
  isWeakPassword: string | null;
  isForceChangePwd: string | null;
}

export function readStoredSession(): StoredSession {
  return {
    orgToken: getOrgToken(),
    hasUserToken: getCookie(CookieKey.UserToken) !== null,
    isWeakPassword: localStorage.getItem(LocalKey.IsWeakPassword),
    isForceChangePwd: localStorage.getItem(LocalKey.IsForceChangePwd),
  };
}

/** Writes an organisation login exactly as the portal's organisation login does. */
export function storeOrgLogin(other: LoginOther): void {
  saveLoginTokens({ ...other, userType: UserType.Organizer });
}

export function storePasswordFlags(
  isWeakPassword: 0 | 1,
  isForceChangePwd: 'true' | 'false',
): void {
  localStorage.setItem(LocalKey.IsWeakPassword, String(isWeakPassword));
  localStorage.setItem(LocalKey.IsForceChangePwd, isForceChangePwd);
}
