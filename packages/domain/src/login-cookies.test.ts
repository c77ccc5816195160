import { describe, expect, it } from 'vitest';
import { loginCookies } from './login-cookies';
import type { LoginOther } from './auth';

const answer = (userType: 1 | 2): LoginOther => ({
  access_token: 'access',
  refresh_token: 'refresh',
  expires_in: 7200,
  token_type: 'bearer',
  isWeakPassword: 0,
  isForceChangePwd: 'false',
  userType,
});

describe('the cookies a login writes', () => {
  it("keeps a volunteer's token and drops an organisation's", () => {
    expect(loginCookies(answer(1))).toEqual({
      set: [
        ['gdzyz_user_token', 'access', 7200],
        ['gdzyz_access_token', 'access', 7200],
        ['gdzyz_refresh_token', 'refresh', undefined],
        ['gdzyz_user_type', '1', 7200],
      ],
      drop: ['gdzyz_org_token', 'IZYZ_org_token'],
    });
  });

  it("keeps an organisation's token under both names and drops a volunteer's", () => {
    const { set, drop } = loginCookies(answer(2));
    expect(set.map(([name]) => name)).toEqual([
      'gdzyz_org_token',
      'IZYZ_org_token',
      'gdzyz_access_token',
      'gdzyz_refresh_token',
      'gdzyz_user_type',
    ]);
    expect(drop).toEqual(['gdzyz_user_token']);
  });

  it('lets the cookies last the browser session when the answer gives no lifetime', () => {
    const { set } = loginCookies({ ...answer(1), expires_in: 0 });
    expect(set.every(([, , maxAge]) => maxAge === undefined)).toBe(true);
  });
});
