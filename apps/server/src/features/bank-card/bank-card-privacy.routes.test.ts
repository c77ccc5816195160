import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskIdCard, maskMobile } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import { auditLog, bankCardIdcardPhotos, volunteers } from '../../db/schema/index';
import { residentId } from '../../db/seed/ids';
import { districtIdByName, signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { idcardDir } from './idcard-photos';
import { encryptLegacyIdcardPhotos } from './idcard-photo-migration';

let app: App;
let uploadDir: string;
let staff: Record<string, string>;
let jpeg: Buffer;
let countyId: number;

beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zyz-bank-privacy-'));
  app = await createTestApp({ uploadDir });
  staff = (await signedInOrganiser(app, '广东省志愿者联合会')).headers;
  countyId = await districtIdByName(app, '天河区志愿者联合会');
  jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c8161d' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const boundary = '----zyzPrivacy';
const photosBody = () =>
  Buffer.concat(
    ['front', 'back']
      .flatMap((side) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${side}"; filename="${side}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from('\r\n'),
      ])
      .concat(Buffer.from(`--${boundary}--\r\n`)),
  );
const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: api(url), headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: api(url), headers, payload });

const contactMobile = '13912345678';
const material = () => ({
  profession: '专业技术人员',
  education: '本科',
  idValidFrom: '2020-01-01',
  idValidTo: '2040-01-01',
  districtId: String(countyId),
  address: '天河路100号',
  workUnit: '广州某科技公司',
});
const cards = {
  debit: () => ({ gift: { gift: '志愿者环保袋', receiveDate: '2027-01-10' } }),
  credit: () => ({
    contact: {
      annualIncome: '10万-20万元',
      contactName: '李四',
      contactRelation: '父母',
      contactMobile,
    },
  }),
};

/** A volunteer who uploaded photos and applied for the card. */
async function applicant(cardType: keyof typeof cards = 'debit') {
  const v = await signedInVolunteer(app);
  // The credit card takes applicants up to 60; a factory's volunteer may be born in the 1960s.
  const idCard = cardType === 'credit' ? residentId('440106', '19900101', '318') : v.idCard;
  if (idCard !== v.idCard)
    await app.deps.db
      .update(volunteers)
      .set({ idCardEnc: app.deps.cipher.encrypt(idCard), idCardHash: null })
      .where(eq(volunteers.id, v.id));
  await app.inject({
    method: 'POST',
    url: api('/volunteer/bankCard/photosRedoUpload'),
    payload: photosBody(),
    headers: { ...v.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const applied = await post('/volunteer/bankCard/apply', v.headers, {
    cardType,
    acceptNotice: true,
    material: material(),
    ...cards[cardType](),
  });
  return { ...v, idCard, applicationId: Number(applied.json().data.id) };
}

describe('bank-card review shows identity masked until an audited reveal', () => {
  it('masks in the detail, reveals to the provincial staff only, and records who looked', async () => {
    const v = await applicant();
    const detail = (await get(`/manage/pc/bankCard/detail?id=${v.applicationId}`, staff)).json();
    expect(detail.data).toMatchObject({
      idCardMasked: maskIdCard(v.idCard),
      mobileMasked: maskMobile(v.mobile),
    });
    expect(JSON.stringify(detail)).not.toContain(v.idCard);
    expect(JSON.stringify(detail)).not.toContain(v.mobile);

    const city = (await signedInOrganiser(app, '广州市志愿者联合会')).headers;
    for (const who of [city, v.headers])
      expect(
        (await post('/manage/pc/bankCard/reveal', who, { id: v.applicationId })).json().code,
      ).toBe('40300');
    const target = `volunteer:${v.id}`;
    const audits = () =>
      app.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'bankcard.reveal'), eq(auditLog.target, target)));
    expect(await audits()).toEqual([]);

    const revealed = await post('/manage/pc/bankCard/reveal', staff, { id: v.applicationId });
    expect(revealed.headers['cache-control']).toBe('no-store');
    expect(revealed.json()).toMatchObject({
      code: '1',
      data: { idCard: v.idCard, mobile: v.mobile, contactMobile: null },
    });
    const [entry] = await audits();
    expect(entry).toMatchObject({ actorKind: 'org', detail: { applicationId: v.applicationId } });
  });
});

describe('the credit card’s emergency contact', () => {
  it('shows reviewers the mobile masked, in full only through the reveal', async () => {
    const v = await applicant('credit');
    const detail = (await get(`/manage/pc/bankCard/detail?id=${v.applicationId}`, staff)).json();
    expect(detail).toMatchObject({
      code: '1',
      data: {
        cardType: 'credit',
        contact: {
          annualIncome: '10万-20万元',
          contactName: '李四',
          contactRelation: '父母',
          contactMobileMasked: maskMobile(contactMobile),
        },
      },
    });
    expect(JSON.stringify(detail)).not.toContain(contactMobile);
    const revealed = await post('/manage/pc/bankCard/reveal', staff, { id: v.applicationId });
    expect(revealed.json().data.contactMobile).toBe(contactMobile);
  });

  it('shows the applicant their own contact as typed', async () => {
    const v = await applicant('credit');
    const own = (await get('/volunteer/bankCard/getUsersApplyState', v.headers)).json();
    expect(own.data.application.contact).toEqual({
      annualIncome: '10万-20万元',
      contactName: '李四',
      contactRelation: '父母',
      contactMobile,
    });
  });
});

describe('ID-card photos are encrypted at rest', () => {
  it('stores no image bytes on disk, and serves the picture as a no-store attachment', async () => {
    const v = await applicant();
    const [row] = await app.deps.db
      .select()
      .from(bankCardIdcardPhotos)
      .where(eq(bankCardIdcardPhotos.volunteerId, v.id));
    expect(row!.frontFile).toMatch(/\.jpg\.enc$/);
    const onDisk = fs.readFileSync(path.join(idcardDir(uploadDir), row!.frontFile!));
    // No JPEG start-of-image marker: the file is ciphertext.
    expect(onDisk.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(false);

    for (const [url, headers] of [
      [`/manage/pc/bankCard/idcardPic?id=${v.applicationId}&side=front`, staff],
      ['/volunteer/bankCard/idcardPic?side=front', v.headers],
    ] as const) {
      const pic = await get(url, headers);
      expect(pic.statusCode).toBe(200);
      expect(pic.headers['content-type']).toBe('image/jpeg');
      expect(pic.headers['cache-control']).toBe('private, no-store');
      expect(pic.headers['content-disposition']).toMatch(
        /^attachment; filename="idcard-front\.jpg"/,
      );
      expect(pic.rawPayload.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);
    }
  });

  it('encrypts photos stored in plain before, and the reviewer still sees them', async () => {
    const v = await applicant();
    const [row] = await app.deps.db
      .select()
      .from(bankCardIdcardPhotos)
      .where(eq(bankCardIdcardPhotos.volunteerId, v.id));
    // Turn this applicant's front photo back into a plain file, as stored before encryption.
    const dir = idcardDir(uploadDir);
    const plainName = row!.backFile!.replace(/\.enc$/, '');
    fs.writeFileSync(path.join(dir, plainName), jpeg);
    await app.deps.db
      .update(bankCardIdcardPhotos)
      .set({ backFile: plainName })
      .where(eq(bankCardIdcardPhotos.volunteerId, v.id));
    fs.rmSync(path.join(dir, row!.backFile!));

    expect(await encryptLegacyIdcardPhotos(app.deps)).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(dir, plainName))).toBe(false);
    const [after] = await app.deps.db
      .select()
      .from(bankCardIdcardPhotos)
      .where(eq(bankCardIdcardPhotos.volunteerId, v.id));
    expect(after!.backFile).toBe(`${plainName}.enc`);
    const pic = await get('/volunteer/bankCard/idcardPic?side=back', v.headers);
    expect(pic.rawPayload.equals(jpeg)).toBe(true);
  });
});
