import { describe, expect, it } from 'vitest';
import {
  ADMIN_CHANGE_PASSWORD_PATH,
  decideNavigation,
  preLoginRouteNames,
  protectedRouteNames,
  VOLUNTEER_CHANGE_PASSWORD_PATH,
  type GuardState,
} from './decide-navigation';
import { volunteerCardPublicRoutes } from '../routes/volunteer-card-routes';

const anonymous: GuardState = {
  hasOrgToken: false,
  hasUserToken: false,
  isForceChangePwd: false,
  hasUserInfo: false,
  isLoggedOff: false,
};
const volunteer: GuardState = { ...anonymous, hasUserToken: true, hasUserInfo: true };
const organizer: GuardState = { ...anonymous, hasOrgToken: true };

const route = (name: string | undefined, pathname = '/somewhere') => ({ name, pathname });

describe('decideNavigation: anonymous visitor', () => {
  it.each([...protectedRouteNames])('sends %s to Home and clears user info', (name) => {
    expect(decideNavigation(anonymous, route(name))).toEqual({
      kind: 'redirect',
      to: '/',
      clearUserInfo: true,
    });
  });

  it.each(['/volunteerCard/IndividualInfo', '/volunteerCard/chooseCard'])(
    'sends the card step at %s to Home (its route name is protected)',
    (pathname) => {
      const page = volunteerCardPublicRoutes.find((r) => `/${r.path}` === pathname);
      const name = (page?.handle as { name?: string } | undefined)?.name;
      expect(name).toBeDefined();
      expect(decideNavigation(anonymous, route(name, pathname))).toMatchObject({
        kind: 'redirect',
        to: '/',
      });
    },
  );

  it('lets public pages through and still clears stale user info', () => {
    expect(decideNavigation(anonymous, route('mission', '/mission'))).toEqual({
      kind: 'proceed',
      clearUserInfo: true,
    });
    expect(decideNavigation(anonymous, route('VolunteerLogin'))).toMatchObject({ kind: 'proceed' });
  });

  it('ignores the force-change flag without a token', () => {
    const state = { ...anonymous, isForceChangePwd: true };
    expect(decideNavigation(state, route('Home', '/'))).toMatchObject({ kind: 'proceed' });
  });
});

describe('decideNavigation: forced password change', () => {
  it('sends an organisation to the console page with a full page load', () => {
    const state = { ...organizer, isForceChangePwd: true };
    expect(decideNavigation(state, route('Home', '/'))).toEqual({
      kind: 'force-change-password',
      to: ADMIN_CHANGE_PASSWORD_PATH,
      isFullPageLoad: true,
    });
  });

  it('sends a volunteer to the portal page, before the logged-off rule', () => {
    const state = { ...volunteer, isForceChangePwd: true, isLoggedOff: true };
    expect(decideNavigation(state, route('myMission'))).toEqual({
      kind: 'force-change-password',
      to: VOLUNTEER_CHANGE_PASSWORD_PATH,
      isFullPageLoad: false,
    });
  });

  it('lets the change-password page itself through, with or without a trailing slash', () => {
    const state = { ...volunteer, isForceChangePwd: true };
    for (const path of [VOLUNTEER_CHANGE_PASSWORD_PATH, VOLUNTEER_CHANGE_PASSWORD_PATH + '/'])
      expect(decideNavigation(state, route('change_password', path))).toEqual({ kind: 'proceed' });
  });
});

describe('decideNavigation: organisation', () => {
  it('proceeds everywhere, login pages included', () => {
    for (const name of ['Login', 'personalInfo', 'subtract', undefined])
      expect(decideNavigation(organizer, route(name))).toEqual({ kind: 'proceed' });
  });
});

describe('decideNavigation: volunteer', () => {
  it('asks for the user info when it is missing, then decides after one attempt', () => {
    const state = { ...volunteer, hasUserInfo: false };
    expect(decideNavigation(state, route('Home', '/'))).toEqual({ kind: 'load-user-info' });
    expect(decideNavigation({ ...state, hasTriedUserInfo: true }, route('Home', '/'))).toEqual({
      kind: 'proceed',
    });
  });

  it('confines a logged-off account to subtract', () => {
    const state = { ...volunteer, isLoggedOff: true };
    expect(decideNavigation(state, route('mission'))).toEqual({
      kind: 'redirect',
      to: '/personalCenter/subtract',
    });
    expect(decideNavigation(state, route('subtract'))).toEqual({ kind: 'proceed' });
  });

  it.each([...preLoginRouteNames])('sends a signed-in volunteer away from %s', (name) => {
    expect(decideNavigation(volunteer, route(name))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lets protected pages through', () => {
    for (const name of protectedRouteNames)
      expect(decideNavigation(volunteer, route(name))).toEqual({ kind: 'proceed' });
  });
});
