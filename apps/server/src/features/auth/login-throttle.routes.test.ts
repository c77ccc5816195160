import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createTestApp } from '../../../test/test-app';
import { login, makeVolunteer, uniqueIp } from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('login failure limits', () => {
  it('locks the account after 5 failures, even for the right password', async () => {
    const v = await makeVolunteer(app);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(app, 'volunteer', v.loginName, 'Wrong@2024pass')).json().code).toBe(
        '40100',
      );
    }
    const locked = (await login(app, 'volunteer', v.mobile, v.password)).json();
    expect(locked).toEqual({
      code: '42900',
      msg: '登录失败次数过多，账号已锁定，请15分钟后再试',
      data: null,
    });
  });

  it('forgives earlier failures after a successful login', async () => {
    const v = await makeVolunteer(app);
    for (let i = 0; i < 4; i += 1) await login(app, 'volunteer', v.loginName, 'Wrong@2024pass');
    expect((await login(app, 'volunteer', v.loginName, v.password)).json().code).toBe('1');
    for (let i = 0; i < 4; i += 1) await login(app, 'volunteer', v.loginName, 'Wrong@2024pass');
    expect((await login(app, 'volunteer', v.loginName, v.password)).json().code).toBe('1');
  });

  it('refuses an IP after 20 failures across different accounts', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await login(app, 'volunteer', `nobody${i}x2024`, 'Wrong@2024pass', ip)).json().code,
      ).toBe('40100');
    }
    const v = await makeVolunteer(app);
    const refused = (await login(app, 'volunteer', v.loginName, v.password, ip)).json();
    expect(refused).toEqual({ code: '42900', msg: '登录尝试过于频繁，请稍后再试', data: null });
    expect((await login(app, 'volunteer', v.loginName, v.password)).json().code).toBe('1');
  });
});
