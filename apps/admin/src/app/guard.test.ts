import { describe, expect, it } from 'vitest';
import { afterLoginTarget, decideGuard, type GuardInput } from './guard';
import { paths } from '../lib/paths';

const organiser = (over: Partial<GuardInput> = {}): GuardInput => ({
  pathname: paths.dashboard,
  hasOrgToken: true,
  hasUserToken: false,
  isForceChangePwd: 'false',
  isWeakPassword: '0',
  mustEnrolMfa: false,
  ...over,
});

describe('decideGuard', () => {
  it('sends a signed-out visitor to login', () => {
    expect(decideGuard(organiser({ hasOrgToken: false }))).toEqual({
      kind: 'login',
      isVolunteerOnly: false,
    });
  });

  it('keeps a volunteer token alone out of the console', () => {
    expect(decideGuard(organiser({ hasOrgToken: false, hasUserToken: true }))).toEqual({
      kind: 'login',
      isVolunteerOnly: true,
    });
  });

  it('lets an organiser with a sound password in', () => {
    expect(decideGuard(organiser())).toEqual({ kind: 'allow' });
    expect(decideGuard(organiser({ isForceChangePwd: null, isWeakPassword: null }))).toEqual({
      kind: 'allow',
    });
  });

  it('lets an organiser in when both token kinds are present', () => {
    expect(decideGuard(organiser({ hasUserToken: true }))).toEqual({ kind: 'allow' });
  });

  it('requires a change when the server forces one, on every page but change-password', () => {
    const forced = organiser({ isForceChangePwd: 'true', pathname: paths.myInfo });
    expect(decideGuard(forced)).toEqual({ kind: 'change-password', notice: 'forced' });
    expect(decideGuard({ ...forced, pathname: paths.changePassword })).toEqual({ kind: 'allow' });
  });

  it('gives the forced notice precedence over the weak one', () => {
    expect(decideGuard(organiser({ isForceChangePwd: 'true', isWeakPassword: '1' }))).toEqual({
      kind: 'change-password',
      notice: 'forced',
    });
  });

  it('asks a weak-password organiser to change it', () => {
    expect(decideGuard(organiser({ isWeakPassword: '1' }))).toEqual({
      kind: 'change-password',
      notice: 'weak',
    });
    expect(decideGuard(organiser({ isWeakPassword: '1', pathname: paths.changePassword }))).toEqual(
      {
        kind: 'allow',
      },
    );
  });

  it('keeps a session that must enrol a second factor on 两步验证, before any password notice', () => {
    const enrolling = organiser({ mustEnrolMfa: true, isForceChangePwd: 'true' });
    expect(decideGuard(enrolling)).toEqual({ kind: 'enrol-mfa' });
    expect(decideGuard({ ...enrolling, pathname: paths.changePassword })).toEqual({
      kind: 'enrol-mfa',
    });
    expect(decideGuard({ ...enrolling, pathname: paths.twoFactor })).toEqual({ kind: 'allow' });
    expect(decideGuard({ ...enrolling, hasOrgToken: false }).kind).toBe('login');
  });

  it('checks the token before any password flag', () => {
    expect(decideGuard(organiser({ hasOrgToken: false, isForceChangePwd: 'true' })).kind).toBe(
      'login',
    );
  });
});

describe('afterLoginTarget', () => {
  it('returns to the page the organiser was going to', () => {
    expect(afterLoginTarget('/personalCenter/myInfo?tab=1')).toBe('/personalCenter/myInfo?tab=1');
  });

  it('falls back to the dashboard for missing, foreign or login targets', () => {
    expect(afterLoginTarget(null)).toBe(paths.dashboard);
    expect(afterLoginTarget('//evil.example.com')).toBe(paths.dashboard);
    expect(afterLoginTarget('https://evil.example.com')).toBe(paths.dashboard);
    expect(afterLoginTarget(paths.login)).toBe(paths.dashboard);
  });
});
