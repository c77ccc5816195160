import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { bearer, districtIdByName, login, makeOrgAccount } from '../../../test/factories';
import { sessions } from '../../db/schema/index';
import { sha256 } from '../../lib/crypto';
import { client, codeAt, toFreshStep, totp } from './staff-mfa.test-kit';

// REQUIRE_STAFF_MFA: federation staff sign in to a session that reaches only the second
// factor's own calls until they have enabled it.

let app: App;
let post: ReturnType<typeof client>['post'];
let get: ReturnType<typeof client>['get'];
beforeAll(async () => {
  app = await createTestApp({ requireStaffMfa: true });
  ({ post, get } = client(app));
});
afterAll(() => app.close());
beforeEach(() => toFreshStep());

const enrolFirst = { code: '40300', msg: '请先开启两步验证，再使用管理后台', data: null };

async function signIn(districtName: string, role: 'org' | 'federation') {
  const districtId = await districtIdByName(app, districtName);
  const account = await makeOrgAccount(app, { districtId, role });
  const body = (await login(app, 'org', account.loginName, account.password)).json();
  return { account, body, headers: bearer(body.other.access_token) };
}

describe('a federation account without a second factor', () => {
  it('is signed in to a session held to enrolment, and told so', async () => {
    const { body } = await signIn('广州市志愿者联合会', 'federation');
    expect(body.code).toBe('1');
    expect(body.other).toMatchObject({ token_type: 'bearer', mfaEnrolRequired: true });
    const [session] = await app.deps.db
      .select({ scope: sessions.scope })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(body.other.access_token)));
    expect(session!.scope).toBe('mfaEnrol');
  });

  it('is refused everywhere but the second factor’s calls, then reaches everything', async () => {
    const { headers, account } = await signIn('天河区志愿者联合会', 'federation');
    expect(await get('/manage/pc/org/profile', headers)).toEqual(enrolFirst);
    expect(await get('/manage/pc/audit/list', headers)).toEqual(enrolFirst);
    expect(
      await post(totp('disable'), headers, { password: account.password, code: '123456' }),
    ).toEqual(enrolFirst);
    expect(await post(totp('reset'), headers, { accountId: '1', reason: '测试原因' })).toEqual(
      enrolFirst,
    );

    const status = await get(totp('status'), headers);
    expect(status.data).toMatchObject({ enabled: false, required: true });
    const secret = (await post(totp('setup'), headers)).data.secret as string;
    expect((await post(totp('enable'), headers, { code: '000000' })).code).toBe('40000');
    expect(await get('/manage/pc/org/profile', headers)).toEqual(enrolFirst);
    expect((await post(totp('enable'), headers, { code: await codeAt(secret) })).code).toBe('1');

    // The same session reaches the whole console now.
    expect((await get('/manage/pc/org/profile', headers)).code).toBe('1');
    expect((await get('/manage/pc/audit/list', headers)).code).toBe('1');
    // And the second factor may not be switched off.
    toFreshStep();
    expect(
      await post(totp('disable'), headers, {
        password: account.password,
        code: await codeAt(secret),
      }),
    ).toEqual({ code: '40300', msg: '联合会工作人员必须开启两步验证', data: null });
  });

  it('stays held when the session is refreshed', async () => {
    const { body } = await signIn('广东省志愿者联合会', 'federation');
    const refreshed = await app.inject({
      method: 'POST',
      url: api('/auth/login/refreshToken'),
      payload: { refresh_token: body.other.refresh_token },
    });
    const other = refreshed.json().other;
    expect(other.mfaEnrolRequired).toBe(true);
    expect(await get('/manage/pc/org/profile', bearer(other.access_token))).toEqual(enrolFirst);
  });

  it('may still sign out', async () => {
    const { headers } = await signIn('广州市志愿者联合会', 'federation');
    const res = await app.inject({ method: 'GET', url: api('/auth/login/loginOut'), headers });
    expect(res.json().code).toBe('1');
    expect((await get(totp('status'), headers)).code).toBe('401');
  });
});

describe('an organisation’s own account', () => {
  it('is not held: the rule is for federation staff', async () => {
    const { body, headers } = await signIn('广州市青年志愿者协会', 'org');
    expect(body.other.mfaEnrolRequired).toBeUndefined();
    expect((await get('/manage/pc/org/profile', headers)).code).toBe('1');
    expect((await get(totp('status'), headers)).data.required).toBe(false);
  });
});
