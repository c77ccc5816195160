import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import {
  auditLog,
  serviceRecords,
  siteMessages,
  volunteerDistricts,
  volunteers,
} from '../../db/schema/index';
import {
  bearer,
  districtIdByName,
  findVolunteerRow,
  login,
  makeMission,
  makeVolunteer,
  signedInOrganiser,
  signedInVolunteer,
  strongPassword,
  tokensFor,
} from '../../../test/factories';
import { createLogoffService } from './logoff.service';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const get = (path: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());
const postJson = (path: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json());
const whoAmI = (headers: Headers) =>
  app.inject({ method: 'GET', url: api('/volunteer/user/current'), headers });

const newPassword = 'Fresh@2025pass';

/** Moves the logoff application `days` (and a minute) into the past. */
const appliedDaysAgo = (on: App, id: number, days: number) =>
  on.deps.db
    .update(volunteers)
    .set({ logoffAt: new Date(clock.nowMs() - (days * 24 * 60 + 1) * 60_000) })
    .where(eq(volunteers.id, id));

describe('changePassword', () => {
  it('changes the password, keeps this sign-in and ends every other one at once', async () => {
    const v = await makeVolunteer(app);
    const here = bearer((await tokensFor(app, 'volunteer', v.loginName, v.password)).access_token);
    const phone = bearer((await tokensFor(app, 'volunteer', v.loginName, v.password)).access_token);
    const tablet = await tokensFor(app, 'volunteer', v.loginName, v.password);
    // Both other sessions were just used, so the session cache holds them.
    expect((await whoAmI(phone)).statusCode).toBe(200);
    expect((await whoAmI(bearer(tablet.access_token))).statusCode).toBe(200);

    const res = await postJson('/volunteer/center/security/changePassword', here, {
      oldPassword: v.password,
      password: newPassword,
      passwordAgain: newPassword,
    });
    expect(res).toMatchObject({ code: '1', data: { otherSessionsEnded: 2 } });

    expect((await whoAmI(here)).statusCode).toBe(200);
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await whoAmI(bearer(tablet.access_token))).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: api('/auth/login/refreshToken'),
      payload: { refresh_token: tablet.refresh_token },
    });
    expect(refreshed.json().code).not.toBe('1');

    expect((await login(app, 'volunteer', v.loginName, v.password)).json().code).toBe('40100');
    expect((await login(app, 'volunteer', v.loginName, newPassword)).json().code).toBe('1');
    const [entry] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password.change'), eq(auditLog.actorId, v.id)));
    expect(entry?.detail).toEqual({ sessionsRevoked: 2 });
  });

  it('refuses a wrong current password, a reused one, a weak one and a mismatch', async () => {
    const v = await signedInVolunteer(app);
    const change = (body: object) =>
      postJson('/volunteer/center/security/changePassword', v.headers, body);
    expect(
      await change({
        oldPassword: 'Wrong@2024pass',
        password: newPassword,
        passwordAgain: newPassword,
      }),
    ).toMatchObject({ code: '40100', msg: '原密码错误' });
    expect(
      await change({ oldPassword: v.password, password: v.password, passwordAgain: v.password }),
    ).toMatchObject({ code: '40000', msg: '新密码不能与原密码相同' });
    expect(
      await change({ oldPassword: v.password, password: '12345678', passwordAgain: '12345678' }),
    ).toMatchObject({ code: '40000', msg: '密码格式错误，必须包含大小写字母和数字，长度8到20位' });
    expect(
      await change({
        oldPassword: v.password,
        password: newPassword,
        passwordAgain: 'Other@2025x',
      }),
    ).toMatchObject({ code: '40000', msg: '两次输入的密码不一致' });
    expect(await change({ password: newPassword, passwordAgain: newPassword })).toMatchObject({
      code: '40000',
      msg: '原密码不能为空',
    });
    // Nothing changed: the old password still signs in.
    expect((await login(app, 'volunteer', v.loginName, v.password)).json().code).toBe('1');
  });

  it('locks the change after repeated wrong current passwords', async () => {
    const v = await signedInVolunteer(app);
    let last: { code: string; msg: string } = { code: '', msg: '' };
    for (let i = 0; i < 7; i++) {
      last = await postJson('/volunteer/center/security/changePassword', v.headers, {
        oldPassword: `Wrong@2024x${i}`,
        password: newPassword,
        passwordAgain: newPassword,
      });
    }
    expect(last.code).toBe('42900');
  });

  it('refuses without a token and with an organiser token', async () => {
    const body = { oldPassword: strongPassword, password: newPassword, passwordAgain: newPassword };
    const anon = await app.inject({
      method: 'POST',
      url: api('/volunteer/center/security/changePassword'),
      payload: body,
    });
    expect(anon.statusCode).toBe(401);
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    expect(
      (await postJson('/volunteer/center/security/changePassword', org.headers, body)).code,
    ).toBe('40300');
  });
});

describe('logoff', () => {
  it('applies, reports the cooling-off period and cancels', async () => {
    const v = await signedInVolunteer(app);
    const before = await get('/volunteer/securityCenter/logoff/logoffState', v.headers);
    expect(before.data).toMatchObject({ state: 'none', logoffSate: 'false', appliedAt: null });

    const applied = await get('/volunteer/securityCenter/logoff/apply', v.headers);
    expect(applied.code).toBe('1');
    expect(applied.data).toMatchObject({ state: 'cooling', logoffSate: 'true', coolingDays: 15 });
    const days =
      (Date.parse(applied.data.anonymiseAt) - Date.parse(applied.data.appliedAt)) / 86_400_000;
    expect(days).toBe(15);
    expect((await get('/volunteer/user/current', v.headers)).data.logoffSate).toBe('true');
    expect((await get('/volunteer/securityCenter/logoff/apply', v.headers)).msg).toBe(
      '已提交注销申请，正在冷静期中',
    );
    // Still able to sign in during the period (the portal then holds the account on subtract).
    expect((await login(app, 'volunteer', v.loginName, v.password)).json().code).toBe('1');

    const cancelled = await get('/volunteer/securityCenter/logoff/cancel', v.headers);
    expect(cancelled.data).toMatchObject({ state: 'none', logoffSate: 'false' });
    expect((await get('/volunteer/user/current', v.headers)).data.logoffSate).toBe('false');
    expect(await get('/volunteer/securityCenter/logoff/cancel', v.headers)).toMatchObject({
      code: '40900',
      msg: '当前没有注销申请',
    });
  });

  it('refuses to apply while an application to a coming shift is open', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const { mission, times } = await makeMission(app, { districtId: org.districtId, quotas: [3] });
    const v = await signedInVolunteer(app);
    const applied = await postJson('/volunteer/mission/accordApply', v.headers, {
      missionId: mission.id,
      timesInfoId: times[0]!.id,
    });
    expect(applied.code).toBe('1');
    expect(await get('/volunteer/securityCenter/logoff/apply', v.headers)).toMatchObject({
      code: '40900',
      msg: '您有尚未结束的活动报名，请先取消报名或等活动结束后再申请注销',
    });
    await get(
      `/volunteer/mission/cancelApplyMission?missionPersonlId=${applied.data.missionPersonlId}`,
      v.headers,
    );
    expect((await get('/volunteer/securityCenter/logoff/apply', v.headers)).code).toBe('1');
  });

  it('anonymises after the cooling-off period, keeps service records and ends the account', async () => {
    const districtId = await districtIdByName(app, '广州市青年志愿者协会');
    const v = await makeVolunteer(app, { districtIds: [districtId], serviceMinutes: 90 });
    const stay = await makeVolunteer(app);
    const headers = bearer(
      (await tokensFor(app, 'volunteer', v.loginName, v.password)).access_token,
    );
    await app.deps.db.insert(serviceRecords).values({
      volunteerId: v.id,
      kind: 'service',
      title: '社区服务',
      minutes: 90,
      occurredAt: new Date('2025-03-01T02:00:00Z'),
      state: 'final',
      publicityEndsAt: new Date('2025-03-08T02:00:00Z'),
      districtId,
    });
    await app.deps.db
      .insert(siteMessages)
      .values({ volunteerId: v.id, title: '通知', content: '内容' });
    expect((await get('/volunteer/securityCenter/logoff/apply', headers)).code).toBe('1');
    const stayHeaders = bearer(
      (await tokensFor(app, 'volunteer', stay.loginName, stay.password)).access_token,
    );
    await get('/volunteer/securityCenter/logoff/apply', stayHeaders);
    await get('/volunteer/securityCenter/logoff/cancel', stayHeaders);

    const service = createLogoffService(app.deps);
    // Time passes by moving the application back: the job never acts on other tests' rows,
    // which matters on the shared PostgreSQL test database.
    await appliedDaysAgo(app, v.id, 14);
    await service.anonymiseDue();
    expect((await findVolunteerRow(app, v.id)).logoffState).toBe('cooling');

    await appliedDaysAgo(app, v.id, 15);
    expect(await service.anonymiseDue()).toBeGreaterThanOrEqual(1);
    const row = await findVolunteerRow(app, v.id);
    expect(row).toMatchObject({
      logoffState: 'anonymised',
      name: '已注销用户',
      loginName: `off_${v.id}`,
      idCardEnc: null,
      idCardHash: null,
      mobileEnc: null,
      mobileHash: null,
      email: null,
      birthday: null,
      serviceMinutes: 90,
    });
    const records = await app.deps.db
      .select()
      .from(serviceRecords)
      .where(eq(serviceRecords.volunteerId, v.id));
    expect(records).toHaveLength(1);
    expect(records[0]!.minutes).toBe(90);
    expect(
      await app.deps.db
        .select()
        .from(volunteerDistricts)
        .where(eq(volunteerDistricts.volunteerId, v.id)),
    ).toEqual([]);
    expect(
      await app.deps.db.select().from(siteMessages).where(eq(siteMessages.volunteerId, v.id)),
    ).toEqual([]);
    expect((await whoAmI(headers)).statusCode).toBe(401);
    for (const id of [v.loginName, v.mobile, v.idCard, `off_${v.id}`])
      expect((await login(app, 'volunteer', id, v.password)).json().code).toBe('40100');
    // The mobile and ID are free again for a new registration.
    const [clash] = await app.deps.db
      .select({ id: volunteers.id })
      .from(volunteers)
      .where(eq(volunteers.mobileHash, app.deps.cipher.hash(v.mobile)));
    expect(clash).toBeUndefined();
    // The volunteer who cancelled is untouched; a second run finds nothing more of theirs.
    expect((await findVolunteerRow(app, stay.id)).logoffState).toBe('none');
    await service.anonymiseDue();
    expect((await findVolunteerRow(app, v.id)).name).toBe('已注销用户');
  });

  it('takes the cooling-off period from LOGOFF_COOLING_DAYS', async () => {
    const short = await createTestApp({ logoffCoolingDays: 3 });
    try {
      const v = await makeVolunteer(short);
      const t = await tokensFor(short, 'volunteer', v.loginName, v.password);
      const res = await short
        .inject({
          method: 'GET',
          url: api('/volunteer/securityCenter/logoff/apply'),
          headers: bearer(t.access_token),
        })
        .then((r) => r.json());
      expect(res.data.coolingDays).toBe(3);
      const service = createLogoffService(short.deps);
      await appliedDaysAgo(short, v.id, 2);
      await service.anonymiseDue();
      expect((await findVolunteerRow(short, v.id)).logoffState).toBe('cooling');
      await appliedDaysAgo(short, v.id, 3);
      await service.anonymiseDue();
      expect((await findVolunteerRow(short, v.id)).logoffState).toBe('anonymised');
    } finally {
      await short.close();
    }
  }, 90_000);

  it('answers 401 without a token and 40300 for an organiser', async () => {
    const anon = await app.inject({
      method: 'GET',
      url: api('/volunteer/securityCenter/logoff/apply'),
    });
    expect(anon.statusCode).toBe(401);
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    expect((await get('/volunteer/securityCenter/logoff/logoffState', org.headers)).code).toBe(
      '40300',
    );
  });
});
