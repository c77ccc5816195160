import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { maskIdCard, toChinaCalendarDate } from '@zyz/domain';
import { volunteers } from '../../db/schema/index';
import { residentId } from '../../db/seed/ids';
import { districtIdByName, signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { clock } from '../../kernel';

let app: App;
let uploadDir: string;
let staff: Record<string, string>;
let cityStaff: Record<string, string>;
let countyId: number;
let jpeg: Buffer;

beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zyz-bank-test-'));
  app = await createTestApp({ uploadDir });
  staff = (await signedInOrganiser(app, '广东省志愿者联合会')).headers;
  cityStaff = (await signedInOrganiser(app, '广州市青年志愿者协会')).headers;
  countyId = await districtIdByName(app, '天河区志愿者联合会');
  jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c8161d' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

/** A signed-in volunteer whose ID number says they were born in `birthYear`. */
async function volunteerBorn(birthYear: number) {
  const v = await signedInVolunteer(app);
  const idCard = residentId(
    '440106',
    `${birthYear}0${randomInt(1, 10)}1${randomInt(0, 10)}`,
    String(randomInt(100, 1000)),
  );
  await app.deps.db
    .update(volunteers)
    .set({ idCardEnc: app.deps.cipher.encrypt(idCard), idCardHash: null })
    .where(eq(volunteers.id, v.id));
  return { ...v, idCard };
}

function multipart(parts: { field: string; content: Buffer; filename: string; type?: string }[]) {
  const boundary = '----zyzBankBoundary';
  const chunks: Buffer[] = [];
  for (const p of parts)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${p.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      p.content,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadPhotos = (headers: Record<string, string>, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: api('/volunteer/bankCard/photosRedoUpload'),
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};
const bothSides = () => [
  { field: 'front', content: jpeg, filename: 'front.jpg' },
  { field: 'back', content: jpeg, filename: 'back.jpg' },
];

async function sheetRows(xlsx: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book
    .getWorksheet('联名卡申请')!
    .eachRow((r) => rows.push((r.values as string[]).slice(1).map(String)));
  return rows;
}

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: api(url), headers });
const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'POST', url: api(url), headers, payload: payload as object });

const material = () => ({
  profession: '专业技术人员',
  education: '本科',
  idValidFrom: '2020-01-01',
  idValidTo: '2040-01-01',
  districtId: String(countyId),
  address: '天河路100号',
  workUnit: '广州某科技公司',
});
const debitInput = () => ({
  cardType: 'debit',
  acceptNotice: true,
  material: material(),
  gift: { gift: '志愿者环保袋', receiveDate: '2027-01-10' },
});
const creditInput = () => ({
  cardType: 'credit',
  acceptNotice: true,
  material: material(),
  contact: {
    annualIncome: '10万-20万元',
    contactName: '李四',
    contactRelation: '父母',
    contactMobile: '13800138000',
  },
});

describe('volunteer side', () => {
  it('prefills from the profile and tells whether one may apply', async () => {
    const v = await volunteerBorn(1990);
    const detail = (await get('/volunteer/bankCard/getUsersDetail', v.headers)).json();
    expect(detail.code).toBe('1');
    expect(detail.data).toMatchObject({
      name: '测试志愿者',
      birthday: expect.stringMatching(/^1990-/),
    });
    expect(detail.data.idCardMasked).not.toBe(v.idCard);
    const state = (await get('/volunteer/bankCard/getUsersApplyState', v.headers)).json();
    expect(state.data).toMatchObject({
      application: null,
      canApply: true,
      hasIdcardPic: { front: false, back: false },
    });
    const opts = (await get('/volunteer/bankCard/options', v.headers)).json();
    expect(opts.data.professions).toContain('学生');
  });

  it('stores ID photos re-encoded under private random names and refuses a polyglot or php', async () => {
    const v = await volunteerBorn(1990);
    const php = await uploadPhotos(v.headers, [
      { field: 'front', content: Buffer.from('<?php system($_GET[1]); ?>'), filename: 'a.php' },
    ]);
    expect(php.json()).toMatchObject({ code: '40000', msg: '仅支持 JPG、PNG、WebP 格式的图片' });
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<?php ?>'),
    ]);
    const poly = await uploadPhotos(v.headers, [
      { field: 'front', content: polyglot, filename: 'front.jpg' },
    ]);
    expect(poly.json()).toMatchObject({ code: '40000', msg: '图片已损坏或无法识别，请重新选择' });
    const big = await uploadPhotos(v.headers, [
      {
        field: 'front',
        content: Buffer.concat([jpeg, Buffer.alloc(2 * 1024 * 1024)]),
        filename: 'b.jpg',
      },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe('图片不能超过2MB');
    const none = await uploadPhotos(v.headers, []);
    expect(none.json()).toMatchObject({ code: '40000', msg: '请选择身份证正面或反面照片' });

    const front = await uploadPhotos(v.headers, [
      { field: 'front', content: jpeg, filename: '../x.php' },
    ]);
    expect(front.json()).toMatchObject({ code: '1', data: { front: true, back: false } });
    const pics = (await get('/volunteer/bankCard/inspectHasIdcardPic', v.headers)).json();
    expect(pics.data).toEqual({ front: true, back: false });
    const stored = fs.readdirSync(path.join(uploadDir, '.idcard'));
    expect(stored.every((n) => /^[0-9a-f]{32}\.jpg\.enc$/.test(n))).toBe(true);
    // Not reachable as a public upload.
    const pub = await app.inject({ method: 'GET', url: `/uploads/.idcard/${stored[0]}` });
    expect(pub.statusCode).not.toBe(200);
    const own = await get('/volunteer/bankCard/idcardPic?side=front', v.headers);
    expect(own.statusCode).toBe(200);
    expect((await sharp(own.rawPayload).metadata()).format).toBe('jpeg');
    const other = await volunteerBorn(1991);
    const notMine = await get('/volunteer/bankCard/idcardPic?side=front', other.headers);
    expect(notMine.json()).toMatchObject({ code: '40400' });
  });

  it('refuses an application without photos, with bad input, or from an ineligible volunteer', async () => {
    const v = await volunteerBorn(1990);
    const noPics = (await post('/volunteer/bankCard/apply', v.headers, debitInput())).json();
    expect(noPics).toMatchObject({ code: '40000', msg: '请上传身份证正面和反面照片' });
    await uploadPhotos(v.headers, bothSides());
    const notAccepted = (
      await post('/volunteer/bankCard/apply', v.headers, { ...debitInput(), acceptNotice: false })
    ).json();
    expect(notAccepted).toMatchObject({ code: '40000', msg: '请先阅读并同意申领须知' });
    const badDates = (
      await post('/volunteer/bankCard/apply', v.headers, {
        ...debitInput(),
        material: { ...material(), idValidTo: '2019-01-01' },
      })
    ).json();
    expect(badDates).toMatchObject({ code: '40000', msg: '证件有效期截止日须晚于起始日' });
    const noContact = (
      await post('/volunteer/bankCard/apply', v.headers, { ...creditInput(), contact: undefined })
    ).json();
    expect(noContact.code).toBe('40000');

    const old = await volunteerBorn(toChinaCalendarDate(clock.now()).year - 63);
    await uploadPhotos(old.headers, bothSides());
    const tooOld = (await post('/volunteer/bankCard/apply', old.headers, creditInput())).json();
    expect(tooOld.code).toBe('40000');
    expect(tooOld.msg).toContain('志愿者联名信用卡仅限60周岁及以下的志愿者申领');
    // The debit card takes older holders.
    expect((await post('/volunteer/bankCard/apply', old.headers, debitInput())).json().code).toBe(
      '1',
    );

    const young = await volunteerBorn(toChinaCalendarDate(clock.now()).year - 15);
    await uploadPhotos(young.headers, bothSides());
    const tooYoung = (await post('/volunteer/bankCard/apply', young.headers, debitInput())).json();
    expect(tooYoung.msg).toContain('仅限年满16周岁');

    const unverified = await signedInVolunteer(app);
    await app.deps.db
      .update(volunteers)
      .set({ idCardEnc: null })
      .where(eq(volunteers.id, unverified.id));
    await uploadPhotos(unverified.headers, bothSides());
    const noId = (await post('/volunteer/bankCard/apply', unverified.headers, debitInput())).json();
    expect(noId.msg).toContain('请先完成实名认证');
  });
});

describe('application, review and export', () => {
  it('goes through redo photos, approval and the bank export; one open application at a time', async () => {
    const v = await volunteerBorn(1990);
    await uploadPhotos(v.headers, bothSides());
    const applied = (await post('/volunteer/bankCard/apply', v.headers, debitInput())).json();
    expect(applied).toMatchObject({ code: '1', data: { state: 'pending', cardType: 'debit' } });
    const id = Number(applied.data.id);
    const again = (await post('/volunteer/bankCard/apply', v.headers, creditInput())).json();
    expect(again).toMatchObject({
      code: '40900',
      msg: '您已有一份进行中的联名卡申请，请等待审核结果',
    });
    const user = (await get('/volunteer/user/current', v.headers)).json();
    expect(user.data.cardStatus).toBe('pending');

    // Only the provincial federation reviews; a volunteer token is refused.
    expect((await get(`/manage/pc/bankCard/detail?id=${id}`, cityStaff)).json().code).toBe('40300');
    expect((await get(`/manage/pc/bankCard/detail?id=${id}`, v.headers)).json().code).toBe('40300');
    const detail = (await get(`/manage/pc/bankCard/detail?id=${id}`, staff)).json();
    expect(detail.data).toMatchObject({
      idCardMasked: maskIdCard(v.idCard),
      state: 'pending',
    });
    const pic = await get(`/manage/pc/bankCard/idcardPic?id=${id}&side=back`, staff);
    expect(pic.headers['content-type']).toBe('image/jpeg');
    const list = (
      await get(
        `/manage/pc/bankCard/list?keyword=${encodeURIComponent('测试')}&state=pending&pageSize=100`,
        staff,
      )
    ).json();
    expect(list.data.list.some((r: { id: string }) => r.id === String(id))).toBe(true);
    // A console tool sends every filter, empty ones as "": they read as absent.
    const blank = (
      await get('/manage/pc/bankCard/list?keyword=&state=&pageIndex=&pageSize=100', staff)
    ).json();
    expect(blank.code).toBe('1');
    expect(blank.data.list.some((r: { id: string }) => r.id === String(id))).toBe(true);

    const noReason = (
      await post('/manage/pc/bankCard/review', staff, { id, action: 'redo' })
    ).json();
    expect(noReason).toMatchObject({
      code: '40000',
      msg: '请填写原因（驳回或要求重新上传时必填）',
    });
    const redo = (
      await post('/manage/pc/bankCard/review', staff, {
        id,
        action: 'redo',
        reason: '正面照片模糊',
      })
    ).json();
    expect(redo.data.state).toBe('photosRequested');
    const seen = (await get('/volunteer/bankCard/getUsersApplyState', v.headers)).json();
    expect(seen.data.application).toMatchObject({
      state: 'photosRequested',
      redoReason: '正面照片模糊',
    });
    expect(seen.data.canApply).toBe(false);
    const approveEarly = (
      await post('/manage/pc/bankCard/review', staff, { id, action: 'approve' })
    ).json();
    expect(approveEarly.code).toBe('40900');

    await uploadPhotos(v.headers, [{ field: 'front', content: jpeg, filename: 'new.jpg' }]);
    const back = (await get(`/manage/pc/bankCard/detail?id=${id}`, staff)).json();
    expect(back.data.state).toBe('pending');

    const ok = (await post('/manage/pc/bankCard/review', staff, { id, action: 'approve' })).json();
    expect(ok.data).toMatchObject({ state: 'approved', stateName: '审核通过' });

    const res = await get('/manage/pc/bankCard/export', staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toContain('身份证号码');
    const mine = rows.find((r) => r[0] === String(id));
    expect(mine).toBeDefined();
    expect(mine).toContain(v.idCard);
    expect(mine).toContain('志愿者环保袋');

    const after = (await get('/volunteer/bankCard/getUsersApplyState', v.headers)).json();
    expect(after.data.application.state).toBe('submitted');
    expect((await get('/volunteer/user/current', v.headers)).json().data.cardStatus).toBe(
      'submitted',
    );
    // The batch is sent once: a second plain export finds nothing of it.
    const second = await get('/manage/pc/bankCard/export', staff);
    if (second.headers['content-type']?.includes('json')) expect(second.json().code).toBe('40400');
    else expect((await sheetRows(second.rawPayload)).some((r) => r[0] === String(id))).toBe(false);
    const batchNo = after.data.application.batchNo as string;
    const again2 = await get(`/manage/pc/bankCard/export?batchNo=${batchNo}`, staff);
    expect(again2.statusCode).toBe(200);
    expect(again2.headers['content-disposition']).toContain(batchNo);
  });

  it('rejects with a reason, after which the volunteer may apply again', async () => {
    const v = await volunteerBorn(1995);
    await uploadPhotos(v.headers, bothSides());
    const applied = (await post('/volunteer/bankCard/apply', v.headers, creditInput())).json();
    const id = Number(applied.data.id);
    const rejected = (
      await post('/manage/pc/bankCard/review', staff, {
        id,
        action: 'reject',
        reason: '工作单位信息不完整',
      })
    ).json();
    expect(rejected.data.state).toBe('rejected');
    const state = (await get('/volunteer/bankCard/getUsersApplyState', v.headers)).json();
    expect(state.data).toMatchObject({
      canApply: true,
      application: { state: 'rejected', rejectReason: '工作单位信息不完整' },
    });
    expect((await post('/volunteer/bankCard/apply', v.headers, creditInput())).json().code).toBe(
      '1',
    );
  });

  it('answers unknown ids and signed-out callers clearly', async () => {
    expect((await get('/manage/pc/bankCard/detail?id=999999999', staff)).json().code).toBe('40400');
    const anon = await app.inject({
      method: 'GET',
      url: api('/volunteer/bankCard/getUsersApplyState'),
    });
    expect(anon.statusCode).toBe(401);
  });
});
