import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { siteMessages, volunteerDistricts } from '../../db/schema/index';
import { districtIdByName, signedInVolunteer } from '../../../test/factories';
import {
  approvedOrg,
  postRegistration,
  registrationFields,
  signedInFederation,
} from '../../../test/org-factories';

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
const apply = (districtId: number, headers: Record<string, string>) =>
  get(`/volunteer/district/applyDistrict?districtId=${districtId}`, headers);
const cancel = (districtId: number, headers: Record<string, string>) =>
  get(`/volunteer/district/cancelDistrict?districtId=${districtId}`, headers);
const decide = (headers: Record<string, string>, payload: object) =>
  app
    .inject({ method: 'POST', url: api('/manage/pc/district/join/audit'), headers, payload })
    .then((r) => r.json());
const requestsOf = async (headers: Record<string, string>, query = '') =>
  (await get(`/manage/pc/district/join/list?pageSize=100${query}`, headers)).data.list as {
    joinId: string;
    volunteerNo: string;
    state: string;
    mobile: string;
  }[];

async function pendingJoinId(volunteerMobile: string) {
  const masked = `${volunteerMobile.slice(0, 3)}****${volunteerMobile.slice(7)}`;
  const row = (await requestsOf(org.headers, '&state=pending')).find((r) => r.mobile === masked);
  return row!.joinId;
}

describe('volunteer joins an organisation', () => {
  it('applies, the organisation approves, the volunteer is a main member', async () => {
    const v = await signedInVolunteer(app);
    expect(await apply(org.districtId, v.headers)).toMatchObject({
      code: '1',
      data: { districtId: String(org.districtId), districtName: org.orgName, state: 'pending' },
    });
    expect(await apply(org.districtId, v.headers)).toMatchObject({
      code: '40900',
      msg: '您已提交加入申请，请等待组织审核',
    });
    const joinId = await pendingJoinId(v.mobile);
    // Another organisation cannot decide it.
    expect(await decide(other.headers, { joinIds: [joinId], approve: true })).toMatchObject({
      code: '40900',
    });
    expect(await decide(org.headers, { joinIds: [joinId], approve: true })).toMatchObject({
      code: '1',
      data: { count: 1 },
    });
    expect(
      (await get(`/volunteer/district/joinState?districtId=${org.districtId}`, v.headers)).data,
    ).toMatchObject({
      state: 'member',
    });
    const [membership] = await app.deps.db
      .select()
      .from(volunteerDistricts)
      .where(eq(volunteerDistricts.volunteerId, v.id));
    expect(membership).toMatchObject({ districtId: org.districtId, isMain: true });
    const messages = await app.deps.db
      .select()
      .from(siteMessages)
      .where(eq(siteMessages.volunteerId, v.id));
    expect(messages.map((m) => m.title)).toContain('加入组织申请已通过');

    const members = await get('/manage/pc/district/member/list', org.headers);
    expect(members.data.total).toBe(1);
    expect(members.data.list[0]).toMatchObject({ name: expect.any(String), isMain: true });
    expect(members.data.list[0].mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    // The other organisation sees none of them.
    expect((await get('/manage/pc/district/member/list', other.headers)).data.total).toBe(0);
    expect(await requestsOf(other.headers)).toEqual([]);

    expect(await apply(org.districtId, v.headers)).toMatchObject({
      code: '40900',
      msg: '您已是该组织的成员',
    });
  });

  it('is rejected with a reason the volunteer sees, and may apply again', async () => {
    const v = await signedInVolunteer(app);
    await apply(org.districtId, v.headers);
    const joinId = await pendingJoinId(v.mobile);
    expect(await decide(org.headers, { joinIds: [joinId], approve: false })).toMatchObject({
      code: '40000',
      msg: '请填写不通过的原因',
    });
    expect(
      (
        await decide(org.headers, {
          joinIds: [joinId],
          approve: false,
          reason: '本队仅招募天河区居民',
        })
      ).code,
    ).toBe('1');
    expect(
      (await get(`/volunteer/district/joinState?districtId=${org.districtId}`, v.headers)).data,
    ).toMatchObject({
      state: 'rejected',
      reason: '本队仅招募天河区居民',
    });
    const mine = await get('/volunteer/district/myApplyList', v.headers);
    expect(mine.data.list[0]).toMatchObject({ state: 'rejected', districtName: org.orgName });
    expect((await apply(org.districtId, v.headers)).data.state).toBe('pending');
  });

  it('withdraws a pending request and leaves as a member; the main one moves on', async () => {
    const tianhe = await districtIdByName(app, '天河区志愿者联合会');
    const v = await signedInVolunteer(app, { districtIds: [] });
    await apply(org.districtId, v.headers);
    expect(await cancel(org.districtId, v.headers)).toMatchObject({
      code: '1',
      data: { state: 'none' },
    });
    expect(await cancel(org.districtId, v.headers)).toMatchObject({
      code: '40400',
      msg: '您尚未加入该组织，也没有待审核的申请',
    });

    await app.deps.db
      .insert(volunteerDistricts)
      .values({ volunteerId: v.id, districtId: tianhe, isMain: false });
    await apply(org.districtId, v.headers);
    await decide(org.headers, {
      joinIds: [await pendingJoinId(v.mobile)],
      approve: false,
      reason: '暂不招募',
    });
    await apply(org.districtId, v.headers);
    await decide(org.headers, { joinIds: [await pendingJoinId(v.mobile)], approve: true });
    // Already a member of 天河区 (not main): the first approved join became main.
    const before = await app.deps.db
      .select()
      .from(volunteerDistricts)
      .where(eq(volunteerDistricts.volunteerId, v.id));
    expect(before.find((m) => m.districtId === org.districtId)?.isMain).toBe(true);

    expect(await cancel(org.districtId, v.headers)).toMatchObject({
      code: '1',
      data: { state: 'none' },
    });
    const after = await app.deps.db
      .select()
      .from(volunteerDistricts)
      .where(eq(volunteerDistricts.volunteerId, v.id));
    expect(after).toEqual([expect.objectContaining({ districtId: tianhe, isMain: true })]);
  });

  it('decides a batch all together or not at all', async () => {
    const a = await signedInVolunteer(app);
    const b = await signedInVolunteer(app);
    await apply(org.districtId, a.headers);
    await apply(org.districtId, b.headers);
    const ids = [await pendingJoinId(a.mobile), await pendingJoinId(b.mobile)];
    await cancel(org.districtId, b.headers);
    expect(await decide(org.headers, { joinIds: ids, approve: true })).toMatchObject({
      code: '40900',
      msg: '所选申请中有已处理或不存在的申请，请刷新后重试',
    });
    const stillPending = await app.deps.db
      .select()
      .from(volunteerDistricts)
      .where(
        and(
          eq(volunteerDistricts.volunteerId, a.id),
          eq(volunteerDistricts.districtId, org.districtId),
        ),
      );
    expect(stillPending).toEqual([]);
    expect((await decide(org.headers, { joinIds: [ids[0]], approve: true })).code).toBe('1');
  });

  it('refuses unknown, pending or bad nodes, and logged-off volunteers', async () => {
    const v = await signedInVolunteer(app);
    expect(await apply(999999999, v.headers)).toMatchObject({
      code: '40400',
      msg: '组织不存在或已停用',
    });
    // An organisation still under review is not open for members.
    const fed = await signedInFederation(app);
    const pending = await postRegistration(app, await registrationFields(app, fed.districtId));
    expect(await apply(Number(pending.data.districtId), v.headers)).toMatchObject({
      code: '40400',
    });
    expect((await get('/volunteer/district/applyDistrict?districtId=abc', v.headers)).code).toBe(
      '40000',
    );
    expect((await get('/volunteer/district/applyDistrict', v.headers)).msg).toBe(
      '组织编号不能为空',
    );
    const cooling = await signedInVolunteer(app, { logoffState: 'cooling' });
    expect(await apply(org.districtId, cooling.headers)).toMatchObject({
      code: '40300',
      msg: '账号注销中，不能申请加入组织',
    });
    expect((await apply(org.districtId, {})).code).toBe('401');
    expect((await apply(org.districtId, org.headers)).code).toBe('40300');
  });
});
