import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { certificates } from '../../db/schema/index';
import { signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { certificateKit, march } from './certificate.test-kit';

// Issuing, listing and verifying, at every calendar instant too; the PDF a download carries is
// read in certificate-download.routes.test.ts.

let app: App;
const { get, issue, addRecord, volunteerWithHours, districts } = certificateKit(() => app);
let youthAssociation: number;
beforeAll(async () => {
  app = await createTestApp();
  ({ youthAssociation } = await districts());
});
afterAll(() => app.close());

describe('POST /volunteer/certificate/issue', () => {
  it('certifies the final service minutes of the China-date range, both ends included', async () => {
    const { v } = await volunteerWithHours();
    const res = await issue(v.headers, march);
    expect(res.code).toBe('1');
    expect(res.data).toMatchObject({
      ...march,
      totalMinutes: 255,
      missionCount: 2,
      issuer: '广东省志愿者联合会',
    });
    expect(res.data.number).toMatch(/^GDZYZ-\d{4}-\d{6}$/);
    expect(res.data.verifyCode).toMatch(/^[2-9A-HJKMNP-Z]{20}$/);
    const [row] = await app.deps.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, Number(res.data.certificateId)));
    expect(row!.rows).toEqual([
      { subject: '越秀公园文明引导', organisation: '广州市青年志愿者协会', minutes: 210 },
      { subject: '长者关爱探访', organisation: '天河区阳光志愿服务队', minutes: 45 },
    ]);
    expect(row!.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same certificate for the same range, unchanged by hours finalised later', async () => {
    const { v, park } = await volunteerWithHours();
    const first = await issue(v.headers, march);
    await addRecord({
      volunteerId: v.id,
      missionId: park.id,
      districtId: youthAssociation,
      minutes: 60,
      at: '2026-03-20 10:00',
    });
    const again = await issue(v.headers, { beginDate: '2026-03-01 ', endDate: '2026-03-31' });
    expect(again.data).toEqual(first.data);
    const wider = await issue(v.headers, { beginDate: '2026-03-01', endDate: '2026-04-01' });
    expect(wider.data.certificateId).not.toBe(first.data.certificateId);
    expect(wider.data.totalMinutes).toBe(255 + 60 + 600);
  });

  it('gives two simultaneous requests for one range a single certificate', async () => {
    const { v } = await volunteerWithHours();
    const answers = await Promise.all([issue(v.headers, march), issue(v.headers, march)]);
    expect(answers.map((a) => a.code)).toEqual(['1', '1']);
    expect(answers[0].data.certificateId).toBe(answers[1].data.certificateId);
    const list = await get('/volunteer/certificate/list', v.headers);
    expect(list.data.total).toBe(1);
  });

  it('refuses a range without final service hours with a clear message', async () => {
    const { v } = await volunteerWithHours();
    const res = await issue(v.headers, { beginDate: '2026-05-01', endDate: '2026-05-31' });
    expect(res).toMatchObject({
      code: '40900',
      msg: '所选时间段内没有已公示完毕的志愿服务时长，暂不能开具证明',
    });
    expect((await get('/volunteer/certificate/list', v.headers)).data.total).toBe(0);
  });

  it('spends no certificate number on a refused range', async () => {
    const { v } = await volunteerWithHours();
    const before = await issue(v.headers, march);
    const empty = await issue(v.headers, { beginDate: '2026-05-01', endDate: '2026-05-31' });
    expect(empty.code).toBe('40900');
    const after = await issue(v.headers, { beginDate: '2026-03-01', endDate: '2026-04-30' });
    const sequence = (n: string) => Number(n.slice(-6));
    expect(sequence(after.data.number)).toBe(sequence(before.data.number) + 1);
  });

  it('refuses bad ranges with the field named', async () => {
    const v = await signedInVolunteer(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ beginDate: '2026-03-31', endDate: '2026-03-01' }, '开始日期不能晚于结束日期'],
      [{ beginDate: '2026-02-30', endDate: '2026-03-01' }, '开始日期格式不正确，应为 YYYY-MM-DD'],
      [
        { beginDate: "2026-01-01' or 1=1 --", endDate: '2026-03-01' },
        '开始日期格式不正确，应为 YYYY-MM-DD',
      ],
      [{ endDate: '2026-03-01' }, '请选择开始日期'],
      [{ beginDate: '2026-01-01', endDate: '2999-01-01' }, '结束日期不能晚于今天'],
      [{ beginDate: ['2026-01-01'], endDate: '2026-03-01' }, '请选择开始日期'],
    ];
    for (const [payload, msg] of cases) {
      const res = await issue(v.headers, payload);
      expect(res.code, JSON.stringify(payload)).toBe('40000');
      expect(res.msg).toContain(msg);
    }
  });

  it('is for signed-in volunteers only', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: api('/volunteer/certificate/issue'),
      payload: march,
    });
    expect(anonymous.statusCode).toBe(401);
    const organiser = await signedInOrganiser(app, '广州市青年志愿者协会');
    expect((await issue(organiser.headers, march)).code).toBe('40300');
  });
});

describe('list and download', () => {
  it('lists only the caller’s certificates, newest first', async () => {
    const { v } = await volunteerWithHours();
    const other = await volunteerWithHours();
    await issue(other.v.headers, march);
    const a = await issue(v.headers, march);
    const b = await issue(v.headers, { beginDate: '2026-03-15', endDate: '2026-03-31' });
    const list = await get('/volunteer/certificate/list?pageIndex=1&pageSize=10', v.headers);
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((c: { certificateId: string }) => c.certificateId)).toEqual([
      b.data.certificateId,
      a.data.certificateId,
    ]);
  });

  it('treats another volunteer’s certificate as not found, and a bad id as bad input', async () => {
    const { v } = await volunteerWithHours();
    const cert = (await issue(v.headers, march)).data;
    const stranger = await signedInVolunteer(app);
    const theirs = await get(
      `/volunteer/certificate/download?certificateId=${cert.certificateId}`,
      stranger.headers,
    );
    expect(theirs).toMatchObject({ code: '40400', msg: '时长证明不存在' });
    const bad = await get('/volunteer/certificate/download?certificateId=1%20or%201=1', v.headers);
    expect(bad).toMatchObject({ code: '40000', msg: '证明编号格式不正确' });
  });
});

describe('GET /home/certificate/verify', () => {
  it('confirms a genuine certificate to anyone, showing no more than the certificate', async () => {
    const { v } = await volunteerWithHours();
    const cert = (await issue(v.headers, march)).data;
    const res = await get(`/home/certificate/verify?code=${cert.verifyCode.toLowerCase()}`);
    expect(res.code).toBe('1');
    expect(res.data).toEqual({
      genuine: true,
      number: cert.number,
      name: '测****',
      beginDate: '2026-03-01',
      endDate: '2026-03-31',
      totalMinutes: 255,
      issuedAt: cert.issuedAt,
      issuer: '广东省志愿者联合会',
    });
  });

  it('says not genuine for unknown, guessed or hostile codes', async () => {
    for (const code of ['ABCDEFGHJK23456789MN', 'GDZYZ-2026-000001', "' or ''='", '%00']) {
      const res = await get(`/home/certificate/verify?code=${encodeURIComponent(code)}`);
      expect(res.code).toBe('1');
      expect(res.data.genuine).toBe(false);
      expect(res.data.name).toBeNull();
    }
    const long = await get(`/home/certificate/verify?code=${'A'.repeat(65)}`);
    expect(long).toMatchObject({ code: '40000', msg: '验证码格式不正确' });
    expect((await get('/home/certificate/verify')).code).toBe('40000');
  });

  it('says not genuine once the stored certificate was altered', async () => {
    const { v } = await volunteerWithHours();
    const cert = (await issue(v.headers, march)).data;
    await app.deps.db
      .update(certificates)
      .set({ totalMinutes: sql`${certificates.totalMinutes} + 6000` })
      .where(eq(certificates.id, Number(cert.certificateId)));
    const res = await get(`/home/certificate/verify?code=${cert.verifyCode}`);
    expect(res.data.genuine).toBe(false);
  });
});
