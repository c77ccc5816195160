import { CookieKey, LocalKey, SessionKey, UserType, type LoginOther } from '@zyz/domain';
import { getCookie, removeCookie, setCookie } from '@zyz/client';

/** What the browser holds about who is signed in; the portal writes the same keys. */
export interface StoredSession {
  orgToken: string | null;
  hasUserToken: boolean;
  isWeakPassword: string | null;
  isForceChangePwd: string | null;
}

export function readStoredSession(): StoredSession {
  return {
    orgToken: getCookie(CookieKey.OrgToken),
    hasUserToken: getCookie(CookieKey.UserToken) !== null,
    isWeakPassword: localStorage.getItem(LocalKey.IsWeakPassword),
    isForceChangePwd: localStorage.getItem(LocalKey.IsForceChangePwd),
  };
}

/** Writes an organisation login the way the portal's organisation login does. */
export function storeOrgLogin(other: LoginOther): void {
  setCookie(CookieKey.OrgToken, other.access_token, other.expires_in);
  setCookie(CookieKey.RefreshToken, other.refresh_token);
  setCookie(CookieKey.UserType, String(UserType.Organizer), other.expires_in);
  storePasswordFlags(other.isWeakPassword, other.isForceChangePwd);
}

export function storePasswordFlags(
  isWeakPassword: 0 | 1,
  isForceChangePwd: 'true' | 'false',
): void {
  localStorage.setItem(LocalKey.IsWeakPassword, String(isWeakPassword));
  localStorage.setItem(LocalKey.IsForceChangePwd, isForceChangePwd);
}

// Spec §4 "clearing login info": both tokens go, because one browser is one person on
// this origin; the two registration-date entries survive so a half-finished sign-up
// keeps its place.
const keptSessionEntries = [
  SessionKey.RegisteredVolunteersDate,
  SessionKey.RegisteredOrganizationDate,
];

export function clearLoginInfo(): void {
  for (const key of [
    CookieKey.UserType,
    CookieKey.UserInfo,
    CookieKey.UserToken,
    CookieKey.OrgToken,
    CookieKey.AccessToken,
    CookieKey.RefreshToken,
  ])
    removeCookie(key);
  localStorage.removeItem(LocalKey.IsWeakPassword);
  localStorage.removeItem(LocalKey.IsForceChangePwd);
  const kept = keptSessionEntries.map((key) => [key, sessionStorage.getItem(key)] as const);
  sessionStorage.clear();
  for (const [key, value] of kept) if (value !== null) sessionStorage.setItem(key, value);
}
