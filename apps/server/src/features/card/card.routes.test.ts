import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { type App, api, createTestApp } from '../../../test/test-app';
import { volunteers } from '../../db/schema/index';
import { districtIdByName, signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { clock } from '../../kernel';

let app: App;
let youthAssociation: number;
beforeAll(async () => {
  app = await createTestApp();
  youthAssociation = await districtIdByName(app, '广州市青年志愿者协会');
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const get = (path: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());
const post = (path: string, headers: Headers, payload: object = {}) =>
  app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json());

describe('volunteer card', () => {
  it('shows the owner their card with number, stars, hours and main organisation', async () => {
    const v = await signedInVolunteer(app, {
      serviceMinutes: 6100,
      districtIds: [youthAssociation],
    });
    await app.deps.db.update(volunteers).set({ starLevel: 1 }).where(eq(volunteers.id, v.id));
    const res = await get('/volunteer/card/myCard', v.headers);
    expect(res.code).toBe('1');
    expect(res.data).toMatchObject({
      name: '测试志愿者',
      starLevel: 1,
      serviceMinutes: 6100,
      organisation: '广州市青年志愿者协会',
    });
    expect(res.data.volunteerNo).toMatch(/^GD\d+$/);
    expect(res.data.checkCode).toHaveLength(20);
    // The code is made once: a second view shows the same card.
    expect((await get('/volunteer/card/myCard', v.headers)).data.checkCode).toBe(
      res.data.checkCode,
    );
  });

  it('answers a public check with validity and masked public fields only', async () => {
    const v = await signedInVolunteer(app, { serviceMinutes: 600 });
    const card = (await get('/volunteer/card/myCard', v.headers)).data;
    const byQuery = await get(`/volunteer/srvpg/volunteerCardQuery?code=${card.checkCode}`);
    expect(byQuery.code).toBe('1');
    expect(byQuery.data).toEqual({
      valid: true,
      reason: null,
      name: '测****',
      volunteerNo: card.volunteerNo,
      starLevel: 0,
      organisation: null,
      registeredYear: expect.any(Number),
    });
    expect(JSON.stringify(byQuery.data)).not.toContain('600');
    const byHeader = await get('/volunteer/srvpg/volunteerCardQuery', {
      'x-card-code': card.checkCode.toLowerCase(),
    });
    expect(byHeader.data.valid).toBe(true);
  });

  it('reads a renewed card’s old code as invalid and a logged-off volunteer’s card as invalid', async () => {
    const v = await signedInVolunteer(app);
    const old = (await get('/volunteer/card/myCard', v.headers)).data.checkCode;
    const renewed = await post('/volunteer/card/renew', v.headers);
    expect(renewed.code).toBe('1');
    expect(renewed.data.checkCode).not.toBe(old);
    const stale = await get(`/volunteer/srvpg/volunteerCardQuery?code=${old}`);
    expect(stale.data).toMatchObject({ valid: false, name: null, volunteerNo: null });
    expect(stale.data.reason).toContain('补办');

    await app.deps.db
      .update(volunteers)
      .set({ logoffState: 'cooling' })
      .where(eq(volunteers.id, v.id));
    const loggedOff = await get(
      `/volunteer/srvpg/volunteerCardQuery?code=${renewed.data.checkCode}`,
    );
    expect(loggedOff.data).toMatchObject({
      valid: false,
      reason: '该志愿者账号已注销，志愿者证失效',
    });
  });

  it('refuses a check without a code and answers a malformed one as invalid', async () => {
    const none = await get('/volunteer/srvpg/volunteerCardQuery');
    expect(none).toMatchObject({ code: '40000', msg: '请提供志愿者证查验码' });
    const junk = await get('/volunteer/srvpg/volunteerCardQuery?code=not-a-code');
    expect(junk.data.valid).toBe(false);
  });

  it('draws the card as a PNG whose QR code opens the public check of this card', async () => {
    const v = await signedInVolunteer(app, { districtIds: [youthAssociation] });
    const card = (await get('/volunteer/card/myCard', v.headers)).data;
    const res = await app.inject({
      method: 'GET',
      url: api('/volunteer/card/image'),
      headers: { ...v.headers, host: 'zyz.example.cn' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('志愿者证-'));
    const { data, info } = await sharp(res.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1012, 638]);
    const qr = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(qr?.data).toBe(`http://zyz.example.cn/card?check=${card.checkCode}`);
  });

  it('is for volunteers only: no token is 401, an organiser token is refused', async () => {
    const anonymous = await app.inject({ method: 'GET', url: api('/volunteer/card/image') });
    expect(anonymous.statusCode).toBe(401);
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    expect((await get('/volunteer/card/myCard', org.headers)).code).toBe('40300');
  });
});

describe('third-party hours report', () => {
  async function volunteerWithGrant(validHours = 24) {
    const v = await signedInVolunteer(app, { serviceMinutes: 150, trainingMinutes: 30 });
    const card = (await get('/volunteer/card/myCard', v.headers)).data;
    const grant = await post('/volunteer/report/grant/create', v.headers, {
      grantee: '广州市第一中学',
      validHours,
    });
    expect(grant.code).toBe('1');
    return { v, volunteerNo: card.volunteerNo as string, grant: grant.data };
  }
  const report = (volunteerNo: string, authCode: string) =>
    get(`/volunteer/report/authByThird?volunteerNo=${volunteerNo}&authCode=${authCode}`);

  it('shows verified hours once to the holder of the code, then refuses the code', async () => {
    const { v, volunteerNo, grant } = await volunteerWithGrant();
    expect(grant.authCode).toMatch(/^[2-9A-Z]{10}$/);
    const first = await report(volunteerNo, grant.authCode.toLowerCase());
    expect(first.code).toBe('1');
    expect(first.data).toMatchObject({
      name: '测试志愿者',
      volunteerNo,
      grantee: '广州市第一中学',
      serviceMinutes: 150,
      trainingMinutes: 30,
      rows: [],
    });
    expect(first.data.idCardMasked).toMatch(/\*/);
    const again = await report(volunteerNo, grant.authCode);
    expect(again.code).toBe('40300');
    expect(again.msg).toContain('授权码无效');
    const list = await get('/volunteer/report/grant/list', v.headers);
    expect(list.data.list[0]).toMatchObject({ grantId: grant.grantId, state: 'used' });
    expect(JSON.stringify(list.data)).not.toContain(grant.authCode);
  });

  it('does not burn the code on a wrong volunteer number, and refuses another volunteer’s number', async () => {
    const { volunteerNo, grant } = await volunteerWithGrant();
    const other = await volunteerWithGrant();
    expect((await report(other.volunteerNo, grant.authCode)).code).toBe('40300');
    expect((await report('GD0', grant.authCode)).code).toBe('40300');
    expect((await report(volunteerNo, grant.authCode)).code).toBe('1');
  });

  it('refuses a revoked or expired code; only the owner may revoke', async () => {
    const { v, volunteerNo, grant } = await volunteerWithGrant();
    const stranger = await signedInVolunteer(app);
    const foreign = await post('/volunteer/report/grant/revoke', stranger.headers, {
      grantId: grant.grantId,
    });
    expect(foreign.code).toBe('40900');
    const revoked = await post('/volunteer/report/grant/revoke', v.headers, {
      grantId: grant.grantId,
    });
    expect(revoked.data.state).toBe('revoked');
    expect((await report(volunteerNo, grant.authCode)).code).toBe('40300');

    const late = await volunteerWithGrant(1);
    const { thirdPartyGrants } = await import('../../db/schema/index');
    await app.deps.db
      .update(thirdPartyGrants)
      .set({ expiresAt: new Date(clock.nowMs() - 1000) })
      .where(eq(thirdPartyGrants.id, Number(late.grant.grantId)));
    expect((await report(late.volunteerNo, late.grant.authCode)).code).toBe('40300');
    const lateList = await get('/volunteer/report/grant/list', late.v.headers);
    expect(lateList.data.list[0].state).toBe('expired');
  });

  it('checks the grant input with Chinese messages', async () => {
    const v = await signedInVolunteer(app);
    const noGrantee = await post('/volunteer/report/grant/create', v.headers, { validHours: 24 });
    expect(noGrantee).toMatchObject({ code: '40000' });
    expect(noGrantee.msg).toContain('查询单位');
    const badHours = await post('/volunteer/report/grant/create', v.headers, {
      grantee: '某公司',
      validHours: 5,
    });
    expect(badHours.msg).toContain('请选择有效期');
    const noCode = await get('/volunteer/report/authByThird?volunteerNo=GD1');
    expect(noCode.msg).toContain('授权码');
  });
});
