import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { bearer, login, makeOrgAccount, uniqueIp } from '../../../test/factories';
import { auditLog, mfaTickets, orgAccounts } from '../../db/schema/index';
import { sha256 } from '../../lib/crypto';
import { clock } from '../../kernel';
import { codeAt, enrolledStaff, ticketFor, toFreshStep, totpLogin } from './staff-mfa.test-kit';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
beforeEach(() => toFreshStep());

const wrongCode = { code: '40100', msg: '验证码错误，请重新输入', data: null };
const ticketDead = { code: '40000', msg: '登录已超时，请重新输入账号和密码', data: null };

/** Any six digits but the right ones, nor the codes one step either side. */
async function notTheCode(secret: string) {
  const near = await Promise.all([-1, 0, 1].map((s) => codeAt(secret, s)));
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0');
    if (!near.includes(c)) return c;
  }
}

const actions = async (actorId: number) =>
  (
    await app.deps.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.actorId, actorId))
      .orderBy(desc(auditLog.id))
  ).map((r) => r.action);

describe('the password step of an account with a second factor', () => {
  it('answers a ticket and no token, and keeps only the ticket’s hash', async () => {
    const staff = await enrolledStaff(app);
    const lastLoginAt = async () =>
      (
        await app.deps.db
          .select({ at: orgAccounts.lastLoginAt })
          .from(orgAccounts)
          .where(eq(orgAccounts.id, staff.id))
      )[0]!.at;
    const before = await lastLoginAt();
    clock.advance(1000);
    const res = await login(app, 'org', staff.loginName, staff.password);
    const body = res.json();
    expect(body).toEqual({
      code: '1',
      msg: '操作成功',
      data: { mfaRequired: true, mfaTicket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    expect(res.body).not.toMatch(/access_token|refresh_token/);
    const [row] = await app.deps.db
      .select()
      .from(mfaTickets)
      .where(eq(mfaTickets.ticketHash, sha256(body.data.mfaTicket)));
    expect(row).toMatchObject({ accountId: staff.id, failures: 0, usedAt: null });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60 * 1000);
    // Not signed in yet.
    expect(await lastLoginAt()).toEqual(before);
  });

  it('leaves the answer of an account without one exactly as it was', async () => {
    const o = await makeOrgAccount(app);
    const body = (await login(app, 'org', o.loginName, o.password)).json();
    expect(body.data).toBeNull();
    expect(Object.keys(body.other).sort()).toEqual(
      [
        'access_token',
        'expires_in',
        'isForceChangePwd',
        'isWeakPassword',
        'refresh_token',
        'token_type',
        'userType',
      ].sort(),
    );
  });
});

describe('the code step', () => {
  it('signs in with the app’s code, answering as a password sign-in does', async () => {
    const staff = await enrolledStaff(app);
    const ticket = await ticketFor(app, staff);
    const body = await totpLogin(app, ticket, await codeAt(staff.secret));
    expect(body).toMatchObject({ code: '1', data: null });
    expect(body.other).toMatchObject({
      token_type: 'bearer',
      userType: 2,
      isWeakPassword: 0,
      isForceChangePwd: 'false',
      expires_in: 7200,
    });
    expect(body.other.mfaEnrolRequired).toBeUndefined();
    const me = await app.inject({
      method: 'GET',
      url: api('/manage/pc/security/totp/status'),
      headers: bearer(body.other.access_token),
    });
    expect(me.json().data.enabled).toBe(true);
    // The ticket is spent.
    expect(await totpLogin(app, ticket, await codeAt(staff.secret, 1))).toEqual(ticketDead);
    expect((await actions(staff.id)).slice(0, 1)).toEqual(['auth.login.success']);
  });

  it('refuses a code the second time, even on a new ticket', async () => {
    const staff = await enrolledStaff(app);
    const code = await codeAt(staff.secret);
    expect((await totpLogin(app, await ticketFor(app, staff), code)).code).toBe('1');
    expect(await totpLogin(app, await ticketFor(app, staff), code)).toEqual(wrongCode);
    // An older code than the one accepted is no better.
    expect(
      await totpLogin(app, await ticketFor(app, staff), await codeAt(staff.secret, -1)),
    ).toEqual(wrongCode);
  });

  it.each([-1, 1])('accepts a phone %i step off', async (stepsOff) => {
    const staff = await enrolledStaff(app);
    const code = await codeAt(staff.secret, stepsOff);
    expect((await totpLogin(app, await ticketFor(app, staff), code)).code).toBe('1');
  });

  it.each([-2, 2])('refuses a phone %i steps off', async (stepsOff) => {
    const staff = await enrolledStaff(app);
    // Two steps past the enrolment's, so a step two back is refused for its drift alone.
    toFreshStep();
    const near = await Promise.all([-1, 0, 1].map((s) => codeAt(staff.secret, s)));
    const code = await codeAt(staff.secret, stepsOff);
    // One chance in a few hundred thousand that the far code equals a near one: not a refusal.
    if (near.includes(code)) return;
    expect(await totpLogin(app, await ticketFor(app, staff), code)).toEqual(wrongCode);
  });

  it('lets a ticket die after five minutes on the platform clock', async () => {
    const staff = await enrolledStaff(app);
    const ticket = await ticketFor(app, staff);
    clock.advance(5 * 60 * 1000 + 1000);
    expect(await totpLogin(app, ticket, await codeAt(staff.secret))).toEqual(ticketDead);
  });

  it('kills the ticket at its fifth wrong code', async () => {
    const staff = await enrolledStaff(app);
    const ticket = await ticketFor(app, staff);
    const wrong = await notTheCode(staff.secret);
    for (let i = 0; i < 4; i++) expect(await totpLogin(app, ticket, wrong)).toEqual(wrongCode);
    expect(await totpLogin(app, ticket, wrong)).toEqual(ticketDead);
    // Dead in itself, not only behind the account's throttle (which would answer 42900 now).
    await app.deps.throttle.resetAccount(`org-mfa:${staff.id}`);
    expect(await totpLogin(app, ticket, await codeAt(staff.secret))).toEqual(ticketDead);
    const failures = (await actions(staff.id)).filter((a) => a === 'auth.mfa.failure');
    expect(failures).toHaveLength(5);
  });

  it('stops guessing across tickets: five wrong codes per account in 15 minutes', async () => {
    const staff = await enrolledStaff(app);
    const wrong = await notTheCode(staff.secret);
    const ticket = await ticketFor(app, staff);
    for (let i = 0; i < 5; i++) await totpLogin(app, ticket, wrong);
    const next = await ticketFor(app, staff);
    expect(await totpLogin(app, next, await codeAt(staff.secret))).toEqual({
      code: '42900',
      msg: '验证码错误次数过多，请15分钟后再试',
      data: null,
    });
  });

  it('answers an unknown ticket as a dead one', async () => {
    expect(await totpLogin(app, 'x'.repeat(43), '123456')).toEqual(ticketDead);
    expect(await totpLogin(app, '', '123456')).toMatchObject({
      code: '40000',
      msg: '登录已超时，请重新输入账号和密码',
    });
  });

  it('counts malformed codes as wrong ones', async () => {
    const staff = await enrolledStaff(app);
    const ticket = await ticketFor(app, staff);
    for (const code of ['12345', 'abcdef', '1234567', 'zzzz-zzzz'])
      expect(await totpLogin(app, ticket, code)).toEqual(wrongCode);
    expect(await totpLogin(app, ticket, '')).toMatchObject({ code: '40000', msg: '请输入验证码' });
    // The empty one never reached the ticket: one try is left.
    expect((await totpLogin(app, ticket, await codeAt(staff.secret))).code).toBe('1');
  });
});

describe('recovery codes', () => {
  it('sign in once each, forgiving case and the hyphen, and are audited', async () => {
    const staff = await enrolledStaff(app);
    const code = staff.recoveryCodes[0]!;
    const typed = ` ${code.replace('-', '').toUpperCase()} `;
    const body = await totpLogin(app, await ticketFor(app, staff), typed);
    expect(body.code).toBe('1');
    expect(body.other.access_token).toBeDefined();
    expect(await totpLogin(app, await ticketFor(app, staff), code)).toEqual(wrongCode);

    const status = await app.inject({
      method: 'GET',
      url: api('/manage/pc/security/totp/status'),
      headers: bearer(body.other.access_token),
    });
    expect(status.json().data.recoveryCodesLeft).toBe(9);
    const [use] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mfa.recoveryCode.use'), eq(auditLog.actorId, staff.id)));
    expect(use).toBeDefined();
    expect(JSON.stringify(use)).not.toContain(code);
  });
});

describe('sign-in audit entries', () => {
  it('records a staff sign-in, right and wrong, under the account’s node', async () => {
    const o = await makeOrgAccount(app);
    await login(app, 'org', o.loginName, 'Wrong@2024pass');
    await login(app, 'org', o.loginName, o.password, uniqueIp());
    const rows = await app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, o.id))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, (r.detail as { reason?: string }).reason])).toEqual([
      ['auth.login.failure', 'wrongPassword'],
      ['auth.login.success', undefined],
    ]);
    expect(rows[0]!.districtPath).toMatch(/^\/\d+\/$/);
    expect(rows[0]!.ip).toMatch(/^10\./);
  });
});
