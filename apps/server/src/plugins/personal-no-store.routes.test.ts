import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { api, createTestApp } from '../../test/test-app';
import { login, makeVolunteer, signedInOrganiser, signedInVolunteer } from '../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('personal answers are never stored by a cache', () => {
  it('the login answer carrying the tokens', async () => {
    const v = await makeVolunteer(app);
    const res = await login(app, 'volunteer', v.loginName, v.password);
    expect(res.json().other.access_token).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/volunteer/user/current',
    '/volunteer/center/userInfo/myDetail',
    '/volunteer/bankCard/getUsersDetail',
  ])('the volunteer’s own %s', async (path) => {
    const v = await signedInVolunteer(app);
    const res = await app.inject({ method: 'GET', url: api(path), headers: v.headers });
    expect(res.json().code).not.toBe('401');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the organisation’s profile in the console', async () => {
    const o = await signedInOrganiser(app, '广州市志愿者联合会');
    const res = await app.inject({
      method: 'GET',
      url: api('/manage/pc/org/profile'),
      headers: o.headers,
    });
    expect(res.json().code).toBe('1');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('but leaves public lists cacheable', async () => {
    const res = await app.inject({
      method: 'GET',
      url: api('/home/index/statics/indexStatics'),
    });
    expect(res.json().code).toBe('1');
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
