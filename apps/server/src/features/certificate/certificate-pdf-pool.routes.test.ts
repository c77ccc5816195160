import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { bearer, tokensFor } from '../../../test/factories';
import { renderCertificatePdf, type CertificatePdfData } from './certificate-pdf';
import { createPdfRenderer } from './certificate-pdf-pool';
import { renderDonationCertificatePdf } from './donation-certificate-pdf';
import { extractPdfText } from './pdf-text.test-util';
import { clock } from '../../kernel';

// Certificates are drawn on worker threads: the same document as before, and the server keeps
// answering other calls while one is drawn.

let app: App;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  // The demo volunteer's ten missions of seeded history make a certificate of real size.
  const tokens = await tokensFor(app, 'volunteer', 'zhangsan2024', 'Zyz@2024pass');
  headers = bearer(tokens.access_token);
});
afterAll(() => app.close());

const download = (certificateId: string) =>
  app.inject({
    method: 'GET',
    url: api(`/volunteer/certificate/download?certificateId=${certificateId}`),
    headers,
  });

const sample: CertificatePdfData = {
  number: 'GDZYZ-2026-000777',
  name: '陈志愿',
  idCardMasked: '4401**********5678',
  beginDate: '2026-01-01',
  endDate: '2026-11-20',
  totalMinutes: 600,
  rows: [
    { subject: '珠江沿岸净滩护河行动', organisation: '广州市青年志愿者协会', minutes: 480 },
    { subject: '社区垃圾分类督导', organisation: '天河区志愿者联合会', minutes: 120 },
  ],
  issuer: '广东省志愿者联合会',
  issuedDate: '2026-11-21',
  issuedAt: new Date('2026-11-21T02:00:00Z'),
  verifyCode: 'ABCDEFGHJK23456789MN',
  verifyUrl: 'https://www.gdzyz.cn/zs?code=ABCDEFGHJK23456789MN',
};

/** The longest time the event loop went without running a 10 ms timer, until stop(). */
function loopStallMeter() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last);
    },
  };
}

describe('certificate PDF worker threads', () => {
  it('draw byte for byte the document drawn in the main thread', { timeout: 90_000 }, async () => {
    const renderer = createPdfRenderer();
    try {
      const [pooled, direct] = await Promise.all([
        renderer.render(sample),
        renderCertificatePdf(sample),
      ]);
      expect(Buffer.from(pooled).equals(Buffer.from(direct))).toBe(true);
    } finally {
      await renderer.close();
    }
  });

  it(
    'draw donation certificates on the same threads, byte for byte',
    { timeout: 90_000 },
    async () => {
      const renderer = createPdfRenderer();
      const donation = {
        number: 'GDJZ-2026-000042',
        donorName: '陈志愿',
        idCardMasked: '4401**********5678',
        description: '人民币 1,000.00 元',
        donatedOn: '2026-10-01',
        purpose: '山区儿童助学',
        organisation: '广州市青年志愿者协会',
        issuer: '广东省志愿者联合会',
        issuedAt: new Date('2026-11-21T02:00:00Z'),
        issuedDate: '2026-11-21',
        verifyCode: 'ABCDEFGHJK23456789MN',
        verifyUrl: 'https://www.gdzyz.cn/donation/verify?code=ABCDEFGHJK23456789MN',
      };
      try {
        const [pooled, direct] = await Promise.all([
          renderer.renderDonation(donation),
          renderDonationCertificatePdf(donation),
        ]);
        expect(Buffer.from(pooled).equals(Buffer.from(direct))).toBe(true);
        const [text] = await extractPdfText(pooled);
        expect(text).toContain('捐 赠 证 书');
        expect(text).toContain('山区儿童助学');
      } finally {
        await renderer.close();
      }
    },
  );

  it(
    'keep the server answering while a download renders, and repeat downloads are the same PDF',
    {
      timeout: 90_000,
    },
    async () => {
      const today = new Date(clock.nowMs() + 8 * 3_600_000).toISOString().slice(0, 10);
      const begin = new Date(clock.nowMs() - 2 * 365 * 86_400_000).toISOString().slice(0, 10);
      const issued = await app
        .inject({
          method: 'POST',
          url: api('/volunteer/certificate/issue'),
          headers,
          payload: { beginDate: begin, endDate: today },
        })
        .then((r) => r.json());
      expect(issued.code).toBe('1');
      const id = issued.data.certificateId as string;

      const lag = loopStallMeter();
      const started = performance.now();
      const order: string[] = [];
      const first = download(id).then((r) => {
        order.push('pdf');
        return r;
      });
      // A light call made while the PDF is drawn answers first.
      const light = app
        .inject({
          method: 'GET',
          url: api(`/home/certificate/verify?code=${issued.data.verifyCode}`),
        })
        .then((r) => {
          order.push('verify');
          return r.json();
        });
      const [pdf, verified] = await Promise.all([first, light]);
      const took = performance.now() - started;
      const longestStall = lag.stop();
      expect(verified.data).toMatchObject({ genuine: true, number: issued.data.number });
      expect(order).toEqual(['verify', 'pdf']);
      // Drawn in the main thread, the font subsetting alone blocks the loop for most of the
      // download; on a worker the loop never stalls for long, however busy the machine is.
      expect(longestStall).toBeLessThan(took / 4);

      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const [text] = await extractPdfText(new Uint8Array(pdf.rawPayload));
      expect(text).toContain('张三');
      expect(text).toContain(issued.data.number);
      const again = await download(id);
      expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
    },
  );
});
