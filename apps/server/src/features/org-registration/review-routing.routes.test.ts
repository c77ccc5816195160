import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orgAccounts } from '../../db/schema/index';
import { api, createTestApp, type App } from '../../../test/test-app';
import { latestMessageTo } from '../../../test/codes';
import { bearer, login, makeOrgAccount, tokensFor } from '../../../test/factories';
import {
  makeCountyFederation,
  postRegistration,
  registrationFields,
  signedInFederation,
} from '../../../test/org-factories';

// An organisation registering under a federation that has no console staff is reviewed by the
// nearest node above with active staff, stays visible to the federations above that, and the
// applicant is told who reviews it. The counties made here sit under 韶关, which the seed leaves
// without children, so files that count Guangzhou's subtree on a shared database are not moved.

const cityName = '韶关市志愿者联合会';

let app: App;
let city: Awaited<ReturnType<typeof signedInFederation>>;
let province: Awaited<ReturnType<typeof signedInFederation>>;
let otherCity: Awaited<ReturnType<typeof signedInFederation>>;
beforeAll(async () => {
  app = await createTestApp();
  city = await signedInFederation(app, cityName);
  province = await signedInFederation(app, '广东省志愿者联合会');
  otherCity = await signedInFederation(app, '深圳市志愿者联合会');
});
afterAll(() => app.close());

type Application = { districtId: string; canReview: boolean; reviewerName: string };

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: api(url), headers }).then((r) => r.json());
const audit = (headers: Record<string, string>, payload: object) =>
  app
    .inject({ method: 'POST', url: api('/manage/pc/org/review/audit'), headers, payload })
    .then((r) => r.json());
const queueOf = async (headers: Record<string, string>) =>
  (await get('/manage/pc/org/review/list?state=pending&pageSize=100', headers)).data
    .list as Application[];
const lastSmsTo = (mobile: string) => latestMessageTo(app, mobile);

async function signedInStaffOf(districtId: number) {
  const o = await makeOrgAccount(app, { districtId, role: 'federation' });
  const t = await tokensFor(app, 'org', o.loginName, o.password);
  return { ...o, headers: bearer(t.access_token) };
}

describe('an application under a federation without staff', () => {
  it('goes to the nearest staffed ancestor, who approves it; the province sees it without deciding', async () => {
    const county = await makeCountyFederation(app, cityName);
    const fields = await registrationFields(app, county.districtId, { regionCode: '440200' });
    const res = await postRegistration(app, fields);
    expect(res).toMatchObject({
      code: '1',
      data: { parentName: county.name, reviewerName: cityName },
    });
    const id = res.data.districtId as string;
    expect(await lastSmsTo(fields.contactMobile)).toContain(`正在等待${cityName}审核`);
    expect((await login(app, 'org', fields.loginName, fields.password)).json()).toMatchObject({
      code: '40300',
      msg: expect.stringContaining(`由${cityName}审核`),
    });

    expect((await queueOf(city.headers)).find((a) => a.districtId === id)).toMatchObject({
      orgName: fields.orgName,
      parentName: county.name,
      reviewerName: cityName,
      canReview: true,
    });
    // The province above sees it and its reviewer, and may not decide it.
    expect((await queueOf(province.headers)).find((a) => a.districtId === id)).toMatchObject({
      reviewerName: cityName,
      canReview: false,
    });
    expect(await audit(province.headers, { districtId: id, approve: true })).toMatchObject({
      code: '40300',
      msg: `该申请由${cityName}审核，本会可查看但不能审核`,
    });
    expect(
      (await get(`/manage/pc/org/review/detail?districtId=${id}`, province.headers)).data,
    ).toMatchObject({ districtId: id, canReview: false });
    // Another branch of the tree neither sees nor decides it.
    expect((await queueOf(otherCity.headers)).map((a) => a.districtId)).not.toContain(id);
    expect((await audit(otherCity.headers, { districtId: id, approve: true })).code).toBe('40400');
    expect(
      (await get(`/manage/pc/org/review/detail?districtId=${id}`, otherCity.headers)).code,
    ).toBe('40400');

    expect(await audit(city.headers, { districtId: id, approve: true })).toMatchObject({
      code: '1',
      data: { reviewState: 'approved', canReview: true },
    });
    expect((await login(app, 'org', fields.loginName, fields.password)).json().code).toBe('1');
  });

  it('goes to the county itself once it has staff; the city above then only sees it', async () => {
    const county = await makeCountyFederation(app, cityName);
    const countyStaff = await signedInStaffOf(county.districtId);
    const fields = await registrationFields(app, county.districtId, { regionCode: '440200' });
    const res = await postRegistration(app, fields);
    expect(res.data).toMatchObject({ reviewerName: county.name });
    const id = res.data.districtId as string;

    expect((await queueOf(countyStaff.headers)).find((a) => a.districtId === id)).toMatchObject({
      canReview: true,
    });
    expect((await queueOf(city.headers)).find((a) => a.districtId === id)).toMatchObject({
      reviewerName: county.name,
      canReview: false,
    });
    expect((await audit(city.headers, { districtId: id, approve: true })).code).toBe('40300');
    const refused = await audit(countyStaff.headers, {
      districtId: id,
      approve: false,
      reason: '登记证书已过期',
    });
    expect(refused).toMatchObject({ code: '1', data: { reviewState: 'rejected' } });
  });

  it('is not routed to a node whose only staff are disabled', async () => {
    const county = await makeCountyFederation(app, cityName);
    const staff = await makeOrgAccount(app, { districtId: county.districtId, role: 'federation' });
    await app.deps.db
      .update(orgAccounts)
      .set({ status: 'disabled' })
      .where(eq(orgAccounts.id, staff.id));
    const res = await postRegistration(
      app,
      await registrationFields(app, county.districtId, { regionCode: '440200' }),
    );
    expect(res.data).toMatchObject({ reviewerName: cityName });
  });
});
