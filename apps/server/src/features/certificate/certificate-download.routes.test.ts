import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { certificateKit, march } from './certificate.test-kit';
import { extractPdfText, scanQrOnPage } from './pdf-text.test-util';

// The PDF a volunteer downloads, read back as a reader and a phone's camera would: the same at
// any date (its range is fixed), so it runs once, not at each calendar instant.

let app: App;
const { issue, volunteerWithHours } = certificateKit(() => app);
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /volunteer/certificate/download', () => {
  it('downloads one’s own certificate as a PDF showing the name and number', async () => {
    const { v } = await volunteerWithHours();
    const cert = (await issue(v.headers, march)).data;
    const res = await app.inject({
      method: 'GET',
      url: api(`/volunteer/certificate/download?certificateId=${cert.certificateId}`),
      headers: v.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`志愿服务时长证明-${cert.number}.pdf`),
    );
    const [text] = await extractPdfText(res.rawPayload);
    expect(text).toContain('测试志愿者');
    expect(text).toContain(cert.number);
    expect(text).toContain('越秀公园文明引导');
    expect(text).toContain('4小时15分钟');
  });

  it('points the QR code at the verification page of the site downloaded from', async () => {
    const { v } = await volunteerWithHours();
    const cert = (await issue(v.headers, march)).data;
    const download = (host: string) =>
      app.inject({
        method: 'GET',
        url: api(`/volunteer/certificate/download?certificateId=${cert.certificateId}`),
        headers: { ...v.headers, host },
      });
    const real = await download('www.gdzyz.cn');
    expect(await scanQrOnPage(new Uint8Array(real.rawPayload), 1)).toBe(
      `http://www.gdzyz.cn/zs?code=${cert.verifyCode}`,
    );
    const forged = await download('evil.example/"><script>');
    expect(await scanQrOnPage(new Uint8Array(forged.rawPayload), 1)).toBe(
      `http://localhost/zs?code=${cert.verifyCode}`,
    );
  });
});
