import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { sessions } from '../../db/schema/index';
import { sha256 } from '../../lib/crypto';
import { bearer, makeOrgAccount, makeVolunteer, tokensFor } from '../../../test/factories';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (path: string, token?: string) =>
  app.inject({ method: 'GET', url: api(path), headers: token ? bearer(token) : {} });
const expired = { code: '401', msg: '登录已失效，请重新登录', data: null };

async function volunteerTokens() {
  const v = await makeVolunteer(app);
  return tokensFor(app, 'volunteer', v.loginName, v.password);
}

describe('token kinds and lifetimes', () => {
  it('refuses a volunteer token on an organisation call with 40300', async () => {
    const t = await volunteerTokens();
    const res = await get('/manage/pc/usersAdmin/preEditMyInfo', t.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '40300', msg: '当前账号类型无权访问', data: null });
  });

  it('refuses an organisation token on a volunteer call with 40300', async () => {
    const o = await makeOrgAccount(app);
    const t = await tokensFor(app, 'org', o.loginName, o.password);
    expect((await get('/volunteer/user/current', t.access_token)).json().code).toBe('40300');
  });

  it('answers HTTP 401 without a token and for an unknown one', async () => {
    for (const token of [undefined, 'x'.repeat(43), 'not a token']) {
      const res = await get('/volunteer/user/current', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(expired);
    }
  });

  it('revokes the token on logout', async () => {
    const t = await volunteerTokens();
    expect((await get('/auth/login/loginOut', t.access_token)).json()).toEqual({
      code: '1',
      msg: '操作成功',
      data: null,
    });
    expect((await get('/volunteer/user/current', t.access_token)).statusCode).toBe(401);
  });

  it('lets an anonymous logout succeed', async () => {
    expect((await get('/auth/login/loginOut')).json().code).toBe('1');
  });

  it('refuses an expired token with 401', async () => {
    const t = await volunteerTokens();
    await app.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(clock.nowMs() - 1000) })
      .where(eq(sessions.tokenHash, sha256(t.access_token)));
    expect((await get('/volunteer/user/current', t.access_token)).statusCode).toBe(401);
  });
});

describe('refreshToken', () => {
  const refresh = (refreshToken: string) =>
    app.inject({
      method: 'POST',
      url: api('/auth/login/refreshToken'),
      payload: { refresh_token: refreshToken },
    });

  it('rotates both tokens and retires the old access token', async () => {
    const t = await volunteerTokens();
    const body = (await refresh(t.refresh_token)).json();
    expect(body.code).toBe('1');
    expect(body.other.access_token).not.toBe(t.access_token);
    expect(body.other.refresh_token).not.toBe(t.refresh_token);
    expect((await get('/volunteer/user/current', body.other.access_token)).json().code).toBe('1');
    expect((await get('/volunteer/user/current', t.access_token)).statusCode).toBe(401);
  });

  it('treats reuse of a spent refresh token as theft and ends the new session too', async () => {
    const t = await volunteerTokens();
    const next = (await refresh(t.refresh_token)).json().other;
    const reuse = await refresh(t.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect((await get('/volunteer/user/current', next.access_token)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token with 401', async () => {
    expect((await refresh('y'.repeat(43))).statusCode).toBe(401);
  });
});

// Access-token look-ups are cached for a few seconds in process; each revocation must still
// take effect on the very next request, including for tokens that were just in use.
describe('revocation of a token in recent use', () => {
  const isAccepted = async (token: string) =>
    (await get('/volunteer/user/current', token)).json().code === '1';

  it('refuses a token on the request right after its logout', async () => {
    const t = await volunteerTokens();
    expect(await isAccepted(t.access_token)).toBe(true);
    await get('/auth/login/loginOut', t.access_token);
    expect((await get('/volunteer/user/current', t.access_token)).statusCode).toBe(401);
  });

  it('keeps other sessions of the same volunteer when one logs out', async () => {
    const v = await makeVolunteer(app);
    const phone = await tokensFor(app, 'volunteer', v.loginName, v.password);
    const desk = await tokensFor(app, 'volunteer', v.loginName, v.password);
    expect(await isAccepted(desk.access_token)).toBe(true);
    await get('/auth/login/loginOut', phone.access_token);
    expect(await isAccepted(desk.access_token)).toBe(true);
  });

  it('ends every session of the account, even ones just used, when the password changes', async () => {
    const v = await makeVolunteer(app, { password: '12345678', forceChangePwd: true });
    const phone = await tokensFor(app, 'volunteer', v.loginName, '12345678');
    const desk = await tokensFor(app, 'volunteer', v.loginName, '12345678');
    expect(await isAccepted(desk.access_token)).toBe(true);
    const reset = await app.inject({
      method: 'POST',
      url: api('/auth/findpwd/users/resetModifyPwd'),
      headers: {
        ...bearer(phone.access_token),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        password: 'New@2024pass',
        passwordAgain: 'New@2024pass',
      }).toString(),
    });
    expect(reset.json().code).toBe('1');
    expect((await get('/volunteer/user/current', desk.access_token)).statusCode).toBe(401);
  });
});
