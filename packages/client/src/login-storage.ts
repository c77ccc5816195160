import { getCookie, removeCookie, setCookie } from './cookies';
import {
  CookieKey,
  LocalKey,
  SessionKey,
  UserType,
  loginCookies,
  type LoginOther,
} from '@zyz/domain';

/** The two session kinds are kept apart (spec §6): a volunteer token and an organisation token. */
export function getUserToken(): string | null {
  return getCookie(CookieKey.UserToken);
}

/**
 * Our cookie first; a session written only under the live console's name (IZYZ_org_token,
 * e.g. pasted in by hand) is honoured too.
 */
export function getOrgToken(): string | null {
  return getCookie(CookieKey.OrgToken) ?? getCookie(CookieKey.LiveOrgToken);
}

export function getStoredUserType(): UserType | null {
  const raw = getCookie(CookieKey.UserType);
  return raw === '1' ? UserType.Volunteer : raw === '2' ? UserType.Organizer : null;
}

/** Stores the tokens of a successful login; the other kind's token is dropped so one person holds one session. */
export function saveLoginTokens(other: LoginOther): void {
  const { set, drop } = loginCookies(other);
  for (const name of drop) removeCookie(name);
  for (const [name, value, maxAge] of set) setCookie(name, value, maxAge);
  localStorage.setItem(LocalKey.IsWeakPassword, String(other.isWeakPassword));
  localStorage.setItem(LocalKey.IsForceChangePwd, other.isForceChangePwd);
}

// Both flags are read while the server renders a public page, where there is no storage.
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function isWeakPasswordFlagged(): boolean {
  return storage()?.getItem(LocalKey.IsWeakPassword) === '1';
}

export function isForceChangePwdFlagged(): boolean {
  return storage()?.getItem(LocalKey.IsForceChangePwd) === 'true';
}

/** Registration keeps its progress dates across a logout (spec §4). */
const keptSessionKeys: string[] = [
  SessionKey.RegisteredVolunteersDate,
  SessionKey.RegisteredOrganizationDate,
];

/**
 * Spec §4 "clearing login info": type, user info, weak-password flag and both tokens, then
 * session storage except the registration dates. The access/refresh cookies and the
 * force-change flag belong to the same session, so they go too.
 */
export function clearLoginInfo(): void {
  for (const key of [
    CookieKey.UserType,
    CookieKey.UserInfo,
    CookieKey.UserToken,
    CookieKey.OrgToken,
    CookieKey.LiveOrgToken,
    CookieKey.AccessToken,
    CookieKey.RefreshToken,
  ])
    removeCookie(key);
  localStorage.removeItem(CookieKey.UserInfo);
  localStorage.removeItem(LocalKey.IsWeakPassword);
  localStorage.removeItem(LocalKey.IsForceChangePwd);
  const kept = keptSessionKeys.map((key) => [key, sessionStorage.getItem(key)] as const);
  sessionStorage.clear();
  for (const [key, value] of kept) if (value !== null) sessionStorage.setItem(key, value);
}
