import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import {
  findVolunteerRow,
  login,
  makeOrgAccount,
  makeVolunteer,
  uniqueIp,
} from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('volunteer password login', () => {
  it.each(['loginName', 'mobile', 'idCard'] as const)('signs in with the %s', async (field) => {
    const v = await makeVolunteer(app);
    const res = await login(app, 'volunteer', v[field], v.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: '1', msg: '操作成功', data: null });
    expect(body.other).toMatchObject({
      token_type: 'bearer',
      userType: 1,
      isWeakPassword: 0,
      isForceChangePwd: 'false',
    });
    expect(body.other.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.other.expires_in).toBe(7200);
  });

  it('accepts a lower-case x in the resident ID', async () => {
    const v = await makeVolunteer(app);
    const res = await login(app, 'volunteer', v.idCard.toLowerCase(), v.password);
    expect(res.json().code).toBe('1');
  });

  it('answers 40100 for a wrong password and for an unknown account alike', async () => {
    const v = await makeVolunteer(app);
    const wrong = await login(app, 'volunteer', v.loginName, 'Wrong@2024pass');
    const unknown = await login(app, 'volunteer', 'nosuchuser2024', 'Wrong@2024pass');
    expect(wrong.json()).toEqual({
      code: '40100',
      msg: '账号或密码错误（连续输错5次将锁定15分钟）',
      data: null,
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('flags a password that fails the rule as weak and remembers it', async () => {
    const v = await makeVolunteer(app, { password: '12345678' });
    const res = await login(app, 'volunteer', v.loginName, '12345678');
    expect(res.json().other.isWeakPassword).toBe(1);
    expect((await findVolunteerRow(app, v.id)).passwordWeak).toBe(true);
  });

  it('passes on the administrator force-change flag', async () => {
    const v = await makeVolunteer(app, { forceChangePwd: true });
    const res = await login(app, 'volunteer', v.loginName, v.password);
    expect(res.json().other.isForceChangePwd).toBe('true');
  });

  it('lets a volunteer in the cooling-off period sign in but not an anonymised one', async () => {
    const cooling = await makeVolunteer(app, { logoffState: 'cooling' });
    const gone = await makeVolunteer(app, { logoffState: 'anonymised' });
    expect((await login(app, 'volunteer', cooling.loginName, cooling.password)).json().code).toBe(
      '1',
    );
    expect((await login(app, 'volunteer', gone.loginName, gone.password)).json().code).toBe(
      '40100',
    );
  });

  it('accepts a JSON body as well as a form', async () => {
    const v = await makeVolunteer(app);
    const res = await app.inject({
      method: 'POST',
      url: api('/auth/login/volunteer/password'),
      payload: { username: v.loginName, password: v.password, loginType: 1 },
      remoteAddress: uniqueIp(),
    });
    expect(res.json().code).toBe('1');
  });

  it('signs in the seeded demo volunteer by mobile', async () => {
    const res = await login(app, 'volunteer', '13800138000', 'Zyz@2024pass');
    expect(res.json().code).toBe('1');
  });
});

describe('organisation password login', () => {
  it('signs in by login name and by mobile with userType 2', async () => {
    const o = await makeOrgAccount(app);
    for (const username of [o.loginName, o.mobile]) {
      const body = (await login(app, 'org', username, o.password)).json();
      expect(body.code).toBe('1');
      expect(body.other.userType).toBe(2);
    }
  });

  it('does not accept a volunteer account on the organisation login', async () => {
    const v = await makeVolunteer(app);
    expect((await login(app, 'org', v.loginName, v.password)).json().code).toBe('40100');
  });

  it('reports the seeded force-change account', async () => {
    const body = (await login(app, 'org', 'szforce01', 'Zyz@2024pass')).json();
    expect(body.other.isForceChangePwd).toBe('true');
  });
});
