import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { auditLog, orgAccounts } from '../../db/schema/index';
import {
  bearer,
  findVolunteerRow,
  login,
  makeOrgAccount,
  makeVolunteer,
  tokensFor,
} from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const resetVolunteer = (token: string, payload: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: api('/auth/findpwd/users/resetModifyPwd'),
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(payload).toString(),
  });

async function weakVolunteer() {
  const v = await makeVolunteer(app, { password: '12345678', forceChangePwd: true });
  const t = await tokensFor(app, 'volunteer', v.loginName, '12345678');
  return { v, t };
}

describe('resetModifyPwd without a session', () => {
  it('answers 401 before judging the body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: api('/auth/findpwd/users/resetModifyPwd'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=abc',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: '401' });
  });
});

describe('resetModifyPwd rules', () => {
  it.each([
    [{ password: '', passwordAgain: '' }, '密码不能为空'],
    [
      { password: 'abc12345', passwordAgain: 'abc12345' },
      '密码格式错误，必须包含大小写字母和数字，长度8到20位',
    ],
    [{ password: 'New@2024pass', passwordAgain: '' }, '确认密码不能为空'],
    [{ password: 'New@2024pass', passwordAgain: 'New@2024pasS' }, '两次输入的密码不一致'],
  ])('refuses %o with its message', async (payload, msg) => {
    const { t } = await weakVolunteer();
    expect((await resetVolunteer(t.access_token, { loginType: '1', ...payload })).json()).toEqual({
      code: '40000',
      msg,
      data: null,
    });
  });

  it('refuses a new password equal to the old one', async () => {
    const v = await makeVolunteer(app);
    const t = await tokensFor(app, 'volunteer', v.loginName, v.password);
    const res = await resetVolunteer(t.access_token, {
      password: v.password,
      passwordAgain: v.password,
    });
    expect(res.json()).toEqual({ code: '40000', msg: '新密码不能与原密码相同', data: null });
  });
});

describe('resetModifyPwd success', () => {
  it('stores the new password, clears both flags, ends every session and is audited', async () => {
    const { v, t } = await weakVolunteer();
    const other = await tokensFor(app, 'volunteer', v.mobile, '12345678');
    const state = await app.inject({
      method: 'GET',
      url: api('/api/usMain/resetModifyPwd'),
      headers: bearer(t.access_token),
    });
    expect(state.json().data).toEqual({ isWeakPassword: 1, isForceChangePwd: 'true' });

    expect(
      (
        await resetVolunteer(t.access_token, {
          password: 'New@2024pass',
          passwordAgain: 'New@2024pass',
        })
      ).json().code,
    ).toBe('1');
    const row = await findVolunteerRow(app, v.id);
    expect([row.passwordWeak, row.forceChangePwd]).toEqual([false, false]);
    for (const token of [t.access_token, other.access_token]) {
      const res = await app.inject({
        method: 'GET',
        url: api('/volunteer/user/current'),
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await login(app, 'volunteer', v.loginName, '12345678')).json().code).toBe('40100');
    expect(
      (await login(app, 'volunteer', v.loginName, 'New@2024pass')).json().other.isWeakPassword,
    ).toBe(0);
    const audit = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorKind, 'volunteer'), eq(auditLog.actorId, v.id)));
    expect(audit.map((a) => a.action)).toEqual(['password.reset']);
  });

  it('resets an organisation account through its own call', async () => {
    const o = await makeOrgAccount(app, { forceChangePwd: true });
    const t = await tokensFor(app, 'org', o.loginName, o.password);
    const state = await app.inject({
      method: 'GET',
      url: api('/api/manager/usersAdmin/resetModifyPwd'),
      headers: bearer(t.access_token),
    });
    expect(state.json().data).toEqual({ isWeakPassword: 0, isForceChangePwd: 'true' });
    const res = await app.inject({
      method: 'POST',
      url: api('/auth/findpwd/usersAdmin/resetModifyPwd'),
      headers: bearer(t.access_token),
      payload: { loginType: 2, password: 'Org@2024new', passwordAgain: 'Org@2024new' },
    });
    expect(res.json().code).toBe('1');
    const [row] = await app.deps.db.select().from(orgAccounts).where(eq(orgAccounts.id, o.id));
    expect(row!.forceChangePwd).toBe(false);
  });

  it('refuses a volunteer token on the organisation reset', async () => {
    const { t } = await weakVolunteer();
    const res = await app.inject({
      method: 'POST',
      url: api('/auth/findpwd/usersAdmin/resetModifyPwd'),
      headers: bearer(t.access_token),
      payload: { password: 'New@2024pass', passwordAgain: 'New@2024pass' },
    });
    expect(res.json().code).toBe('40300');
  });
});
