/**
 * Spec §4 navigation guard as a pure decision, so its order is testable without a browser.
 * The wiring (guard-loader.ts) gathers the state, acts on the decision and, for
 * `load-user-info`, loads and asks again with `hasTriedUserInfo`.
 */

export interface GuardState {
  hasOrgToken: boolean;
  hasUserToken: boolean;
  /** localStorage isForceChangePwd === 'true' */
  isForceChangePwd: boolean;
  hasUserInfo: boolean;
  /** The loaded user info's logoffSate is the string 'true'. */
  isLoggedOff: boolean;
  /** Set on the second pass, after a load attempt, so a failed load cannot loop. */
  hasTriedUserInfo?: boolean;
}

export interface GuardRoute {
  /** Route name of the spec (handle.name); unnamed routes are never special. */
  name: string | undefined;
  pathname: string;
}

export type GuardDecision =
  | { kind: 'proceed'; clearUserInfo?: boolean }
  | { kind: 'redirect'; to: string; clearUserInfo?: boolean }
  /** Alert, then a full page load for the console, a route change for the portal. */
  | { kind: 'force-change-password'; to: string; isFullPageLoad: boolean }
  | { kind: 'load-user-info' };

export const HOME_PATH = '/';
export const VOLUNTEER_CHANGE_PASSWORD_PATH = '/personalCenter/change_password';
export const ADMIN_CHANGE_PASSWORD_PATH = '/admin/personalCenter/change_password';
export const SUBTRACT_PATH = '/personalCenter/subtract';

/** Pages an anonymous visitor may not open. */
export const protectedRouteNames: ReadonlySet<string> = new Set([
  'personalCenter',
  'personalInfo',
  'myMission',
  'myCollection',
  'volunteerCard',
  'needToKnow',
  'IndividualInfo',
  'chooseCard',
  // The same two card steps at their top-level paths (/volunteerCard/IndividualInfo and
  // /volunteerCard/chooseCard) carry their own route names; the spec's list means both.
  'VolunteerCardIndividualInfo',
  'VolunteerCardChooseCard',
  'volunteerCard-debitCard',
  'volunteerCard-detail',
  'certificate',
  'evaluation',
  'receiveComments',
  'subtract',
]);

/** Pages a signed-in volunteer has no use for. */
export const preLoginRouteNames: ReadonlySet<string> = new Set([
  'registered',
  'registered-volunteers',
  'registered-organization',
  'registered-feedback',
  'registered-personalRegRequirements',
  'registered-orgRegRequirements',
  'Login',
  'VolunteerLogin',
  'OrganizationLogin',
]);

function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function decideNavigation(state: GuardState, route: GuardRoute): GuardDecision {
  const name = route.name ?? '';
  // 1. Nobody signed in.
  if (!state.hasOrgToken && !state.hasUserToken) {
    return protectedRouteNames.has(name)
      ? { kind: 'redirect', to: HOME_PATH, clearUserInfo: true }
      : { kind: 'proceed', clearUserInfo: true };
  }
  // 2. A password change is required before anything else.
  if (
    state.isForceChangePwd &&
    stripTrailingSlash(route.pathname) !== VOLUNTEER_CHANGE_PASSWORD_PATH
  ) {
    return state.hasOrgToken
      ? { kind: 'force-change-password', to: ADMIN_CHANGE_PASSWORD_PATH, isFullPageLoad: true }
      : {
          kind: 'force-change-password',
          to: VOLUNTEER_CHANGE_PASSWORD_PATH,
          isFullPageLoad: false,
        };
  }
  // 3. Organisations are let through everywhere.
  if (state.hasOrgToken) return { kind: 'proceed' };
  // 4. A volunteer.
  if (!state.hasUserInfo && !state.hasTriedUserInfo) return { kind: 'load-user-info' };
  if (state.isLoggedOff && name !== 'subtract') return { kind: 'redirect', to: SUBTRACT_PATH };
  if (preLoginRouteNames.has(name)) return { kind: 'redirect', to: HOME_PATH };
  return { kind: 'proceed' };
}
