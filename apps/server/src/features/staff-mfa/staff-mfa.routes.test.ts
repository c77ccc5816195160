import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, createTestApp } from '../../../test/test-app';
import { auditLog, mfaRecoveryCodes, orgAccounts } from '../../db/schema/index';
import { login } from '../../../test/factories';
import {
  client,
  codeAt,
  enrolledStaff,
  staffOf,
  ticketFor,
  toFreshStep,
  totp,
  totpLogin,
} from './staff-mfa.test-kit';

let app: App;
let post: ReturnType<typeof client>['post'];
let get: ReturnType<typeof client>['get'];
beforeAll(async () => {
  app = await createTestApp();
  ({ post, get } = client(app));
});
afterAll(() => app.close());
beforeEach(() => toFreshStep());

const accountRow = async (id: number) =>
  (await app.deps.db.select().from(orgAccounts).where(eq(orgAccounts.id, id)))[0]!;

const auditOf = (action: string, actorId: number) =>
  app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, actorId)));

describe('setting up the second factor', () => {
  it('hands out a secret and its otpauth address, kept encrypted and not yet enabled', async () => {
    const staff = await staffOf(app, '广州市青年志愿者协会');
    const res = await post(totp('setup'), staff.headers);
    expect(res.code).toBe('1');
    expect(res.data.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(res.data.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(res.data.otpauthUri).toContain(`secret=${res.data.secret}`);
    const row = await accountRow(staff.id);
    expect(row.totpEnabledAt).toBeNull();
    expect(row.totpSecretEnc).toMatch(/^v1:/);
    expect(row.totpSecretEnc).not.toContain(res.data.secret);
    expect(app.deps.cipher.decrypt(row.totpSecretEnc!)).toBe(res.data.secret);
    expect(await auditOf('mfa.setup', staff.id)).toHaveLength(1);
    expect((await get(totp('status'), staff.headers)).data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
  });

  it('replaces a pending secret when asked again: only the newest one enables', async () => {
    const staff = await staffOf(app, '广州市青年志愿者协会');
    const first = (await post(totp('setup'), staff.headers)).data.secret as string;
    const second = (await post(totp('setup'), staff.headers)).data.secret as string;
    expect(second).not.toBe(first);
    const stale = await post(totp('enable'), staff.headers, { code: await codeAt(first) });
    expect(stale).toMatchObject({ code: '40000', msg: '验证码错误，请输入验证器上的6位数字' });
    const res = await post(totp('enable'), staff.headers, { code: await codeAt(second) });
    expect(res.code).toBe('1');
  });

  it('refuses a new secret once enabled', async () => {
    const staff = await enrolledStaff(app);
    const before = await accountRow(staff.id);
    expect(await post(totp('setup'), staff.headers)).toMatchObject({
      code: '40900',
      msg: '已开启两步验证，如需更换请先关闭',
    });
    expect((await accountRow(staff.id)).totpSecretEnc).toBe(before.totpSecretEnc);
  });
});

describe('enabling it', () => {
  it('changes nothing on a wrong or malformed code', async () => {
    const staff = await staffOf(app, '广州市青年志愿者协会');
    const secret = (await post(totp('setup'), staff.headers)).data.secret as string;
    const before = await accountRow(staff.id);
    const right = await codeAt(secret);
    const wrong = right === '000000' ? '000001' : '000000';
    expect(await post(totp('enable'), staff.headers, { code: wrong })).toEqual({
      code: '40000',
      msg: '验证码错误，请输入验证器上的6位数字',
      data: null,
    });
    for (const code of ['12345', '1234567', 'abcdef', ''])
      expect(await post(totp('enable'), staff.headers, { code })).toMatchObject({
        code: '40000',
        msg: '请输入6位数字验证码',
      });
    expect(await accountRow(staff.id)).toEqual(before);
    const codes = await app.deps.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.accountId, staff.id));
    expect(codes).toEqual([]);
    expect(await auditOf('mfa.enable', staff.id)).toEqual([]);
  });

  it('enables with the app’s code and shows ten recovery codes once, kept as hashes', async () => {
    const staff = await staffOf(app, '广州市青年志愿者协会');
    const secret = (await post(totp('setup'), staff.headers)).data.secret as string;
    const res = await post(totp('enable'), staff.headers, { code: await codeAt(secret) });
    expect(res.code).toBe('1');
    const shown = res.data.recoveryCodes as string[];
    expect(shown).toHaveLength(10);
    expect(new Set(shown).size).toBe(10);
    for (const c of shown) expect(c).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    const stored = await app.deps.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.accountId, staff.id));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((r) => r.codeHash).join(' ');
    for (const c of shown) expect(hashes).not.toContain(c);

    const row = await accountRow(staff.id);
    expect(row.totpEnabledAt).not.toBeNull();
    expect(row.totpLastStep).toBe(
      Math.floor(Date.parse(row.totpEnabledAt!.toISOString()) / 30_000),
    );
    const status = (await get(totp('status'), staff.headers)).data;
    expect(status).toEqual({
      enabled: true,
      enabledAt: row.totpEnabledAt!.toISOString(),
      recoveryCodesLeft: 10,
      required: false,
    });
    expect(await auditOf('mfa.enable', staff.id)).toHaveLength(1);
    expect(await post(totp('enable'), staff.headers, { code: await codeAt(secret) })).toMatchObject(
      { code: '40900', msg: '已开启两步验证，如需更换请先关闭' },
    );
  });

  it('asks for a secret first', async () => {
    const staff = await staffOf(app, '广州市青年志愿者协会');
    expect(await post(totp('enable'), staff.headers, { code: '123456' })).toMatchObject({
      code: '40900',
    });
  });
});

describe('disabling it', () => {
  it('needs the password and a code, both right', async () => {
    const staff = await enrolledStaff(app);
    const code = await codeAt(staff.secret);
    const wrongPassword = await post(totp('disable'), staff.headers, {
      password: 'Wrong@2024pass',
      code,
    });
    expect(wrongPassword).toMatchObject({ code: '40100', msg: '登录密码错误' });
    const wrongCode = await post(totp('disable'), staff.headers, {
      password: staff.password,
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrongCode).toMatchObject({ code: '40100', msg: '验证码错误，请输入验证器上的6位数字' });
    expect((await accountRow(staff.id)).totpEnabledAt).not.toBeNull();

    expect(await post(totp('disable'), staff.headers, { password: staff.password, code })).toEqual({
      code: '1',
      msg: '操作成功',
      data: null,
    });
    const row = await accountRow(staff.id);
    expect(row).toMatchObject({ totpSecretEnc: null, totpEnabledAt: null, totpLastStep: null });
    const left = await app.deps.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.accountId, staff.id));
    expect(left).toEqual([]);
    expect(await auditOf('mfa.disable', staff.id)).toHaveLength(1);
    // Signing in is back to the password alone.
    expect((await login(app, 'org', staff.loginName, staff.password)).json().other).toBeDefined();
  });

  it('takes a recovery code in place of the app’s code', async () => {
    const staff = await enrolledStaff(app);
    const res = await post(totp('disable'), staff.headers, {
      password: staff.password,
      code: staff.recoveryCodes[3]!.toUpperCase(),
    });
    expect(res.code).toBe('1');
  });
});

describe('resetting another account’s second factor', () => {
  it('lets an admin of a node above reset it, with the reason audited and sessions ended', async () => {
    const staff = await enrolledStaff(app, '广州市青年志愿者协会');
    const ticket = await ticketFor(app, staff);
    const admin = await staffOf(app, '广州市志愿者联合会', 'federation');
    expect(
      await post(totp('reset'), admin.headers, { accountId: String(staff.id), reason: ' ' }),
    ).toMatchObject({ code: '40000', msg: '请填写重置原因（至少2个字）' });

    const res = await post(totp('reset'), admin.headers, {
      accountId: String(staff.id),
      reason: '手机丢失，本人电话确认',
    });
    expect(res).toEqual({ code: '1', msg: '操作成功', data: null });
    expect(await accountRow(staff.id)).toMatchObject({ totpSecretEnc: null, totpEnabledAt: null });
    // Its sessions are over, and the ticket it held dies with the second factor.
    expect((await get(totp('status'), staff.headers)).code).toBe('401');
    expect(await totpLogin(app, ticket, await codeAt(staff.secret))).toMatchObject({
      code: '40000',
      msg: '登录已超时，请重新输入账号和密码',
    });
    const [entry] = await auditOf('mfa.reset', admin.id);
    expect(entry).toMatchObject({
      reason: '手机丢失，本人电话确认',
      target: expect.stringContaining(staff.loginName),
    });
    expect(entry!.districtPath).toMatch(new RegExp(`/${staff.districtId}/$`));
    expect((await get('/manage/pc/audit/list?action=mfa.reset', admin.headers)).data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actionName: '重置他人两步验证',
          reason: '手机丢失，本人电话确认',
        }),
      ]),
    );
  });

  it('answers an unknown account and one outside the caller’s subtree alike', async () => {
    const staff = await enrolledStaff(app, '广州市青年志愿者协会');
    const elsewhere = await staffOf(app, '深圳市义工联合会');
    const before = await accountRow(staff.id);
    const outOfReach = await post(totp('reset'), elsewhere.headers, {
      accountId: String(staff.id),
      reason: '测试越权',
    });
    const unknown = await post(totp('reset'), elsewhere.headers, {
      accountId: '987654321',
      reason: '测试越权',
    });
    expect(outOfReach).toEqual({ code: '40400', msg: '账号不存在', data: null });
    expect(unknown).toEqual(outOfReach);
    expect(await accountRow(staff.id)).toEqual(before);
  });

  it('is not for one’s own account', async () => {
    const staff = await enrolledStaff(app, '广州市青年志愿者协会');
    const res = await post(totp('reset'), staff.headers, {
      accountId: String(staff.id),
      reason: '自己重置',
    });
    expect(res.code).toBe('40300');
    expect((await accountRow(staff.id)).totpEnabledAt).not.toBeNull();
  });
});

describe('the seed', () => {
  it('enrols no demo account', async () => {
    const enrolled = await app.deps.db
      .select({ loginName: orgAccounts.loginName })
      .from(orgAccounts)
      .where(isNotNull(orgAccounts.totpSecretEnc));
    const demo = ['gzqnzyz01', 'gdadmin01', 'szforce01'];
    expect(enrolled.filter((r) => demo.includes(r.loginName))).toEqual([]);
  });
});
