// What a request for a portal page asks for, read from its headers, and the page it gets.
import { CookieKey } from '@zyz/domain';
import type { CompressedBody } from '../../lib/compressed-body';
import type { DisplayMode } from '@zyz/domain';

const sessionCookie = new RegExp(
  `(?:^|;\\s*)(?:${[CookieKey.UserToken, CookieKey.OrgToken].join('|')})=[^;]`,
);

const sharedStylesCookie = new RegExp(`(?:^|;\\s*)${CookieKey.SharedStyles}=([^;]+)`);

/** The shared stylesheet the browser says it holds (boot.ts sets the cookie), if any. */
export function heldStylesheet(cookieHeader: string | undefined): string | null {
  return (cookieHeader && sharedStylesCookie.exec(cookieHeader)?.[1]) || null;
}

const careModeCookie = new RegExp(`(?:^|;\\s*)${CookieKey.CareMode}=1(?:;|$)`);

/**
 * How the person asked for pages (issue 54): 关怀模式 by the device's cookie, reduced motion by
 * the browser's client hint (asked for with Accept-CH; a first page comes without it).
 */
export function displayModeOf(
  cookieHeader: string | undefined,
  reducedMotionHint: string | string[] | undefined,
): DisplayMode {
  return {
    care: careModeCookie.test(cookieHeader ?? ''),
    reducedMotion: reducedMotionHint === 'reduce',
  };
}

/** A volunteer's or an organisation's token cookie is on the request. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && sessionCookie.test(cookieHeader);
}

/**
 * A page ready to send, compressed once for everyone who asks within the cache's life, with
 * the API paths it was drawn from (null: not known, so any change makes it stale).
 */
export type PortalPage = { reads: string[] | null } & (
  | { kind: 'redirect'; status: number; location: string }
  | ({ kind: 'html'; status: number } & CompressedBody)
);

export interface PageRequest {
  /** Path and query. */
  url: string;
  /** protocol://host, for the absolute links in the page's meta tags. */
  origin: string;
  hasSession: boolean;
  /** The shared stylesheet's name the browser holds (heldStylesheet), if any. */
  heldStylesheet?: string | null;
  /** Drawn as the person asked (displayModeOf); the ordinary page when absent. */
  display?: DisplayMode;
}
