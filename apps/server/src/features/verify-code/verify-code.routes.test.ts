import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { emailOutbox } from '../../db/schema/index';
import {
  bearer,
  makeOrgAccount,
  makeVolunteer,
  tokensFor,
  uniqueIp,
  uniqueMobile,
} from '../../../test/factories';
import { ageCodes, latestCodeSent, latestDeliveredTo } from '../../../test/codes';
import { consumeVerifyCode } from './verify-code';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const sendSms = (mobile: string, ip = uniqueIp(), type?: string, headers = {}) =>
  app
    .inject({
      method: 'POST',
      url: api('/open/verifycode/sendCodeToMobile'),
      payload: { mobile, ...(type ? { type } : {}) },
      headers,
      remoteAddress: ip,
    })
    .then((r) => ({ status: r.statusCode, ...r.json() }));

const consume = (mobile: string, code: string, purpose: 'register' | 'findPassword' = 'register') =>
  consumeVerifyCode(app.deps, { channel: 'sms', target: mobile, purpose, code }).then(
    () => 'ok',
    (err: Error & { code?: string }) => `${err.code}:${err.message}`,
  );

const sms = (mobile: string) => ({ channel: 'sms' as const, target: mobile });

describe('sending a code to a mobile', () => {
  it('sends a six-digit code that the outbox keeps blanked, and answers the masked number', async () => {
    const mobile = uniqueMobile();
    const res = await sendSms(mobile);
    expect(res.code).toBe('1');
    expect(res.data).toEqual({
      target: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
      resendAfterSeconds: 60,
      validMinutes: 5,
    });
    const [row] = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, mobile));
    expect(row).toMatchObject({ channel: 'sms', status: 'logged', subject: null });
    expect(row!.body).toMatch(/注册志愿者，验证码：\*{6}，5分钟内有效/);
    // The recipient's text carries the code, and only there.
    const code = await latestCodeSent(app, mobile);
    expect(await latestDeliveredTo(app, mobile)).toBe(row!.body.replace('******', code));
    expect(row!.body).not.toContain(code);
  });

  it('refuses a second send to the same mobile within 60 s, and allows it after', async () => {
    const mobile = uniqueMobile();
    expect((await sendSms(mobile)).code).toBe('1');
    const again = await sendSms(mobile, uniqueIp());
    expect(again.code).toBe('42900');
    expect(again.msg).toMatch(/^验证码已发送，请\d+秒后再试$/);
    await ageCodes(app, sms(mobile), 61);
    expect((await sendSms(mobile)).code).toBe('1');
  });

  it('caps the sends to one mobile per day', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 10; i++) {
      expect((await sendSms(mobile)).code).toBe('1');
      await ageCodes(app, sms(mobile), 61);
    }
    const res = await sendSms(mobile);
    expect(res).toMatchObject({ code: '42900', msg: '今日获取验证码次数已达上限，请明天再试' });
    // A day later the cap has passed.
    await ageCodes(app, sms(mobile), 24 * 3600);
    expect((await sendSms(mobile)).code).toBe('1');
  });

  it('caps the sends from one IP per hour, whatever the targets', async () => {
    const small = await createTestApp({ verifyCodeIpPerHour: 3 });
    try {
      const ip = uniqueIp();
      const send = (mobile: string) =>
        small
          .inject({
            method: 'POST',
            url: api('/open/verifycode/sendCodeToMobile'),
            payload: { mobile },
            remoteAddress: ip,
          })
          .then((r) => r.json());
      for (let i = 0; i < 3; i++) expect((await send(uniqueMobile())).code).toBe('1');
      expect(await send(uniqueMobile())).toMatchObject({
        code: '42900',
        msg: '当前网络获取验证码过于频繁，请稍后再试',
      });
    } finally {
      await small.close();
    }
  });

  it('refuses a registration code for a mobile that already has an account', async () => {
    const v = await makeVolunteer(app);
    expect(await sendSms(v.mobile)).toMatchObject({
      code: '40900',
      msg: '该手机号码已注册，请直接登录或找回密码',
    });
  });

  it('names the field of a bad number and of an unknown purpose', async () => {
    expect(await sendSms('12345')).toMatchObject({ code: '40000', msg: '手机号码格式不正确' });
    expect(await sendSms(uniqueMobile(), uniqueIp(), 'hack')).toMatchObject({
      code: '40000',
      msg: '验证码用途不正确',
    });
  });

  it('sends a change-mobile code only to a signed-in caller, and not to a mobile in use', async () => {
    const anon = await app.inject({
      method: 'GET',
      url: api(`/open/sendCodeModifyMobile?mobile=${uniqueMobile()}`),
    });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ code: '401', msg: '请先登录后再获取该验证码' });
    const v = await makeVolunteer(app);
    const { access_token } = await tokensFor(app, 'volunteer', v.loginName, v.password);
    const fresh = uniqueMobile();
    const ok = await app.inject({
      method: 'GET',
      url: api(`/open/sendCodeModifyMobile?mobile=${fresh}`),
      headers: bearer(access_token),
      remoteAddress: uniqueIp(),
    });
    expect(ok.json().code).toBe('1');
    expect(await latestCodeSent(app, fresh)).toMatch(/^\d{6}$/);
    const other = await makeVolunteer(app);
    const taken = await app.inject({
      method: 'GET',
      url: api(`/open/sendCodeModifyMobile?mobile=${other.mobile}`),
      headers: bearer(access_token),
      remoteAddress: uniqueIp(),
    });
    expect(taken.json()).toMatchObject({ code: '40900', msg: '该手机号码已被其他账号使用' });
  });
});

describe('sending a code to an e-mail address', () => {
  it('sends a registration code without a token, lower-casing the address', async () => {
    const email = `Reg${clock.nowMs()}${Math.random().toString(36).slice(2, 6)}@Example.com`;
    const res = await app.inject({
      method: 'GET',
      url: api(`/open/email/sendCode?email=${encodeURIComponent(email)}`),
      remoteAddress: uniqueIp(),
    });
    expect(res.json().code).toBe('1');
    const code = await latestCodeSent(app, email.toLowerCase());
    const [row] = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email.toLowerCase())));
    expect(row).toMatchObject({ channel: 'email', subject: '验证码：注册志愿者' });
    await expect(
      consumeVerifyCode(app.deps, { channel: 'email', target: email, purpose: 'register', code }),
    ).resolves.toBeUndefined();
  });

  it('needs a token for a change-email code', async () => {
    const email = `chg${clock.nowMs()}@example.com`;
    const anon = await app.inject({
      method: 'GET',
      url: api(`/open/email/sendCode?email=${email}&type=changeEmail`),
    });
    expect(anon.statusCode).toBe(401);
    const v = await makeVolunteer(app);
    const { access_token } = await tokensFor(app, 'volunteer', v.loginName, v.password);
    const ok = await app.inject({
      method: 'GET',
      url: api(`/open/email/sendCode?email=${email}&type=changeEmail`),
      headers: bearer(access_token),
      remoteAddress: uniqueIp(),
    });
    expect(ok.json().code).toBe('1');
  });
});

describe('consuming a code', () => {
  it('accepts the right code once only', async () => {
    const mobile = uniqueMobile();
    await sendSms(mobile);
    const code = await latestCodeSent(app, mobile);
    expect(await consume(mobile, code)).toBe('ok');
    expect(await consume(mobile, code)).toBe('40000:验证码错误或已失效');
  });

  it('does not accept a code sent for another purpose', async () => {
    const mobile = uniqueMobile();
    await sendSms(mobile);
    const code = await latestCodeSent(app, mobile);
    expect(await consume(mobile, code, 'findPassword')).toBe('40000:验证码错误或已失效');
    expect(await consume(mobile, code)).toBe('ok');
  });

  it('burns the code on the fifth wrong try', async () => {
    const mobile = uniqueMobile();
    await sendSms(mobile);
    const code = await latestCodeSent(app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await consume(mobile, wrong));
    expect(answers).toEqual([
      '40000:验证码错误或已失效，还可尝试4次',
      '40000:验证码错误或已失效，还可尝试3次',
      '40000:验证码错误或已失效，还可尝试2次',
      '40000:验证码错误或已失效，还可尝试1次',
      '40000:验证码错误次数过多，请重新获取验证码',
    ]);
    expect(await consume(mobile, code)).toBe('40000:验证码错误次数过多，请重新获取验证码');
    // A new code works again.
    await ageCodes(app, sms(mobile), 61);
    await sendSms(mobile);
    expect(await consume(mobile, await latestCodeSent(app, mobile))).toBe('ok');
  });

  it('refuses a code older than five minutes', async () => {
    const mobile = uniqueMobile();
    await sendSms(mobile);
    const code = await latestCodeSent(app, mobile);
    await ageCodes(app, sms(mobile), 5 * 60 + 1);
    expect(await consume(mobile, code)).toBe('40000:验证码错误或已失效');
  });

  it('lets only the newest code count once another was sent', async () => {
    const mobile = uniqueMobile();
    await sendSms(mobile);
    const first = await latestCodeSent(app, mobile);
    await ageCodes(app, sms(mobile), 61);
    await sendSms(mobile);
    const second = await latestCodeSent(app, mobile);
    if (first !== second) expect(await consume(mobile, first)).toMatch(/^40000:验证码错误或已失效/);
    expect(await consume(mobile, second)).toBe('ok');
  });

  it('serialises concurrent sends to one target: one is sent, the rest refused', async () => {
    const mobile = uniqueMobile();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.services.verifyCodes
          .send({
            channel: 'sms',
            target: mobile,
            purpose: 'register',
            ip: uniqueIp(),
          })
          .then(() => 'sent')
          .catch((e: Error) => e.message),
      ),
    );
    expect(results.filter((r) => r === 'sent')).toHaveLength(1);
  });
});

describe('the outbox console list', () => {
  const list = (token: string, query = '') =>
    app
      .inject({ method: 'GET', url: api(`/manage/pc/outbox/list${query}`), headers: bearer(token) })
      .then((r) => r.json());

  it('shows the provincial federation admin the messages by recipient, masked, without the code', async () => {
    const admin = await makeOrgAccount(app, { role: 'federation' });
    const { access_token } = await tokensFor(app, 'org', admin.loginName, admin.password);
    const mobile = uniqueMobile();
    await sendSms(mobile);
    const code = await latestCodeSent(app, mobile);
    const body = await list(access_token, `?channel=sms&keyword=${mobile}`);
    expect(body.code).toBe('1');
    expect(body.data.total).toBe(1);
    expect(body.data.list[0]).toMatchObject({
      channel: 'sms',
      to: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
      status: 'logged',
    });
    expect(body.data.list[0].text).toContain('验证码：******，5分钟内有效');
    expect(JSON.stringify(body)).not.toContain(mobile);
    expect(JSON.stringify(body)).not.toContain(code);
  });

  it('blanks the code of a row written before the outbox blanked codes itself', async () => {
    const admin = await makeOrgAccount(app, { role: 'federation' });
    const { access_token } = await tokensFor(app, 'org', admin.loginName, admin.password);
    const address = `old${uniqueMobile()}@example.com`;
    await app.deps.db.insert(emailOutbox).values({
      channel: 'email',
      toAddress: address,
      subject: '验证码：找回密码',
      body: '【广东志愿者】您正在找回密码，验证码：482913，5分钟内有效。',
      status: 'logged',
    });
    const body = await list(access_token, `?keyword=${address.toUpperCase()}`);
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0]).toMatchObject({
      to: `o***@example.com`,
      text: '【广东志愿者】您正在找回密码，验证码：******，5分钟内有效。',
    });
  });

  it('finds a recipient only by the whole number, so hidden digits cannot be searched out', async () => {
    const admin = await makeOrgAccount(app, { role: 'federation' });
    const { access_token } = await tokensFor(app, 'org', admin.loginName, admin.password);
    const mobile = uniqueMobile();
    await sendSms(mobile);
    for (const part of [mobile.slice(0, 7), mobile.slice(3), mobile.slice(1)])
      expect((await list(access_token, `?channel=sms&keyword=${part}`)).data.total).toBe(0);
    expect((await list(access_token, `?channel=sms&keyword=${mobile}`)).data.total).toBe(1);
  });

  it('refuses organisation staff and volunteers', async () => {
    const org = await makeOrgAccount(app);
    const orgToken = (await tokensFor(app, 'org', org.loginName, org.password)).access_token;
    expect(await list(orgToken)).toMatchObject({
      code: '40300',
      msg: '仅省级志愿者联合会管理员可查看发件箱',
    });
    const v = await makeVolunteer(app);
    const vToken = (await tokensFor(app, 'volunteer', v.loginName, v.password)).access_token;
    expect((await list(vToken)).code).toBe('40300');
  });
});
