import { decryptText, encryptText, getCookie, removeCookie, setCookie } from '@zyz/client';
import { CookieKey, UserType } from '@zyz/domain';

/** Only the account name is remembered, sealed like other sensitive fields; never a password. */
const cookieFor: Record<UserType, string> = {
  [UserType.Volunteer]: CookieKey.VolunteerUsername,
  [UserType.Organizer]: CookieKey.OrgUsername,
};
const thirtyDays = 30 * 24 * 60 * 60;

export async function readRememberedAccount(type: UserType): Promise<string | null> {
  const sealed = getCookie(cookieFor[type]);
  return sealed ? decryptText(sealed) : null;
}

export async function rememberAccount(type: UserType, account: string | null): Promise<void> {
  // Password cookies of older releases are removed whenever an account is remembered or forgotten.
  removeCookie(type === UserType.Volunteer ? CookieKey.VolunteerPassword : CookieKey.OrgPassword);
  if (!account) {
    removeCookie(cookieFor[type]);
    return;
  }
  try {
    setCookie(cookieFor[type], await encryptText(account), thirtyDays);
  } catch {
    // Without Web Crypto (plain http on a LAN address) the account simply is not remembered.
  }
}
