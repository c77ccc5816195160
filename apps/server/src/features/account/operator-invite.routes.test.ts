import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { orgAccounts, siteMessageActions } from '../../db/schema/index';
import {
  bearer,
  login,
  makeOrgAccount,
  signedInOrganiser,
  signedInVolunteer,
  tokensFor,
} from '../../../test/factories';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const get = (path: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());
const post = (path: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json());
const org = '广州市青年志愿者协会';

async function invited() {
  const admin = await signedInOrganiser(app, org);
  const v = await signedInVolunteer(app);
  const res = await post('/manage/pc/usersAdmin/inviteOperator', admin.headers, {
    volunteer: v.loginName,
  });
  expect(res.code).toBe('1');
  const list = (await get('/volunteer/sitemsg/list', v.headers)).data.list;
  return { admin, v, siteMsgId: res.data.siteMsgId as string, message: list[0] };
}

describe('operator invitations', () => {
  it('arrive as a site message with an open link; following it makes a console operator', async () => {
    const { v, siteMsgId, message } = await invited();
    expect(message).toMatchObject({
      siteMsgId,
      title: `${org}邀请您成为操作员`,
      read: false,
      action: { kind: 'operatorInvite', state: 'pending', orgName: org },
    });
    const link = message.action.link as string;
    expect(link).toMatch(/^\/volunteer\/sitemsgbiz\/link\/[A-Za-z0-9_-]{43}$/);

    // Someone else holding the link gets nowhere.
    const stranger = await signedInVolunteer(app);
    expect((await get(`${link}?siteMsgId=${siteMsgId}`, stranger.headers)).msg).toBe(
      '链接无效或已失效',
    );

    const res = await get(`${link}?siteMsgId=${siteMsgId}`, v.headers);
    expect(res).toMatchObject({
      code: '1',
      data: { state: 'accepted', orgName: org, consoleLoginName: v.loginName },
    });
    // Single use.
    expect((await get(`${link}?siteMsgId=${siteMsgId}`, v.headers)).msg).toBe('该邀请已处理');
    const after = (await get('/volunteer/sitemsg/list', v.headers)).data.list[0];
    expect(after).toMatchObject({ read: true, action: { state: 'accepted', link: null } });

    // The operator signs in to the console with the volunteer's name and password.
    const signIn = await login(app, 'org', v.loginName, v.password);
    expect(signIn.json().code).toBe('1');
    const [account] = await app.deps.db
      .select()
      .from(orgAccounts)
      .where(eq(orgAccounts.loginName, v.loginName));
    expect(account).toMatchObject({ role: 'operator', status: 'active', name: '测试志愿者' });
  });

  it('confirm4Operator accepts or declines, once', async () => {
    const a = await invited();
    const declined = await post('/volunteer/sitemsgbiz/confirm4Operator', a.v.headers, {
      siteMsgId: a.siteMsgId,
      agree: '0',
    });
    expect(declined).toMatchObject({
      code: '1',
      data: { state: 'declined', consoleLoginName: null },
    });
    expect(
      (
        await post('/volunteer/sitemsgbiz/confirm4Operator', a.v.headers, {
          siteMsgId: a.siteMsgId,
          agree: '1',
        })
      ).msg,
    ).toBe('该邀请已处理');

    const b = await invited();
    const accepted = await post('/volunteer/sitemsgbiz/confirm4Operator', b.v.headers, {
      siteMsgId: b.siteMsgId,
    });
    expect(accepted.data).toMatchObject({ state: 'accepted', consoleLoginName: b.v.loginName });
    // Inviting again is refused now that they are staff.
    expect(
      await post('/manage/pc/usersAdmin/inviteOperator', b.admin.headers, {
        volunteer: b.v.mobile,
      }),
    ).toMatchObject({ code: '40900', msg: '该志愿者已是本组织的工作人员' });
  });

  it('expires, and then a new invitation may be sent', async () => {
    const { admin, v, siteMsgId, message } = await invited();
    expect(
      await post('/manage/pc/usersAdmin/inviteOperator', admin.headers, { volunteer: v.loginName }),
    ).toMatchObject({ code: '40900', msg: '已向该志愿者发出邀请，请等待对方确认' });
    await app.deps.db
      .update(siteMessageActions)
      .set({ expiresAt: new Date(clock.nowMs() - 1000) })
      .where(eq(siteMessageActions.siteMessageId, Number(siteMsgId)));
    const listed = (await get('/volunteer/sitemsg/list', v.headers)).data.list[0];
    expect(listed.action).toMatchObject({ state: 'expired', link: null });
    expect((await get(`${message.action.link}?siteMsgId=${siteMsgId}`, v.headers)).msg).toBe(
      '邀请已过期，请联系组织重新邀请',
    );
    expect(
      (
        await post('/manage/pc/usersAdmin/inviteOperator', admin.headers, {
          volunteer: v.loginName,
        })
      ).code,
    ).toBe('1');
  });

  it('gives a second console name when the volunteer name is taken among console accounts', async () => {
    const { v, siteMsgId } = await invited();
    const admin2 = await signedInOrganiser(app, '广州市志愿者联合会');
    const second = await post('/manage/pc/usersAdmin/inviteOperator', admin2.headers, {
      volunteer: v.loginName,
    });
    await post('/volunteer/sitemsgbiz/confirm4Operator', v.headers, { siteMsgId });
    const res = await post('/volunteer/sitemsgbiz/confirm4Operator', v.headers, {
      siteMsgId: second.data.siteMsgId,
    });
    expect(res.data.consoleLoginName).toBe(`${v.loginName}${admin2.districtId}`.slice(0, 20));
  });

  it('refuses unknown volunteers, operators inviting, logged-off volunteers and foreign messages', async () => {
    const admin = await signedInOrganiser(app, org);
    expect(
      await post('/manage/pc/usersAdmin/inviteOperator', admin.headers, {
        volunteer: 'nobody12345',
      }),
    ).toMatchObject({ code: '40400', msg: '未找到该志愿者，请核对账号、手机号码或志愿者编号' });
    expect(
      (await post('/manage/pc/usersAdmin/inviteOperator', admin.headers, { volunteer: '' })).code,
    ).toBe('40000');

    const op = await makeOrgAccount(app, { districtId: admin.districtId });
    await app.deps.db
      .update(orgAccounts)
      .set({ role: 'operator' })
      .where(eq(orgAccounts.id, op.id));
    const opHeaders = bearer((await tokensFor(app, 'org', op.loginName, op.password)).access_token);
    const v = await signedInVolunteer(app);
    expect(
      await post('/manage/pc/usersAdmin/inviteOperator', opHeaders, { volunteer: v.loginName }),
    ).toMatchObject({ code: '40300', msg: '只有组织管理员可以邀请操作员' });

    const leaving = await signedInVolunteer(app);
    await get('/volunteer/securityCenter/logoff/apply', leaving.headers);
    expect(
      (
        await post('/manage/pc/usersAdmin/inviteOperator', admin.headers, {
          volunteer: leaving.loginName,
        })
      ).msg,
    ).toBe('该志愿者账号已注销或正在注销，不能邀请');

    const { siteMsgId } = await invited();
    expect(
      await post('/volunteer/sitemsgbiz/confirm4Operator', v.headers, { siteMsgId }),
    ).toMatchObject({ code: '40900', msg: '邀请不存在' });
    expect(
      (await post('/volunteer/sitemsgbiz/confirm4Operator', v.headers, { siteMsgId: 'x' })).code,
    ).toBe('40000');
    expect(
      (await post('/volunteer/sitemsgbiz/confirm4Operator', admin.headers, { siteMsgId })).code,
    ).toBe('40300');
    expect(
      (await post('/manage/pc/usersAdmin/inviteOperator', v.headers, { volunteer: 'x' })).code,
    ).toBe('40300');
  });

  it('getDetectStatus reports the organiser verification state', async () => {
    const admin = await signedInOrganiser(app, org);
    expect(await get('/manage/weixin/usersAdmin/getDetectStatus', admin.headers)).toMatchObject({
      code: '1',
      data: { detectStatus: 'passed', orgName: org, mobileBound: true },
    });
    const bare = await makeOrgAccount(app, { districtId: admin.districtId });
    await app.deps.db
      .update(orgAccounts)
      .set({ mobileEnc: null, mobileHash: null })
      .where(eq(orgAccounts.id, bare.id));
    const headers = bearer(
      (await tokensFor(app, 'org', bare.loginName, bare.password)).access_token,
    );
    expect((await get('/manage/weixin/usersAdmin/getDetectStatus', headers)).data).toMatchObject({
      detectStatus: 'incomplete',
      mobileBound: false,
    });
    const v = await signedInVolunteer(app);
    expect((await get('/manage/weixin/usersAdmin/getDetectStatus', v.headers)).code).toBe('40300');
  });
});
