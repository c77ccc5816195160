import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { signedInOrganiser, signedInVolunteer } from '../../../test/factories';

let app: App;
let uploadDir: string;
let orgHeaders: Record<string, string>;
beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zyz-upload-test-'));
  app = await createTestApp({ uploadDir });
  orgHeaders = (await signedInOrganiser(app, '广州市青年志愿者协会')).headers;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

// A real 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with one part; `field` lets a test send the wrong field name. */
function multipart(content: Buffer, filename: string, type: string, field = 'file') {
  const boundary = '----zyzTestBoundary7MA4YWxk';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (body: ReturnType<typeof multipart>, headers: Record<string, string> = orgHeaders) =>
  app.inject({
    method: 'POST',
    url: api('/manage/pc/upload/image'),
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });

const storedFiles = () => fs.readdirSync(uploadDir);

describe('POST /manage/pc/upload/image', () => {
  it('stores a PNG under a random name and serves it as an image with nosniff', async () => {
    const res = await upload(multipart(png, '../../etc/passwd.png', 'image/png'));
    const body = res.json();
    expect(body.code).toBe('1');
    expect(body.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(body.data.url).not.toContain('passwd');

    const served = await app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('names a JPEG and a WebP by their content, whatever the client called them', async () => {
    const solid = () =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8161d' } });
    const jpeg = await solid().jpeg().toBuffer();
    const webp = await solid().webp().toBuffer();
    const a = (await upload(multipart(jpeg, 'cover.png', 'image/png'))).json();
    const b = (await upload(multipart(webp, 'cover', 'application/octet-stream'))).json();
    expect(a.data.url).toMatch(/\.jpg$/);
    expect(b.data.url).toMatch(/\.webp$/);
    const served = await app.inject({ method: 'GET', url: b.data.url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('drops the EXIF of a phone photo (its GPS position too) and cuts it to 1920 px', async () => {
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#336699' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { data } = (await upload(multipart(photo, 'IMG_0001.jpg', 'image/jpeg'))).json();
    const served = await app.inject({ method: 'GET', url: data.url });
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1920, height: 1440 });
  });

  it('refuses a file that only starts like an image, and stores nothing', async () => {
    const before = storedFiles().length;
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<?php ?>')]);
    const res = await upload(multipart(fake, 'cover.jpg', 'image/jpeg'));
    expect(res.json()).toMatchObject({ code: '40000', msg: '图片已损坏或无法识别，请重新选择' });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a .png that is really text, and stores nothing', async () => {
    const before = storedFiles().length;
    const res = await upload(
      multipart(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '40000', msg: '仅支持 JPG、PNG、WebP 格式的图片' });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an image over 2 MB with 413 and stores nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024, 0)]);
    const res = await upload(multipart(big, 'big.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: '40000', msg: '图片不能超过2MB' });
    expect(storedFiles().length).toBe(before);
  });

  it('asks for a file when none is sent', async () => {
    const empty = await upload(multipart(Buffer.alloc(0), 'empty.png', 'image/png'));
    expect(empty.json()).toMatchObject({ code: '40000', msg: '请选择要上传的图片' });
    const wrongField = await upload(multipart(png, 'a.png', 'image/png', 'image'));
    expect(wrongField.json()).toMatchObject({ code: '40000', msg: '请选择要上传的图片' });
    const notMultipart = await app.inject({
      method: 'POST',
      url: api('/manage/pc/upload/image'),
      headers: orgHeaders,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(200);
    expect(notMultipart.json().code).toBe('40000');
  });

  it('refuses a volunteer token with 40300 and no token with 401', async () => {
    const volunteer = await signedInVolunteer(app);
    const asVolunteer = await upload(multipart(png, 'a.png', 'image/png'), volunteer.headers);
    expect(asVolunteer.json().code).toBe('40300');
    const anonymous = await upload(multipart(png, 'a.png', 'image/png'), {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('401');
  });

  it('answers 404 for a stored name that does not exist or climbs out of the folder', async () => {
    const missing = await app.inject({ method: 'GET', url: '/uploads/0000.png' });
    expect(missing.statusCode).toBe(404);
    const climbing = await app.inject({ method: 'GET', url: '/uploads/..%2f..%2fpackage.json' });
    expect(climbing.statusCode).toBe(404);
  });
});
