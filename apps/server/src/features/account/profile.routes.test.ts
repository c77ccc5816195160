import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { emailOutbox, orgJoins } from '../../db/schema/index';
import {
  districtIdByName,
  findVolunteerRow,
  login,
  signedInOrganiser,
  signedInVolunteer,
  uniqueIp,
  uniqueLoginName,
  uniqueMobile,
} from '../../../test/factories';
import { latestCodeSent } from '../../../test/codes';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const get = (path: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());
const form = (path: string, headers: Headers, body: Record<string, string>) =>
  app
    .inject({
      method: 'POST',
      url: api(path),
      payload: new URLSearchParams(body).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    })
    .then((r) => ({ status: r.statusCode, ...r.json() }));
const base = '/volunteer/center/userInfo';

async function mobileCode(headers: Headers, mobile: string) {
  const res = await app.inject({
    method: 'GET',
    url: api(`/open/sendCodeModifyMobile?mobile=${mobile}`),
    headers,
    remoteAddress: uniqueIp(),
  });
  if (res.json().code !== '1') throw new Error(res.body);
  return latestCodeSent(app, mobile);
}

async function emailCode(headers: Headers, email: string) {
  const res = await app.inject({
    method: 'GET',
    url: api(`/open/email/sendCode?email=${encodeURIComponent(email)}&type=changeEmail`),
    headers,
    remoteAddress: uniqueIp(),
  });
  if (res.json().code !== '1') throw new Error(res.body);
  return latestCodeSent(app, email);
}

const uniqueEmail = () => `p${randomBytes(5).toString('hex')}@example.com`;

describe('profile', () => {
  it('myDetail answers the own record with the identity fields marked read-only', async () => {
    const v = await signedInVolunteer(app);
    const res = await get(`${base}/myDetail`, v.headers);
    expect(res.code).toBe('1');
    expect(res.data.users).toMatchObject({
      userId: String(v.id),
      userName: v.loginName,
      mobile: v.mobile,
      idCardCode: `${v.idCard.slice(0, 4)}${'*'.repeat(10)}${v.idCard.slice(-4)}`,
    });
    expect(res.data.lockedFields).toEqual(['name', 'idCardCode', 'gender', 'birthDay']);
    expect(res.data.profile).toBeNull();
  });

  it('updateUserSubmit saves the profile fields and refuses identity fields', async () => {
    const v = await signedInVolunteer(app);
    const body = {
      politicalStatus: 'league',
      education: 'bachelor',
      profession: 'student',
      skills: 'firstAid,photo',
      serviceIntentions: 'community',
    };
    const refused = await form(`${base}/updateUserSubmit`, v.headers, {
      ...body,
      idCardCode: '440106199001011234',
    });
    expect(refused).toMatchObject({
      code: '40300',
      msg: '姓名、身份证号、性别和出生日期以实名登记为准，不能自行修改',
    });
    const saved = await form(`${base}/updateUserSubmit`, v.headers, body);
    expect(saved.code).toBe('1');
    const detail = await get(`${base}/myDetail`, v.headers);
    expect(detail.data.profile).toEqual({
      politicalStatus: 'league',
      education: 'bachelor',
      profession: 'student',
      skills: ['firstAid', 'photo'],
      serviceIntentions: ['community'],
    });
    expect(
      (await form(`${base}/updateUserSubmit`, v.headers, { ...body, education: 'x' })).msg,
    ).toBe('请选择学历');
  });

  it('changes the login name with the current password; a taken name is refused', async () => {
    const v = await signedInVolunteer(app);
    const other = await signedInVolunteer(app);
    const name = uniqueLoginName('n');
    expect(
      await form(`${base}/changeLoginName`, v.headers, {
        loginName: name,
        password: 'Wrong@1234x',
      }),
    ).toMatchObject({ code: '40100', msg: '当前密码错误' });
    expect(
      await form(`${base}/changeLoginName`, v.headers, {
        loginName: other.loginName,
        password: v.password,
      }),
    ).toMatchObject({ code: '40900', msg: '该账号名已被使用' });
    expect(
      (
        await form(`${base}/changeLoginName`, v.headers, {
          loginName: '1abc',
          password: v.password,
        })
      ).msg,
    ).toBe('账号须以字母开头，8到20位字母和数字，且至少包含一个数字');
    const ok = await form(`${base}/changeLoginName`, v.headers, {
      loginName: name,
      password: v.password,
    });
    expect(ok).toMatchObject({ code: '1', data: { userName: name } });
    expect((await login(app, 'volunteer', name, v.password)).json().code).toBe('1');
    expect((await login(app, 'volunteer', v.loginName, v.password)).json().code).toBe('40100');
  });

  it('refuses the identity fields fixed by real-name registration', async () => {
    const v = await signedInVolunteer(app);
    const res = await form(`${base}/changeLoginName`, v.headers, {
      loginName: uniqueLoginName('n'),
      password: v.password,
      name: '李四',
    });
    expect(res).toMatchObject({
      code: '40300',
      msg: '姓名、身份证号、性别和出生日期以实名登记为准，不能自行修改',
    });
    expect((await findVolunteerRow(app, v.id)).loginName).toBe(v.loginName);
  });

  it('changes the mobile with a code sent to the new number and tells the old one', async () => {
    const v = await signedInVolunteer(app);
    const next = uniqueMobile();
    const code = await mobileCode(v.headers, next);
    expect(
      (await form(`${base}/changeMobile`, v.headers, { mobile: next, code: '000000' })).code,
    ).toBe('40000');
    const ok = await form(`${base}/changeMobile`, v.headers, { mobile: next, code });
    expect(ok).toMatchObject({ code: '1', data: { mobile: next } });
    expect((await login(app, 'volunteer', next, v.password)).json().code).toBe('1');
    expect((await login(app, 'volunteer', v.mobile, v.password)).json().code).toBe('40100');
    const [notice] = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, v.mobile));
    expect(notice?.body).toContain('更换绑定手机号');
    // A code is single-use.
    expect((await form(`${base}/changeMobile`, v.headers, { mobile: next, code })).code).not.toBe(
      '1',
    );
  });

  it("refuses another volunteer's mobile and the same mobile", async () => {
    const v = await signedInVolunteer(app);
    const other = await signedInVolunteer(app);
    expect(
      await form(`${base}/changeMobile`, v.headers, { mobile: other.mobile, code: '123456' }),
    ).toMatchObject({ code: '40900', msg: '该手机号码已绑定其他账号' });
    expect(
      await form(`${base}/changeMobile`, v.headers, { mobile: v.mobile, code: '123456' }),
    ).toMatchObject({ code: '40000', msg: '新手机号码与当前绑定的号码相同' });
  });

  it('changes the e-mail with a code sent to the new address, then unbinds either contact but not both', async () => {
    const v = await signedInVolunteer(app);
    const email = uniqueEmail();
    const code = await emailCode(v.headers, email);
    const ok = await form(`${base}/changeEmail`, v.headers, { email, code });
    expect(ok).toMatchObject({ code: '1', data: { email } });

    const other = await signedInVolunteer(app);
    expect(
      await form(`${base}/changeEmail`, other.headers, {
        email: email.toUpperCase(),
        code: '123456',
      }),
    ).toMatchObject({ code: '40900', msg: '该邮箱已绑定其他账号' });

    expect((await get(`${base}/unbindMobile`, v.headers)).data).toEqual({ mobile: null, email });
    expect(await get(`${base}/unbindEmail`, v.headers)).toMatchObject({
      code: '40900',
      msg: '手机号码和邮箱至少保留一个，以便找回密码',
    });
    expect((await get(`${base}/unbindMobile`, v.headers)).msg).toBe('当前账号未绑定手机号码');
    expect((await findVolunteerRow(app, v.id)).email).toBe(email);
  });

  it('lists joined organisations and pending join requests', async () => {
    const main = await districtIdByName(app, '广州市青年志愿者协会');
    const v = await signedInVolunteer(app, { districtIds: [main] });
    const pendingId = await districtIdByName(app, '广州市志愿者联合会');
    await app.deps.db.insert(orgJoins).values({ volunteerId: v.id, districtId: pendingId });
    const res = await get(`${base}/bindDistrictList`, v.headers);
    expect(res.data).toEqual([
      expect.objectContaining({ districtId: String(main), isMain: true, state: 'joined' }),
      expect.objectContaining({ districtId: String(pendingId), isMain: false, state: 'pending' }),
    ]);
    expect(res.data[0].districtPath).toContain('广州市青年志愿者协会');
  });

  it("never reads or changes another volunteer's record, whatever id the request names", async () => {
    const v = await signedInVolunteer(app);
    const other = await signedInVolunteer(app);
    const detail = await get(
      `${base}/myDetail?userId=${other.id}&volunteerId=${other.id}`,
      v.headers,
    );
    expect(detail.data.users.userId).toBe(String(v.id));
    const name = uniqueLoginName('n');
    await form(`${base}/changeLoginName`, v.headers, {
      loginName: name,
      password: v.password,
      userId: String(other.id),
    });
    expect((await findVolunteerRow(app, other.id)).loginName).toBe(other.loginName);
    expect((await findVolunteerRow(app, v.id)).loginName).toBe(name);
  });

  it('refuses changes during the logoff cooling-off period, without a token and for an organiser', async () => {
    const v = await signedInVolunteer(app);
    await get('/volunteer/securityCenter/logoff/apply', v.headers);
    expect(
      await form(`${base}/changeLoginName`, v.headers, {
        loginName: uniqueLoginName('n'),
        password: v.password,
      }),
    ).toMatchObject({ code: '40300', msg: '账号处于注销冷静期，不能修改资料，请先撤销注销申请' });
    const anon = await app.inject({ method: 'GET', url: api(`${base}/myDetail`) });
    expect(anon.statusCode).toBe(401);
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    expect((await get(`${base}/myDetail`, org.headers)).code).toBe('40300');
  });
});
