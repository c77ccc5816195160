import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { orgAccounts, passwordResetTickets, volunteers } from '../../db/schema/index';
import {
  bearer,
  login,
  makeOrgAccount,
  makeVolunteer,
  tokensFor,
  uniqueIp,
  uniqueMobile,
} from '../../../test/factories';
import { latestCodeSent, smsCodeFor } from '../../../test/codes';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const form = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  app
    .inject({
      method: 'POST',
      url: api(path),
      payload: new URLSearchParams(body).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      remoteAddress: uniqueIp(),
    })
    .then((r) => ({ status: r.statusCode, ...r.json() }));

const fresh = 'Found@2025pass';
const reset = (who: 'users' | 'usersAdmin', resetToken: string, password = fresh) =>
  form(`/auth/findpwd/${who}/resetModifyPwd`, {
    resetToken,
    password,
    passwordAgain: password,
    loginType: who === 'users' ? '1' : '2',
  });

async function emailCodeFor(email: string) {
  const res = await app.inject({
    method: 'GET',
    url: api(`/open/email/sendCode?email=${encodeURIComponent(email)}&type=findPassword`),
    remoteAddress: uniqueIp(),
  });
  if (res.json().code !== '1') throw new Error(res.body);
  return latestCodeSent(app, email.toLowerCase());
}

const uniqueEmail = () => `r${randomBytes(5).toString('hex')}@example.com`;

describe('password recovery of a volunteer', () => {
  it('by mobile: code, ticket, new password; every old session ends and the ticket is spent', async () => {
    const v = await makeVolunteer(app);
    const old = await tokensFor(app, 'volunteer', v.loginName, v.password);
    const code = await smsCodeFor(app, v.mobile, 'findPassword');
    const checked = await form('/auth/findpwd/checkMobile/user', { mobile: v.mobile, code });
    expect(checked.code).toBe('1');
    expect(checked.data.expiresInSeconds).toBe(900);
    expect(checked.data.loginName).toBe(
      `${v.loginName.slice(0, 2)}${'*'.repeat(8)}${v.loginName.slice(-2)}`,
    );
    const token = checked.data.resetToken as string;

    expect(await reset('users', token)).toMatchObject({ code: '1' });
    expect((await login(app, 'volunteer', v.loginName, fresh)).json().code).toBe('1');
    expect((await login(app, 'volunteer', v.loginName, v.password)).json().code).toBe('40100');
    const me = await app.inject({
      method: 'GET',
      url: api('/volunteer/user/current'),
      headers: bearer(old.access_token),
    });
    expect(me.statusCode).toBe(401);
    // Single use: the same ticket again is refused and changes nothing.
    expect(await reset('users', token, 'Again@2025pass')).toMatchObject({
      code: '40000',
      msg: '找回密码的验证已失效，请重新获取验证码',
    });
    expect((await login(app, 'volunteer', v.loginName, fresh)).json().code).toBe('1');
  });

  it('by e-mail, asking for the account name when the address serves two accounts', async () => {
    const email = uniqueEmail();
    const [a, b] = [await makeVolunteer(app), await makeVolunteer(app)];
    for (const v of [a, b])
      await app.deps.db.update(volunteers).set({ email }).where(eq(volunteers.id, v.id));
    const code = await emailCodeFor(email);
    expect(await form('/auth/findpwd/checkEmail/user', { email, code })).toMatchObject({
      code: '40000',
      msg: '该邮箱绑定了多个账号，请同时填写要找回的账号名',
    });
    // The code was not spent by that refusal.
    const checked = await form('/auth/findpwd/checkEmail/user', {
      email: email.toUpperCase(),
      code,
      loginName: b.loginName,
    });
    expect(checked.code).toBe('1');
    expect(await reset('users', checked.data.resetToken)).toMatchObject({ code: '1' });
    expect((await login(app, 'volunteer', b.loginName, fresh)).json().code).toBe('1');
    expect((await login(app, 'volunteer', a.loginName, a.password)).json().code).toBe('1');
  });

  it('refuses a wrong code, an unbound mobile, an expired ticket and a ticket of the other kind', async () => {
    const v = await makeVolunteer(app);
    await smsCodeFor(app, v.mobile, 'findPassword');
    expect(
      await form('/auth/findpwd/checkMobile/user', { mobile: v.mobile, code: '000000' }),
    ).toMatchObject({ code: '40000' });

    const nobody = uniqueMobile();
    const code = await smsCodeFor(app, nobody, 'findPassword');
    expect(await form('/auth/findpwd/checkMobile/user', { mobile: nobody, code })).toMatchObject({
      code: '40400',
      msg: '该手机号码未绑定志愿者账号',
    });

    const w = await makeVolunteer(app);
    const c2 = await smsCodeFor(app, w.mobile, 'findPassword');
    const t = (await form('/auth/findpwd/checkMobile/user', { mobile: w.mobile, code: c2 })).data
      .resetToken as string;
    expect((await reset('usersAdmin', t)).code).toBe('40000');
    await app.deps.db
      .update(passwordResetTickets)
      .set({ expiresAt: new Date(clock.nowMs() - 1000) })
      .where(eq(passwordResetTickets.subjectId, w.id));
    expect((await reset('users', t)).msg).toBe('找回密码的验证已失效，请重新获取验证码');
    expect((await login(app, 'volunteer', w.loginName, w.password)).json().code).toBe('1');
  });

  it('checks the new password and answers 401 with neither a token nor a ticket', async () => {
    expect(await reset('users', 'x'.repeat(43), 'weak')).toMatchObject({
      code: '40000',
      msg: '密码格式错误，必须包含大小写字母和数字，长度8到20位',
    });
    const none = await form('/auth/findpwd/users/resetModifyPwd', {
      password: fresh,
      passwordAgain: fresh,
    });
    expect(none.status).toBe(401);
    const bad = await form('/auth/findpwd/checkMobile/nobody', {
      mobile: '13800138000',
      code: '123456',
    });
    expect(bad.code).toBe('40000');
    expect(
      (await form('/auth/findpwd/checkMobile/user', { mobile: '123', code: '123456' })).msg,
    ).toBe('手机号码格式不正确');
  });
});

describe('password recovery of an organisation account', () => {
  it('by mobile through the admin calls; the volunteer call does not know the number', async () => {
    const o = await makeOrgAccount(app);
    const code = await smsCodeFor(app, o.mobile, 'findPassword');
    const checked = await form('/auth/findpwd/checkMobile/admin', { mobile: o.mobile, code });
    expect(checked.code).toBe('1');
    expect(await reset('usersAdmin', checked.data.resetToken)).toMatchObject({ code: '1' });
    expect((await login(app, 'org', o.loginName, fresh)).json().code).toBe('1');

    const other = await makeOrgAccount(app);
    const c2 = await smsCodeFor(app, other.mobile, 'findPassword');
    expect(
      (await form('/auth/findpwd/checkMobile/user', { mobile: other.mobile, code: c2 })).msg,
    ).toBe('该手机号码未绑定志愿者账号');
  });

  it('by e-mail, refusing a disabled account', async () => {
    const o = await makeOrgAccount(app);
    const email = uniqueEmail();
    await app.deps.db.update(orgAccounts).set({ email }).where(eq(orgAccounts.id, o.id));
    const checked = await form('/auth/findpwd/checkEmail/admin', {
      email,
      code: await emailCodeFor(email),
    });
    expect(checked.code).toBe('1');
    expect(await reset('usersAdmin', checked.data.resetToken)).toMatchObject({ code: '1' });
    expect((await login(app, 'org', o.loginName, fresh)).json().code).toBe('1');

    const off = await makeOrgAccount(app);
    const offEmail = uniqueEmail();
    await app.deps.db
      .update(orgAccounts)
      .set({ email: offEmail, status: 'disabled' })
      .where(eq(orgAccounts.id, off.id));
    expect(
      await form('/auth/findpwd/checkEmail/admin', {
        email: offEmail,
        code: await emailCodeFor(offEmail),
      }),
    ).toMatchObject({ code: '40300', msg: '账号已停用，请联系上级管理员' });
  });
});
