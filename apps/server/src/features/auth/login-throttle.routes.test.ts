import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createTestApp } from '../../../test/test-app';
import { login, makeOrgAccount, makeVolunteer, uniqueIp } from '../../../test/factories';
import { loginMessages } from './login.service';

const wrongAnswer = { code: '40100', msg: loginMessages.wrong, data: null };

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
    // Locked, it answers as a wrong password does: the message names the lock for everyone.
    const locked = (await login(app, 'volunteer', v.mobile, v.password)).json();
    expect(locked).toEqual(wrongAnswer);
    expect(loginMessages.wrong).toContain('锁定15分钟');
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

  it('answers a locked account and an unknown name alike, in code, words and time', async () => {
    const o = await makeOrgAccount(app);
    for (let i = 0; i < 5; i += 1) await login(app, 'org', o.loginName, 'Wrong@2024pass');
    const timed = async (username: string) => {
      const started = performance.now();
      const body = (await login(app, 'org', username, o.password)).json();
      return { body, ms: performance.now() - started };
    };
    const locked: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a busy moment of the machine falls on both alike.
    for (let i = 0; i < 5; i += 1) {
      const a = await timed(o.loginName);
      const b = await timed(`nobody${i}${o.loginName}`);
      expect(a.body).toEqual(wrongAnswer);
      expect(b.body).toEqual(a.body);
      locked.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    // Both run an argon2 check of the same cost; a refusal before the hash took a tenth of it.
    expect(median(locked)).toBeGreaterThan(median(unknown) * 0.4);
    expect(median(locked)).toBeLessThan(median(unknown) * 2.5);
  });
});
