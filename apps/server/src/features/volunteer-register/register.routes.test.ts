import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DistrictLevel, toChinaCalendarDate } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import { districts, orgJoins, volunteers } from '../../db/schema/index';
import { volunteerProfiles } from '../../db/schema/volunteer-profile';
import { residentId } from '../../db/seed/ids';
import {
  bearer,
  makeVolunteer,
  tokensFor,
  uniqueIdCard,
  uniqueIp,
  uniqueLoginName,
  uniqueMobile,
} from '../../../test/factories';
import { smsCodeFor } from '../../../test/codes';
import { clock } from '../../kernel';

let app: App;
let regionId: number;
let orgId: number;
beforeAll(async () => {
  app = await createTestApp();
  const [city] = await app.deps.db
    .select()
    .from(districts)
    .where(eq(districts.level, DistrictLevel.City))
    .limit(1);
  const [org] = await app.deps.db
    .select()
    .from(districts)
    .where(and(eq(districts.level, DistrictLevel.Organization), eq(districts.status, 'active')))
    .limit(1);
  regionId = city!.id;
  orgId = org!.id;
});
afterAll(() => app.close());

/** A resident ID of someone `years` old (give or take a few months), unique per call. */
function idOfAge(years: number) {
  const year = toChinaCalendarDate(clock.now()).year;
  const birth = `${year - years - 1}${String(randomInt(1, 10)).padStart(2, '0')}1${randomInt(0, 10)}`;
  return residentId('440106', birth, String(randomInt(100, 1000)));
}

async function form(overrides: Record<string, unknown> = {}) {
  const mobile = (overrides.mobile as string) ?? uniqueMobile();
  return {
    loginName: uniqueLoginName('r'),
    password: 'Reg@2024pass',
    passwordAgain: 'Reg@2024pass',
    name: '李小明',
    idCard: uniqueIdCard(),
    mobile,
    smsCode: overrides.smsCode ?? (await smsCodeFor(app, mobile)),
    regionId: String(regionId),
    agreed: '1',
    ...overrides,
  };
}

const submit = (body: object) =>
  app
    .inject({
      method: 'POST',
      url: api('/volunteer/register/registerSummit'),
      payload: new URLSearchParams(body as Record<string, string>).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: uniqueIp(),
    })
    .then((r) => r.json());

describe('registerSummit', () => {
  it('registers an adult who can then sign in, with the ID encrypted and the join pending', async () => {
    const body = await form({ districtId: String(orgId), email: 'New.Volunteer@Example.com' });
    const res = await submit(body);
    expect(res.code).toBe('1');
    expect(res.data).toMatchObject({ loginName: body.loginName, name: '李小明' });
    expect(res.data.volunteerNo).toMatch(/^GD\d+$/);
    expect(res.data.joinDistrictName).toBeTruthy();
    const id = Number(res.data.volunteerId);
    const [row] = await app.deps.db.select().from(volunteers).where(eq(volunteers.id, id));
    expect(row!.idCardEnc).not.toContain(body.idCard as string);
    expect(app.deps.cipher.decrypt(row!.idCardEnc!)).toBe(body.idCard);
    expect(row).toMatchObject({ email: 'new.volunteer@example.com', passwordWeak: false });
    expect(row!.gender).toMatch(/^[MF]$/);
    const [profile] = await app.deps.db
      .select()
      .from(volunteerProfiles)
      .where(eq(volunteerProfiles.volunteerId, id));
    expect(profile).toMatchObject({ regionId, guardianName: null });
    const joins = await app.deps.db.select().from(orgJoins).where(eq(orgJoins.volunteerId, id));
    expect(joins).toMatchObject([{ districtId: orgId, state: 'pending' }]);
    const tokens = await tokensFor(app, 'volunteer', body.loginName as string, 'Reg@2024pass');
    expect(tokens.access_token).toBeTruthy();
    // The mobile signs in too.
    await tokensFor(app, 'volunteer', body.mobile as string, 'Reg@2024pass');
  });

  it('refuses a wrong SMS code and keeps nothing', async () => {
    const body = await form();
    const wrong = body.smsCode === '000000' ? '111111' : '000000';
    const res = await submit({ ...body, smsCode: wrong });
    expect(res).toMatchObject({ code: '40000', msg: '验证码错误或已失效，还可尝试4次' });
    const rows = await app.deps.db
      .select()
      .from(volunteers)
      .where(eq(volunteers.loginName, body.loginName));
    expect(rows).toHaveLength(0);
    // The right code still works after a wrong one.
    expect((await submit(body)).code).toBe('1');
  });

  it('refuses a duplicate ID number, mobile or account name without spending the code', async () => {
    const existing = await makeVolunteer(app);
    const [row] = await app.deps.db.select().from(volunteers).where(eq(volunteers.id, existing.id));
    const existingId = app.deps.cipher.decrypt(row!.idCardEnc!);
    const body = await form();
    expect(await submit({ ...body, idCard: existingId })).toMatchObject({
      code: '40900',
      msg: '该身份证号码已注册志愿者，如非本人注册请前往注册问题反馈',
    });
    expect(await submit({ ...body, loginName: existing.loginName })).toMatchObject({
      code: '40900',
      msg: '该账号已被使用，请换一个',
    });
    expect((await submit(body)).code).toBe('1');
    // The same mobile again: refused before any code is asked for.
    expect(
      await submit({ ...(await form({ smsCode: '123456' })), mobile: body.mobile }),
    ).toMatchObject({ code: '40900', msg: '该手机号码已注册，请直接登录或找回密码' });
  });

  it('refuses a person under 14', async () => {
    const res = await submit(await form({ idCard: idOfAge(12) }));
    expect(res).toMatchObject({ code: '40000', msg: '未满14周岁不能注册志愿者' });
  });

  it('asks a 14–18-year-old for a guardian, and records the guardian encrypted', async () => {
    const idCard = idOfAge(15);
    const body = await form({ idCard });
    expect(await submit(body)).toMatchObject({ code: '40000', msg: '未满18周岁须填写监护人姓名' });
    expect(await submit({ ...body, guardianName: '李大明' })).toMatchObject({
      msg: '未满18周岁须填写监护人手机号码',
    });
    const guardianMobile = uniqueMobile();
    const withGuardian = { ...body, guardianName: '李大明', guardianMobile };
    expect(await submit(withGuardian)).toMatchObject({ msg: '未满18周岁须填写监护人身份证号码' });
    expect(await submit({ ...withGuardian, guardianIdCard: idOfAge(16) })).toMatchObject({
      msg: '监护人须年满18周岁',
    });
    const guardianIdCard = uniqueIdCard();
    const res = await submit({ ...withGuardian, guardianIdCard });
    expect(res.code).toBe('1');
    const [profile] = await app.deps.db
      .select()
      .from(volunteerProfiles)
      .where(eq(volunteerProfiles.volunteerId, Number(res.data.volunteerId)));
    expect(profile!.guardianName).toBe('李大明');
    expect(app.deps.cipher.decrypt(profile!.guardianMobileEnc!)).toBe(guardianMobile);
    expect(app.deps.cipher.decrypt(profile!.guardianIdCardEnc!)).toBe(guardianIdCard);
  });

  it('names the field at fault', async () => {
    const body = await form({ smsCode: '123456' });
    const cases: Array<[Record<string, string>, string]> = [
      [{ loginName: '1abc' }, '账号须以字母开头，8到20位字母和数字，且至少包含一个数字'],
      [{ password: 'abc' }, '密码格式错误，必须包含大小写字母和数字，长度8到20位'],
      [{ passwordAgain: 'Other@2024pass' }, '两次输入的密码不一致'],
      [{ idCard: '440106199001011230' }, '身份证号码校验位不正确'],
      [{ mobile: '2345' }, '手机号码格式不正确'],
      // A real name tied to a resident ID is written in Chinese (spec §5).
      [{ name: 'Tom' }, '姓名应为2到30个汉字，少数民族姓名可用“·”分隔'],
      [{ name: 'John·Smith' }, '姓名应为2到30个汉字，少数民族姓名可用“·”分隔'],
      [{ smsCode: '12' }, '验证码应为6位数字'],
      [{ email: 'not-mail' }, '邮箱格式不正确'],
      [{ agreed: '0' }, '请阅读并同意注册须知和志愿服务协议'],
      [{ regionId: String(orgId) }, '所在地区不存在，请重新选择'],
      [{ districtId: '99999999' }, '选择的组织不存在或已停用，请重新选择'],
    ];
    for (const [patch, msg] of cases) {
      const res = await submit({ ...body, ...patch });
      expect({ patch, code: res.code, msg: res.msg }).toEqual({ patch, code: '40000', msg });
    }
  });

  it('lets only one of two simultaneous registrations of one ID number through', async () => {
    const idCard = uniqueIdCard();
    const [a, b] = [await form({ idCard }), await form({ idCard })];
    const results = await Promise.all([submit(a), submit(b)]);
    expect(results.map((r) => r.code).sort()).toEqual(['1', '40900']);
  });
});

describe('verifyTip', () => {
  const tip = (field: string, value: string) =>
    app
      .inject({
        method: 'GET',
        url: api(`/volunteer/register/verifyTip?field=${field}&value=${encodeURIComponent(value)}`),
      })
      .then((r) => r.json());

  it('says whether an account name, mobile or ID number is free', async () => {
    const v = await makeVolunteer(app);
    expect((await tip('loginName', v.loginName)).data).toEqual({
      available: false,
      tip: '该账号已被使用，请换一个',
    });
    expect((await tip('loginName', uniqueLoginName('f'))).data.available).toBe(true);
    expect((await tip('mobile', v.mobile)).data.available).toBe(false);
    expect((await tip('mobile', uniqueMobile())).data.available).toBe(true);
    expect((await tip('idCard', uniqueIdCard())).data).toEqual({
      available: true,
      tip: '该身份证号码可以注册',
    });
  });

  it('names a malformed value', async () => {
    expect(await tip('mobile', '123')).toMatchObject({ code: '40000', msg: '手机号码格式不正确' });
    expect(await tip('email', 'x')).toMatchObject({ code: '40000' });
  });
});

describe('perfectInformation', () => {
  it('saves the profile of the signed-in volunteer only, and reads it back', async () => {
    const body = await form();
    const reg = await submit(body);
    const { access_token } = await tokensFor(app, 'volunteer', body.loginName, body.password);
    const before = await app
      .inject({
        method: 'GET',
        url: api('/volunteer/register/profile'),
        headers: bearer(access_token),
      })
      .then((r) => r.json());
    expect(before.data).toMatchObject({
      volunteerNo: reg.data.volunteerNo,
      profileCompleted: false,
      skills: [],
    });
    expect(before.data.regionName).toBeTruthy();
    const save = (payload: object, token = access_token) =>
      app
        .inject({
          method: 'POST',
          url: api('/volunteer/register/perfectInformation'),
          payload,
          headers: bearer(token),
        })
        .then((r) => r.json());
    expect(await save({ politicalStatus: 'league', education: 'bachelor' })).toMatchObject({
      code: '40000',
      msg: '请选择职业',
    });
    expect(
      await save({
        politicalStatus: 'league',
        education: 'bachelor',
        profession: 'student',
        skills: 'hacking',
        serviceIntentions: 'community',
      }),
    ).toMatchObject({ code: '40000', msg: '个人技能包含无效选项' });
    const saved = await save({
      politicalStatus: 'league',
      education: 'bachelor',
      profession: 'student',
      skills: 'firstAid,language',
      serviceIntentions: ['community', 'elderly'],
    });
    expect(saved.code).toBe('1');
    expect(saved.data).toMatchObject({
      politicalStatus: 'league',
      education: 'bachelor',
      profession: 'student',
      skills: ['firstAid', 'language'],
      serviceIntentions: ['community', 'elderly'],
      profileCompleted: true,
    });
    // Another volunteer's token changes only that volunteer's own profile.
    const other = await makeVolunteer(app);
    const otherToken = (await tokensFor(app, 'volunteer', other.loginName, other.password))
      .access_token;
    const theirs = await save(
      {
        politicalStatus: 'masses',
        education: 'senior',
        profession: 'other',
        serviceIntentions: 'culture',
      },
      otherToken,
    );
    expect(theirs.data.loginName).toBe(other.loginName);
    const mine = await app
      .inject({
        method: 'GET',
        url: api('/volunteer/register/profile'),
        headers: bearer(access_token),
      })
      .then((r) => r.json());
    expect(mine.data.politicalStatus).toBe('league');
  });

  it('needs a volunteer token', async () => {
    const res = await app.inject({ method: 'GET', url: api('/volunteer/register/profile') });
    expect(res.statusCode).toBe(401);
  });
});
