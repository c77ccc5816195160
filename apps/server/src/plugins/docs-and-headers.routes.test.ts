import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { api, createTestApp } from '../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const contractCalls = [
  ['post', '/auth/login/volunteer/password'],
  ['post', '/auth/login/org/password'],
  ['post', '/auth/login/refreshToken'],
  ['get', '/auth/login/loginOut'],
  ['get', '/volunteer/user/current'],
  ['get', '/volunteer/info/userInfo'],
  ['get', '/volunteer/center/static/usersStatic'],
  ['get', '/volunteer/dataHandle/refreshUserStaticServiceTime'],
  ['get', '/home/index/districtDomain'],
  ['get', '/manage/pc/usersAdmin/preEditMyInfo'],
  ['post', '/auth/findpwd/users/resetModifyPwd'],
  ['post', '/auth/findpwd/usersAdmin/resetModifyPwd'],
  ['get', '/api/usMain/resetModifyPwd'],
  ['get', '/api/manager/usersAdmin/resetModifyPwd'],
] as const;

describe('OpenAPI document', () => {
  it('lists every call of the contract with its envelope', async () => {
    const res = await app.inject({ method: 'GET', url: api('/openapi.json') });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [method, path] of contractCalls) {
      const op = doc.paths[api(path)]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.responses['200'].content['application/json'].schema.properties).toHaveProperty(
        'code',
      );
    }
    const login = doc.paths[api('/auth/login/volunteer/password')].post;
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'other',
    );
  });
});

describe('security headers', () => {
  it('sends an API answer the API set: no framing, no sniffing, no other site, a request id', async () => {
    const res = await app.inject({ method: 'GET', url: api('/home/index/districtDomain') });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-request-id']).toBeTruthy();
    // The page policies mean nothing to JSON: they would be bytes on every call.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('sends them on refusals and unknown paths too', async () => {
    for (const url of [api('/no/such/call'), api('/volunteer/user/current')]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(String(res.headers['content-security-policy']), url).toContain("default-src 'none'");
    }
  });
});
