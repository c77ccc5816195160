import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { bearer, login, tokensFor, uniqueLoginName, uniqueMobile } from '../../../test/factories';
import { approvedOrg, signedInFederation } from '../../../test/org-factories';
import { clock } from '../../kernel';

let app: App;
let org: Awaited<ReturnType<typeof approvedOrg>>;
let other: Awaited<ReturnType<typeof approvedOrg>>;
beforeAll(async () => {
  app = await createTestApp();
  org = await approvedOrg(app);
  other = await approvedOrg(app);
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: api(url), headers }).then((r) => r.json());
const post = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: api(url), headers, payload }).then((r) => r.json());

const newStaff = (role: 'admin' | 'operator') => ({
  loginName: uniqueLoginName('s'),
  name: '周敏',
  mobile: uniqueMobile(),
  role,
});

/** Adds a staff member to `org` and signs them in with the one-time password, then a new one. */
async function staffOf(admin: Record<string, string>, role: 'admin' | 'operator') {
  const input = newStaff(role);
  const created = await post('/manage/pc/org/staff/create', admin, input);
  expect(created.code).toBe('1');
  const first = (await login(app, 'org', input.loginName, created.data.tempPassword)).json();
  expect(first.other.isForceChangePwd).toBe('true');
  return {
    ...input,
    staffId: created.data.staffId as string,
    headers: bearer(first.other.access_token),
  };
}

describe('organisation profile', () => {
  it('shows the registered profile and lets the admin edit it, not the name', async () => {
    const profile = await get('/manage/pc/org/profile', org.headers);
    expect(profile).toMatchObject({
      code: '1',
      data: {
        orgName: org.orgName,
        parentName: '广州市志愿者联合会',
        orgType: 'social',
        regionCode: '440100',
        myRole: 'admin',
        isFederation: false,
        memberCount: 0,
      },
    });
    const update = {
      orgType: 'community',
      regionCode: '440300',
      address: '深圳市南山区科技园南区1栋',
      contactName: '钱进',
      contactMobile: '13912345678',
      intro: '社区环保与助老志愿服务',
      servicePhone: '020-12345678',
      mailbox: 'team@example.com',
      orgName: '改名企图',
    };
    const saved = await post('/manage/pc/org/profile/update', org.headers, update);
    expect(saved).toMatchObject({
      code: '1',
      data: {
        orgName: org.orgName,
        orgType: 'community',
        contactMobile: '13912345678',
        intro: '社区环保与助老志愿服务',
      },
    });
    expect(
      (await post('/manage/pc/org/profile/update', org.headers, { ...update, address: '短' })).msg,
    ).toBe('详细地址长度应为5到200个字符');
  });

  it('lets a federation node without a registration record keep a profile too', async () => {
    const fed = await signedInFederation(app, '佛山市志愿者联合会');
    const profile = await get('/manage/pc/org/profile', fed.headers);
    expect(profile.data).toMatchObject({ isFederation: true, orgType: null, licenceImage: null });
    const saved = await post('/manage/pc/org/profile/update', fed.headers, {
      orgType: 'social',
      regionCode: '440600',
      address: '佛山市禅城区岭南大道1号',
      contactName: '孙立',
      contactMobile: '13812345678',
    });
    expect(saved.data).toMatchObject({ orgType: 'social', licenceImage: null });
    // Such a record is never an application in the province's queue.
    const province = await signedInFederation(app, '广东省志愿者联合会');
    const queue = await get('/manage/pc/org/review/list?pageSize=100', province.headers);
    expect(queue.data.list.map((a: { districtId: string }) => a.districtId)).not.toContain(
      String(fed.districtId),
    );
  });
});

describe('staff accounts', () => {
  it('adds an operator who works but cannot manage staff or the profile', async () => {
    const op = await staffOf(org.headers, 'operator');
    const list = await get('/manage/pc/org/staff/list', org.headers);
    expect(list.data.map((s: { loginName: string }) => s.loginName)).toEqual(
      expect.arrayContaining([org.loginName, op.loginName]),
    );
    expect(
      list.data.find((s: { loginName: string }) => s.loginName === op.loginName),
    ).toMatchObject({
      role: 'operator',
      status: 'active',
      isMe: false,
      hasSecondFactor: false,
    });
    const refused = '仅组织管理员可进行此操作，操作员无此权限';
    expect(await get('/manage/pc/org/staff/list', op.headers)).toMatchObject({
      code: '40300',
      msg: refused,
    });
    expect((await post('/manage/pc/org/staff/create', op.headers, newStaff('admin'))).msg).toBe(
      refused,
    );
    expect((await get('/manage/pc/org/auditLog/list', op.headers)).msg).toBe(refused);
    expect((await get('/manage/pc/org/profile', op.headers)).data.myRole).toBe('operator');
    const profileEdit = {
      orgType: 'social',
      regionCode: '440100',
      address: '广州市天河区体育西路100号',
      contactName: '周敏',
      contactMobile: '13812345678',
    };
    expect((await post('/manage/pc/org/profile/update', op.headers, profileEdit)).msg).toBe(
      refused,
    );
    expect((await get('/manage/pc/district/member/list', op.headers)).code).toBe('1');
  });

  it('refuses a duplicate account name or mobile', async () => {
    const input = newStaff('operator');
    expect((await post('/manage/pc/org/staff/create', org.headers, input)).code).toBe('1');
    expect(
      await post('/manage/pc/org/staff/create', org.headers, {
        ...newStaff('operator'),
        loginName: input.loginName,
      }),
    ).toMatchObject({
      code: '40900',
      msg: '该账号已被使用',
    });
    expect(
      await post('/manage/pc/org/staff/create', org.headers, {
        ...newStaff('operator'),
        mobile: input.mobile,
      }),
    ).toMatchObject({
      code: '40900',
      msg: '该手机号已绑定其他组织账号',
    });
    expect(
      (
        await post('/manage/pc/org/staff/create', org.headers, {
          ...newStaff('operator'),
          loginName: 'abc',
        })
      ).code,
    ).toBe('40000');
  });

  it('disables (ending the sessions), re-enables, changes role and resets the password', async () => {
    const op = await staffOf(org.headers, 'operator');
    // The mission list reads the caller's subtree with the session: it must not outlive it.
    const missions = '/manage/pc/mission/findMissionList?pageIndex=1&pageSize=10';
    expect((await get(missions, op.headers)).code).toBe('1');
    const disabled = await post('/manage/pc/org/staff/update', org.headers, {
      staffId: op.staffId,
      status: 'disabled',
    });
    expect(disabled.data).toMatchObject({ status: 'disabled' });
    expect((await get('/manage/pc/org/profile', op.headers)).code).toBe('401');
    expect((await get(missions, op.headers)).code).toBe('401');
    expect(
      (
        await post('/manage/pc/org/staff/update', org.headers, {
          staffId: op.staffId,
          status: 'active',
          role: 'admin',
        })
      ).data,
    ).toMatchObject({
      status: 'active',
      role: 'admin',
    });
    const reset = await post('/manage/pc/org/staff/resetPassword', org.headers, {
      staffId: op.staffId,
    });
    expect(reset.data.tempPassword).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[A-Za-z\d]{12}$/);
    const t = await tokensFor(app, 'org', op.loginName, reset.data.tempPassword);
    expect(t.access_token).toBeTruthy();
    // Now an admin: may see the staff list.
    expect((await get('/manage/pc/org/staff/list', bearer(t.access_token))).code).toBe('1');
  });

  it('refuses changing oneself, and another organisation’s staff', async () => {
    const me = (await get('/manage/pc/org/staff/list', org.headers)).data.find(
      (s: { isMe: boolean }) => s.isMe,
    );
    expect(
      await post('/manage/pc/org/staff/update', org.headers, {
        staffId: me.staffId,
        status: 'disabled',
      }),
    ).toMatchObject({
      code: '40300',
    });
    const theirs = await staffOf(other.headers, 'operator');
    for (const [url, body] of [
      ['/manage/pc/org/staff/update', { staffId: theirs.staffId, status: 'disabled' }],
      ['/manage/pc/org/staff/resetPassword', { staffId: theirs.staffId }],
    ] as const) {
      expect(await post(url, org.headers, body)).toMatchObject({
        code: '40400',
        msg: '工作人员账号不存在',
      });
    }
    const list = await get('/manage/pc/org/staff/list', org.headers);
    expect(list.data.map((s: { loginName: string }) => s.loginName)).not.toContain(
      theirs.loginName,
    );
    expect((await get('/manage/pc/org/profile', theirs.headers)).code).toBe('1');
  });
});

describe('audit log', () => {
  it('records who did what to whom, for this organisation only', async () => {
    const op = await staffOf(org.headers, 'operator');
    await post('/manage/pc/org/staff/resetPassword', org.headers, { staffId: op.staffId });
    const log = await get('/manage/pc/org/auditLog/list?pageSize=100', org.headers);
    expect(log.code).toBe('1');
    const reset = log.data.list.find(
      (r: { action: string; target: string }) =>
        r.action === 'org.staff.resetPassword' && r.target.includes(op.loginName),
    );
    expect(reset).toMatchObject({
      actionName: '重置工作人员密码',
      actorLoginName: org.loginName,
      target: `周敏（${op.loginName}）`,
    });
    expect(Date.parse(reset.at)).toBeGreaterThan(clock.nowMs() - 60_000);
    expect(log.data.list.map((r: { action: string }) => r.action)).toContain('org.register');

    const filtered = await get('/manage/pc/org/auditLog/list?action=org.staff.create', org.headers);
    expect(
      filtered.data.list.every((r: { action: string }) => r.action === 'org.staff.create'),
    ).toBe(true);
    const theirs = await get('/manage/pc/org/auditLog/list?pageSize=100', other.headers);
    expect(
      theirs.data.list.some((r: { target: string | null }) => r.target?.includes(op.loginName)),
    ).toBe(false);
    expect((await get('/manage/pc/org/auditLog/list?action=drop', org.headers)).code).toBe('40000');
  });
});
