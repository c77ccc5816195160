import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { api, createTestApp } from '../../test/test-app';
import { signedInVolunteer, uniqueIp } from '../../test/factories';

let app: App;
let volunteerHeaders: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  volunteerHeaders = (await signedInVolunteer(app)).headers;
});
afterAll(() => app.close());

type Req = InjectOptions;
async function expectRefused(req: Req, msg: string | RegExp) {
  const res = await app.inject({ remoteAddress: uniqueIp(), ...req });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body).toEqual({ code: '40000', msg: expect.stringMatching(msg), data: null });
}

describe('control characters are refused before they reach the database', () => {
  it('in a query string', async () => {
    await expectRefused(
      { method: 'GET', url: api('/home/search/all?keyword=a%00b') },
      '参数 keyword 含有不允许的控制字符',
    );
    // Lower-case escapes, and one in a name, are found too.
    await expectRefused(
      { method: 'GET', url: api('/home/mission/list?keyword=a%1bb') },
      '参数 keyword 含有不允许的控制字符',
    );
    await expectRefused(
      { method: 'GET', url: api('/home/mission/list?sort=newest&x%1f=1') },
      /含有不允许的控制字符/,
    );
  });

  it('in a JSON body, a form body and a path parameter', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: api('/auth/login/volunteer/password'),
        payload: { username: 'a\u0000b', password: 'x', loginType: '1' },
      },
      '参数 username 含有不允许的控制字符',
    );
    await expectRefused(
      {
        method: 'POST',
        url: api('/auth/login/org/password'),
        payload: 'username=a%1Bb&password=x&loginType=2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      '参数 username 含有不允许的控制字符',
    );
    await expectRefused(
      { method: 'POST', url: api('/auth/findpwd/checkMobile/a%00b') },
      /含有不允许的控制字符/,
    );
  });

  it('in a multipart field', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: api('/open/org/register'),
        payload:
          '--XYZ\r\nContent-Disposition: form-data; name="orgName"\r\n\r\na\u0000b\r\n--XYZ--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      },
      '参数 orgName 含有不允许的控制字符',
    );
  });

  it('lets tabs and line breaks through', async () => {
    const res = await app.inject({
      method: 'GET',
      url: api('/home/search/all?keyword=a%09b%0Ac'),
    });
    expect(res.json().code).toBe('1');
  });
});

describe('broken multipart requests are invalid input', () => {
  const uploads: Array<[string, Record<string, string>]> = [
    ['/open/org/register', {}],
    ['/manage/pc/upload/image', {}],
    ['/volunteer/bankCard/photosRedoUpload', {}],
  ];
  it.each(uploads)('%s without a boundary', async (path) => {
    await expectRefused(
      {
        method: 'POST',
        url: api(path),
        payload: 'xx',
        headers: { 'content-type': 'multipart/form-data', ...volunteerHeaders },
      },
      '上传请求格式不正确，缺少分隔符（boundary）',
    );
  });

  it('cut short mid-part', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: api('/open/org/register'),
        payload: '--XYZ\r\nContent-Disposition: form-data; name="orgName"\r\n\r\nvalue',
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      },
      '上传内容不完整或格式不正确，请重新提交',
    );
  });
});

describe('errors raised by the router itself leave in the envelope', () => {
  it('a path parameter over 100 characters (was HTTP 414 with Fastify’s own body)', async () => {
    await expectRefused(
      { method: 'POST', url: api(`/auth/findpwd/checkMobile/${'a'.repeat(150)}`) },
      '请求路径中的参数过长',
    );
  });

  it('a URL that does not decode', async () => {
    await expectRefused({ method: 'GET', url: api('/home/search/all%') }, '请求地址格式不正确');
  });
});
