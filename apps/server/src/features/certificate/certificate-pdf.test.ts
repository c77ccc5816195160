import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { renderCertificatePdf, type CertificatePdfData } from './certificate-pdf';
import { qrModules } from './certificate-qr';
import { extractPdfText, scanQrOnPage } from './pdf-text.test-util';

const verifyUrl = 'https://www.gdzyz.cn/zs?code=ABCDEFGHJK23456789MN';

const certificate = (rowCount: number): CertificatePdfData => ({
  number: 'GDZYZ-2026-000123',
  name: '欧阳志愿',
  idCardMasked: '4401**********1234',
  beginDate: '2026-01-01',
  endDate: '2026-11-20',
  totalMinutes: rowCount * 150,
  rows: Array.from({ length: rowCount }, (_, i) => ({
    subject: `社区长者关爱探访第${i + 1}期`,
    organisation: '广州市天河区青年志愿者协会',
    minutes: 150,
  })),
  issuer: '广东省志愿者联合会',
  issuedDate: '2026-11-21',
  issuedAt: new Date('2026-11-21T02:00:00Z'),
  verifyCode: 'ABCDEFGHJK23456789MN',
  verifyUrl,
});

describe('renderCertificatePdf', () => {
  it('writes a PDF whose Chinese text a reader extracts: name, masked ID, range, total, issuer', async () => {
    const bytes = await renderCertificatePdf(certificate(3));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const [text] = await extractPdfText(bytes);
    for (const expected of [
      '志愿服务时长证明',
      '欧阳志愿',
      '4401**********1234',
      '2026年01月01日',
      '2026年11月20日',
      '7小时30分钟',
      '社区长者关爱探访第3期',
      '广州市天河区青年志愿者协会',
      '出具单位：广东省志愿者联合会',
      '出具日期：2026年11月21日',
      'GDZYZ-2026-000123',
      'ABCDEFGHJK23456789MN',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('embeds only a subset of the CJK font, so a certificate stays small', async () => {
    const bytes = await renderCertificatePdf(certificate(3));
    // The whole Simplified Chinese face is over 16 MB.
    expect(bytes.length).toBeLessThan(400_000);
  });

  it('continues a long table on further pages, every row and the total kept', async () => {
    const pages = await extractPdfText(await renderCertificatePdf(certificate(60)));
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join('');
    for (const n of [1, 30, 60]) expect(all).toContain(`社区长者关爱探访第${n}期`);
    expect(all).toContain('合计 150小时');
    expect(pages.at(-1)).toContain('出具单位：广东省志愿者联合会');
    expect(pages[1]).toContain('志愿服务时长证明（续）');
    expect(pages[0]).toContain(`第 1 页 / 共 ${pages.length} 页`);
  });

  it('prints a QR code that a scanner reads as the verification URL, on the last page', async () => {
    const short = await renderCertificatePdf(certificate(2));
    expect(await scanQrOnPage(short, 1)).toBe(verifyUrl);
    const long = await renderCertificatePdf(certificate(60));
    const pageCount = (await extractPdfText(long)).length;
    expect(await scanQrOnPage(long, 1)).toBeNull();
    expect(await scanQrOnPage(long, pageCount)).toBe(verifyUrl);
  });

  it('draws the same document for the same certificate', async () => {
    const [a, b] = [
      await renderCertificatePdf(certificate(2)),
      await renderCertificatePdf(certificate(2)),
    ];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

describe('qrModules', () => {
  it('encodes the verification URL so a QR decoder reads it back', () => {
    const modules = qrModules(verifyUrl);
    const scale = 4;
    const quiet = 4;
    const side = (modules.length + 2 * quiet) * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    modules.forEach((row, r) =>
      row.forEach((isDark, c) => {
        if (!isDark) return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const at = (((r + quiet) * scale + dy) * side + (c + quiet) * scale + dx) * 4;
            pixels.fill(0, at, at + 3);
          }
      }),
    );
    expect(jsQR(pixels, side, side)?.data).toBe(verifyUrl);
  });
});
