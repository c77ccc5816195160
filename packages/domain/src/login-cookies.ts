import type { LoginOther } from './auth';
import { CookieKey } from './storage-keys';
import { UserType } from './user-type';

/** A cookie as a login writes it: name, value and max-age in seconds (none: the session's life). */
export type LoginCookie = readonly [name: string, value: string, maxAge: number | undefined];

/**
 * The cookies a successful login writes and those it drops: one person holds one session, a
 * volunteer's or an organisation's.
 */
export function loginCookies(other: LoginOther): { set: LoginCookie[]; drop: string[] } {
  const maxAge = other.expires_in > 0 ? other.expires_in : undefined;
  const token = other.access_token;
  const isOrg = other.userType === UserType.Organizer;
  const own: LoginCookie[] = isOrg
    ? [
        [CookieKey.OrgToken, token, maxAge],
        // The same token under the live console's name, for tools that read it from there.
        [CookieKey.LiveOrgToken, token, maxAge],
      ]
    : [[CookieKey.UserToken, token, maxAge]];
  return {
    set: [
      ...own,
      [CookieKey.AccessToken, token, maxAge],
      // The refresh token outlives the access token; the browser keeps it for the session's life.
      [CookieKey.RefreshToken, other.refresh_token, undefined],
      [CookieKey.UserType, String(other.userType), maxAge],
    ],
    drop: isOrg ? [CookieKey.UserToken] : [CookieKey.OrgToken, CookieKey.LiveOrgToken],
  };
}
