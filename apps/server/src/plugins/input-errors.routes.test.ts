import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { api, createTestApp } from '../../test/test-app';
import { bearer, makeVolunteer, tokensFor, uniqueIp } from '../../test/factories';

let app: App;
let volunteerToken: string;
beforeAll(async () => {
  app = await createTestApp();
  const v = await makeVolunteer(app);
  volunteerToken = (await tokensFor(app, 'volunteer', v.loginName, v.password)).access_token;
});
afterAll(() => app.close());

const post = (path: string, payload: string, contentType: string, token?: string) =>
  app.inject({
    method: 'POST',
    url: api(path),
    payload,
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    remoteAddress: uniqueIp(),
  });
const json = 'application/json';
const form = 'application/x-www-form-urlencoded';
const long = 'a'.repeat(10 * 1024);

describe('bad input is answered 40000 with a message, never a fault', () => {
  const posts = [
    '/auth/login/volunteer/password',
    '/auth/login/org/password',
    '/auth/login/refreshToken',
    '/auth/findpwd/users/resetModifyPwd',
  ];
  const bodies: Array<[string, string, string]> = [
    ['an empty JSON object', '{}', json],
    ['malformed JSON', '{"username": "a', json],
    ['a JSON array', '[1,2]', json],
    [
      'numbers where strings belong',
      '{"username":1,"password":2,"refresh_token":3,"passwordAgain":4}',
      json,
    ],
    [
      'a 10 kB string',
      JSON.stringify({ username: long, password: long, refresh_token: long, passwordAgain: long }),
      json,
    ],
    ['an empty form', '', form],
    ['a form with a 10 kB value', `username=${long}&password=${long}&refresh_token=${long}`, form],
    ['an unsupported content type', 'username=a', 'text/csv'],
    [
      'a file upload form (only upload calls read parts)',
      '--b\r\ncontent-disposition: form-data; name="username"\r\n\r\na\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    ],
  ];
  for (const path of posts) {
    it.each(bodies)(`${path} refuses %s`, async (_name, payload, type) => {
      const res = await post(path, payload, type, volunteerToken);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).toBe('40000');
      expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(body.data).toBeNull();
    });
  }

  it('names the field in the message', async () => {
    expect(
      (await post('/auth/login/volunteer/password', '{"password":"x"}', json)).json().msg,
    ).toBe('账号不能为空');
    expect((await post('/auth/login/volunteer/password', 'username=abc', form)).json().msg).toBe(
      '密码不能为空',
    );
    const badType = await post(
      '/auth/login/volunteer/password',
      'username=abc&password=x&loginType=abc',
      form,
    );
    expect(badType.json().msg).toBe('登录类型必须是数字');
  });

  it('ignores junk query strings on GET calls', async () => {
    const res = await app.inject({
      method: 'GET',
      url: api(`/volunteer/user/current?pageSize=abc&x=${long}`),
      headers: bearer(volunteerToken),
    });
    expect(res.json().code).toBe('1');
  });

  it('refuses a body over the size limit with 40000', async () => {
    const res = await post(
      '/auth/login/volunteer/password',
      JSON.stringify({ username: 'a'.repeat(400_000) }),
      json,
    );
    expect(res.json()).toMatchObject({ code: '40000', msg: '请求内容过大' });
  });
});

describe('unknown paths', () => {
  it('answers an unknown /v2 path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: api('/no/such/call') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '40400', msg: '接口不存在', data: null });
  });
});
