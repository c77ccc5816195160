import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { writeFileSync } from 'node:fs';
import { type App, api, createTestApp } from '../../../test/test-app';
import { donations } from '../../db/schema/index';
import { districtIdByName, signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { acceptedShift } from '../attendance/attendance.test-kit';
import { extractPdfText, scanQrOnPage } from '../certificate/pdf-text.test-util';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const get = (path: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());
const post = (path: string, headers: Headers, payload: object = {}) =>
  app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json());

/** A signed-in volunteer, a member of the nodes `memberOf` (none: tied to no organisation). */
async function donor(memberOf: number[] = []) {
  const v = await signedInVolunteer(app, { districtIds: memberOf });
  const me = await get('/volunteer/user/current', v.headers);
  return { ...v, volunteerNo: me.data.volunteerNo as string };
}

const money = (volunteerNo: string, extra: object = {}) => ({
  volunteerNo,
  donorName: '测试志愿者',
  kind: 'money',
  amount: '1,000.50',
  donatedOn: '2026-03-08',
  purpose: '山区儿童助学',
  ...extra,
});

const unknownDonor = {
  code: '40400',
  msg: '未找到可由本组织登记的捐赠人：请核对志愿者编号与姓名，捐赠人须为本组织（含下级组织）的成员或活动报名者',
  data: null,
};

describe('donations in the console', () => {
  it('records a money and a goods donation for a volunteer, listed in the organiser’s scope', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const v = await donor([org.districtId]);
    const saved = await post('/manage/pc/donation/save', org.headers, money(v.volunteerNo));
    expect(saved.code).toBe('1');
    expect(saved.data).toMatchObject({
      kind: 'money',
      amountFen: 100050,
      description: '人民币 1,000.50 元',
      organisation: '广州市青年志愿者协会',
      donorName: '测试志愿者',
      state: 'valid',
      certNumber: null,
    });
    const goods = await post('/manage/pc/donation/save', org.headers, {
      ...money(v.volunteerNo, {
        kind: 'goods',
        amount: '',
        goodsName: '大米',
        goodsQuantity: '20袋',
      }),
    });
    expect(goods.data.description).toBe('大米 20袋');
    const list = await get(`/manage/pc/donation/list?keyword=${v.volunteerNo}`, org.headers);
    expect(list.data.total).toBe(2);
    const goodsOnly = await get(
      `/manage/pc/donation/list?keyword=${v.volunteerNo}&kind=goods`,
      org.headers,
    );
    expect(goodsOnly.data.list.map((d: { donationId: string }) => d.donationId)).toEqual([
      goods.data.donationId,
    ]);

    // A sibling organisation does not see them.
    const other = await signedInOrganiser(app, '天河区阳光志愿服务队');
    const foreign = await get(`/manage/pc/donation/list?keyword=${v.volunteerNo}`, other.headers);
    expect(foreign.data.total).toBe(0);
  });

  it('refuses a donor whose number and name do not match, and bad input, saving nothing', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const v = await donor([org.districtId]);
    const wrongName = await post(
      '/manage/pc/donation/save',
      org.headers,
      money(v.volunteerNo, { donorName: '李四' }),
    );
    expect(wrongName).toEqual(unknownDonor);
    const noAmount = await post(
      '/manage/pc/donation/save',
      org.headers,
      money(v.volunteerNo, { amount: '' }),
    );
    expect(noAmount).toMatchObject({ code: '40000' });
    expect(noAmount.msg).toContain('请填写捐赠金额');
    const badAmount = await post(
      '/manage/pc/donation/save',
      org.headers,
      money(v.volunteerNo, { amount: '-5' }),
    );
    expect(badAmount.msg).toContain('金额应为大于0的数字');
    const future = await post(
      '/manage/pc/donation/save',
      org.headers,
      money(v.volunteerNo, { donatedOn: '2099-01-01' }),
    );
    expect(future).toMatchObject({ code: '40000', msg: '捐赠日期不能晚于今天' });
    const noGoods = await post(
      '/manage/pc/donation/save',
      org.headers,
      money(v.volunteerNo, { kind: 'goods' }),
    );
    expect(noGoods.msg).toContain('请填写物资名称');
    expect((await get('/volunteer/donation/list', v.headers)).data.total).toBe(0);
  });

  it('voids an entry of its own scope only, once', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const other = await signedInOrganiser(app, '天河区阳光志愿服务队');
    const v = await donor([org.districtId]);
    const saved = await post('/manage/pc/donation/save', org.headers, money(v.volunteerNo));
    const input = { donationId: saved.data.donationId, reason: '金额登记错误' };
    expect((await post('/manage/pc/donation/void', other.headers, input)).code).toBe('40300');
    const voided = await post('/manage/pc/donation/void', org.headers, input);
    expect(voided.data).toMatchObject({ state: 'void', voidReason: '金额登记错误' });
    expect((await post('/manage/pc/donation/void', org.headers, input)).code).toBe('40900');
    const issue = await post('/volunteer/donation/certificate/issue', v.headers, {
      donationId: saved.data.donationId,
    });
    expect(issue).toMatchObject({ code: '40900', msg: '该捐赠记录已作废，不能开具证书' });
  });

  it('is for organisers: a volunteer token is refused', async () => {
    const v = await donor();
    expect((await post('/manage/pc/donation/save', v.headers, money(v.volunteerNo))).code).toBe(
      '40300',
    );
  });
});

describe('a donor the organisation is tied to', () => {
  const donationsOf = async (v: { headers: Headers }) =>
    (await get('/volunteer/donation/list', v.headers)).data.total;

  it('refuses a volunteer with no tie to it, with the same answer as a wrong name', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const stranger = await donor();
    expect(
      await post('/manage/pc/donation/save', org.headers, money(stranger.volunteerNo)),
    ).toEqual(unknownDonor);
    expect(await donationsOf(stranger)).toBe(0);
  });

  it('refuses a member of an organisation elsewhere, even a sibling', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    for (const name of ['深圳市义工联合会', '天河区阳光志愿服务队']) {
      const elsewhere = await donor([await districtIdByName(app, name)]);
      expect(
        await post('/manage/pc/donation/save', org.headers, money(elsewhere.volunteerNo)),
      ).toEqual(unknownDonor);
      expect(await donationsOf(elsewhere)).toBe(0);
    }
  });

  it('accepts an applicant to its missions who never joined it', async () => {
    const { org, volunteers } = await acceptedShift(app);
    const applicant = volunteers[0]!;
    const me = await get('/volunteer/user/current', applicant.headers);
    const saved = await post(
      '/manage/pc/donation/save',
      org.headers,
      money(me.data.volunteerNo as string, { donorName: me.data.name }),
    );
    expect(saved.code).toBe('1');
  });

  it('lets a city federation name members of organisations under it', async () => {
    const city = await signedInOrganiser(app, '广州市志愿者联合会');
    const member = await donor([await districtIdByName(app, '广州市青年志愿者协会')]);
    expect(
      (await post('/manage/pc/donation/save', city.headers, money(member.volunteerNo))).code,
    ).toBe('1');
    expect(await donationsOf(member)).toBe(1);
  });

  it('lets the provincial federation name any volunteer', async () => {
    const province = await signedInOrganiser(app, '广东省志愿者联合会');
    const v = await donor();
    expect(
      (await post('/manage/pc/donation/save', province.headers, money(v.volunteerNo))).code,
    ).toBe('1');
  });
});

describe('donation certificates', () => {
  async function donationOf() {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const v = await donor([org.districtId]);
    const saved = await post('/manage/pc/donation/save', org.headers, money(v.volunteerNo));
    return { org, v, donationId: saved.data.donationId as string };
  }

  it('lists the volunteer’s donations and issues one numbered certificate per donation', async () => {
    const { v, donationId } = await donationOf();
    const list = await get('/volunteer/donation/list', v.headers);
    expect(list.data).toMatchObject({ total: 1, list: [{ donationId, purpose: '山区儿童助学' }] });
    const first = await post('/volunteer/donation/certificate/issue', v.headers, { donationId });
    expect(first.data.certNumber).toMatch(/^GDJZ-\d{4}-\d{6}$/);
    const again = await post('/volunteer/donation/certificate/issue', v.headers, { donationId });
    expect(again.data.certNumber).toBe(first.data.certNumber);
    expect(again.data.certVerifyCode).toBe(first.data.certVerifyCode);
  });

  it('downloads a PDF with the donation, number and a QR code to the public verification', async () => {
    const { v, donationId } = await donationOf();
    const res = await app.inject({
      method: 'GET',
      url: api(`/volunteer/donation/certificate/download?donationId=${donationId}`),
      headers: { ...v.headers, host: 'zyz.example.cn' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const cert = (await get('/volunteer/donation/list', v.headers)).data.list[0];
    const [text] = await extractPdfText(res.rawPayload);
    expect(text).toContain('捐 赠 证 书');
    expect(text).toContain(cert.certNumber);
    expect(text).toContain('人民币 1,000.50 元');
    expect(text).toContain('山区儿童助学');
    expect(text).toContain('广州市青年志愿者协会');
    if (process.env.KEEP_PDF) writeFileSync(process.env.KEEP_PDF, res.rawPayload);
    expect(await scanQrOnPage(new Uint8Array(res.rawPayload), 1)).toBe(
      `http://zyz.example.cn/donation?code=${cert.certVerifyCode}`,
    );
    const verified = await get(`/home/donation/verify?code=${cert.certVerifyCode}`);
    expect(verified.data).toMatchObject({
      genuine: true,
      isVoid: false,
      number: cert.certNumber,
      donorName: '测****',
      description: '人民币 1,000.50 元',
    });
  });

  it('answers another volunteer’s donation as not found', async () => {
    const { donationId } = await donationOf();
    const stranger = await signedInVolunteer(app);
    const issue = await post('/volunteer/donation/certificate/issue', stranger.headers, {
      donationId,
    });
    expect(issue).toMatchObject({ code: '40400', msg: '捐赠记录不存在' });
    const pdf = await get(
      `/volunteer/donation/certificate/download?donationId=${donationId}`,
      stranger.headers,
    );
    expect(pdf.code).toBe('40400');
  });

  it('verifies an altered row as not genuine and a voided donation as void', async () => {
    const { org, v, donationId } = await donationOf();
    const cert = (await post('/volunteer/donation/certificate/issue', v.headers, { donationId }))
      .data;
    await post('/manage/pc/donation/void', org.headers, { donationId, reason: '重复登记' });
    const voided = await get(`/home/donation/verify?code=${cert.certVerifyCode.toLowerCase()}`);
    expect(voided.data).toMatchObject({ genuine: true, isVoid: true });
    await app.deps.db
      .update(donations)
      .set({ purpose: '篡改后的用途' })
      .where(eq(donations.id, Number(donationId)));
    expect((await get(`/home/donation/verify?code=${cert.certVerifyCode}`)).data.genuine).toBe(
      false,
    );
    expect((await get('/home/donation/verify?code=XXXX')).data.genuine).toBe(false);
  });
});
