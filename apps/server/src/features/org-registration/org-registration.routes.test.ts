import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { latestMessageTo } from '../../../test/codes';
import { districts, orgAccounts } from '../../db/schema/index';
import { districtIdByName, login, signedInOrganiser, uniqueMobile } from '../../../test/factories';
import {
  postRegistration,
  registrationFields,
  signedInFederation,
  uniqueCreditCode,
} from '../../../test/org-factories';

let app: App;
let fed: Awaited<ReturnType<typeof signedInFederation>>;
beforeAll(async () => {
  app = await createTestApp();
  fed = await signedInFederation(app);
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: api(url), headers }).then((r) => r.json());
const audit = (headers: Record<string, string>, payload: object) =>
  app
    .inject({ method: 'POST', url: api('/manage/pc/org/review/audit'), headers, payload })
    .then((r) => r.json());

const lastSmsTo = (mobile: string) => latestMessageTo(app, mobile);

describe('POST /open/org/register', () => {
  it('creates a pending organisation that the applicant cannot sign in to yet', async () => {
    const fields = await registrationFields(app, fed.districtId);
    const res = await postRegistration(app, fields);
    expect(res).toMatchObject({
      code: '1',
      data: { orgName: fields.orgName, parentName: '广州市志愿者联合会' },
    });
    const [node] = await app.deps.db
      .select()
      .from(districts)
      .where(eq(districts.id, Number(res.data.districtId)));
    expect(node).toMatchObject({ status: 'pending', parentId: fed.districtId, level: 4 });
    expect(node!.path).toMatch(new RegExp(`/${fed.districtId}/${node!.id}/$`));
    expect(await lastSmsTo(fields.contactMobile)).toContain('正在等待广州市志愿者联合会审核');

    const signIn = (await login(app, 'org', fields.loginName, fields.password)).json();
    expect(signIn).toMatchObject({ code: '40300', msg: expect.stringContaining('正在审核中') });
    // The wrong password still hears only the usual refusal: no review state leaks.
    const wrong = (await login(app, 'org', fields.loginName, 'Wrong@2024pass')).json();
    expect(wrong).toMatchObject({ code: '40100', msg: expect.stringContaining('账号或密码错误') });
  });

  it('refuses a duplicate credit code, account name and mobile, keeping the code usable', async () => {
    const first = await registrationFields(app, fed.districtId);
    expect((await postRegistration(app, first)).code).toBe('1');

    const sameCode = await registrationFields(app, fed.districtId, {
      creditCode: first.creditCode,
    });
    expect(await postRegistration(app, sameCode)).toMatchObject({
      code: '40900',
      msg: '该统一社会信用代码已注册',
    });
    const sameName = await registrationFields(app, fed.districtId, { loginName: first.loginName });
    expect(await postRegistration(app, sameName)).toMatchObject({
      code: '40900',
      msg: '该账号已被使用',
    });
    const sameMobile = {
      ...(await registrationFields(app, fed.districtId)),
      contactMobile: first.contactMobile,
    };
    expect(await postRegistration(app, sameMobile)).toMatchObject({
      code: '40900',
      msg: '该手机号已绑定其他组织账号',
    });
    // A refusal before the code check leaves the SMS code unspent: the corrected form goes through.
    expect(
      (await postRegistration(app, { ...sameCode, creditCode: uniqueCreditCode() })).code,
    ).toBe('1');
  });

  it.each([
    [{ creditCode: '91350100M000100Y44' }, '统一社会信用代码校验位不正确，请核对'],
    [{ creditCode: '123' }, '统一社会信用代码格式不正确，应为18位数字或字母'],
    [{ orgName: '' }, '组织名称不能为空'],
    [{ passwordAgain: 'Other@2024pass' }, '两次输入的密码不一致'],
    [{ agree: 'false' }, '请阅读并同意《组织注册须知》'],
    [{ regionCode: '110000' }, '请选择所在地区'],
    [{ orgType: 'club' }, '请选择组织类型'],
    [{ contactMobile: '12345' }, '手机号码格式不正确'],
  ])('answers 40000 with a Chinese msg for %o', async (bad, msg) => {
    const fields = { ...(await registrationFields(app, fed.districtId)), ...bad };
    expect(await postRegistration(app, fields)).toMatchObject({ code: '40000', msg });
  });

  it('refuses a wrong SMS code, a missing licence and a non-image licence', async () => {
    const fields = await registrationFields(app, fed.districtId);
    expect(
      await postRegistration(app, {
        ...fields,
        verifyCode: '000000' === fields.verifyCode ? '111111' : '000000',
      }),
    ).toMatchObject({
      code: '40000',
      msg: expect.stringContaining('验证码错误或已失效'),
    });
    expect(await postRegistration(app, fields, null)).toMatchObject({
      code: '40000',
      msg: '请上传登记证书或营业执照图片',
    });
    expect(await postRegistration(app, fields, Buffer.from('not an image at all'))).toMatchObject({
      code: '40000',
      msg: '仅支持 JPG、PNG、WebP 格式的图片',
    });
  });

  it('accepts only a federation node as the parent', async () => {
    const orgNode = await districtIdByName(app, '广州市青年志愿者协会');
    const fields = await registrationFields(app, orgNode);
    expect(await postRegistration(app, fields)).toMatchObject({
      code: '40000',
      msg: '上级组织须为志愿者联合会（省、市、区县）',
    });
    const missing = await registrationFields(app, 999999999);
    expect((await postRegistration(app, missing)).code).toBe('40000');
  });

  it('refuses a JSON body with a clear msg', async () => {
    const res = await app.inject({
      method: 'POST',
      url: api('/open/org/register'),
      payload: { orgName: 'x' },
    });
    expect(res.json()).toMatchObject({ code: '40000', msg: expect.stringContaining('multipart') });
  });
});

describe('review by the parent federation', () => {
  it('lists the application to its parent federation, approves it, and the applicant signs in', async () => {
    const fields = await registrationFields(app, fed.districtId);
    const { data } = await postRegistration(app, fields);

    const queue = await get('/manage/pc/org/review/list?state=pending&pageSize=100', fed.headers);
    const mine = queue.data.list.find(
      (a: { districtId: string }) => a.districtId === data.districtId,
    );
    expect(mine).toMatchObject({
      orgName: fields.orgName,
      creditCode: fields.creditCode,
      orgTypeName: '社会团体',
      regionName: '广州市',
      contactMobile: fields.contactMobile,
      loginName: fields.loginName,
      reviewState: 'pending',
      reviewerName: '广州市志愿者联合会',
      canReview: true,
    });
    expect(mine.licenceImage).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    // Another city's federation neither sees nor decides it; the province above sees it only.
    const shenzhen = await signedInFederation(app, '深圳市志愿者联合会');
    const list = await get('/manage/pc/org/review/list?pageSize=100', shenzhen.headers);
    expect(list.data.list.map((a: { districtId: string }) => a.districtId)).not.toContain(
      data.districtId,
    );
    expect(
      await audit(shenzhen.headers, { districtId: data.districtId, approve: true }),
    ).toMatchObject({ code: '40400' });
    expect(
      (await get(`/manage/pc/org/review/detail?districtId=${data.districtId}`, shenzhen.headers))
        .code,
    ).toBe('40400');
    const province = await signedInFederation(app, '广东省志愿者联合会');
    expect(
      await audit(province.headers, { districtId: data.districtId, approve: true }),
    ).toMatchObject({ code: '40300' });

    const approved = await audit(fed.headers, { districtId: data.districtId, approve: true });
    expect(approved).toMatchObject({ code: '1', data: { reviewState: 'approved' } });
    expect(await lastSmsTo(fields.contactMobile)).toContain('注册申请已通过广州市志愿者联合会审核');
    expect((await login(app, 'org', fields.loginName, fields.password)).json().code).toBe('1');
    // Decided once: a second decision is refused.
    expect(
      await audit(fed.headers, { districtId: data.districtId, approve: false, reason: '重复' }),
    ).toMatchObject({
      code: '40900',
    });
  });

  it('rejects with a reason the applicant reads by SMS and on login; the code can be used again', async () => {
    const fields = await registrationFields(app, fed.districtId);
    const { data } = await postRegistration(app, fields);
    expect(await audit(fed.headers, { districtId: data.districtId, approve: false })).toMatchObject(
      {
        code: '40000',
        msg: '请填写不通过的原因',
      },
    );
    const res = await audit(fed.headers, {
      districtId: data.districtId,
      approve: false,
      reason: '登记证书图片不清晰',
    });
    expect(res).toMatchObject({
      code: '1',
      data: { reviewState: 'rejected', rejectReason: '登记证书图片不清晰' },
    });
    expect(await lastSmsTo(fields.contactMobile)).toContain('原因：登记证书图片不清晰');
    const signIn = (await login(app, 'org', fields.loginName, fields.password)).json();
    expect(signIn).toMatchObject({
      code: '40300',
      msg: expect.stringContaining('原因：登记证书图片不清晰'),
    });

    const again = await registrationFields(app, fed.districtId, {
      creditCode: fields.creditCode,
      contactMobile: uniqueMobile(),
    });
    expect((await postRegistration(app, again)).code).toBe('1');
  });

  it('is refused to an organisation (not a federation) and to a visitor', async () => {
    const organiser = await signedInOrganiser(app, '广州市青年志愿者协会');
    expect(await get('/manage/pc/org/review/list', organiser.headers)).toMatchObject({
      code: '40300',
      msg: '仅志愿者联合会的工作人员可审核组织注册',
    });
    expect((await get('/manage/pc/org/review/list', {})).code).toBe('401');
  });

  it('leaves the accounts of other nodes alone', async () => {
    const fields = await registrationFields(app, fed.districtId);
    const { data } = await postRegistration(app, fields);
    await audit(fed.headers, { districtId: data.districtId, approve: true });
    const rows = await app.deps.db
      .select({ status: orgAccounts.status })
      .from(orgAccounts)
      .where(eq(orgAccounts.districtId, fed.districtId));
    expect(rows.every((r) => r.status === 'active')).toBe(true);
  });
});
