import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { qrModules } from './certificate-qr';
import { contentWidth, grey, ink, margin, red, type Fonts } from './pdf-style';
import { chineseDate, textWidth } from './text-layout';

/** Height the closing block (issuer, date, QR code) needs below the table. */
export const closingHeight = 150;

/** What the closing block prints; `verifyPage` names where on the platform a code is checked. */
export interface ClosingData {
  verifyUrl: string;
  verifyCode: string;
  issuer: string;
  /** China date of issue, YYYY-MM-DD. */
  issuedDate: string;
  verifyPage?: string;
}

export function drawClosing(page: PDFPage, fonts: Fonts, data: ClosingData, top: number) {
  const qrSize = 92;
  drawQr(page, data.verifyUrl, margin, top - qrSize, qrSize);
  const note = [
    `扫描二维码或在平台“${data.verifyPage ?? '时长证明'}”页`,
    `输入验证码 ${data.verifyCode}`,
    '查验本证明真伪',
  ];
  note.forEach((line, i) =>
    page.drawText(line, {
      x: margin + qrSize + 10,
      y: top - 22 - i * 16,
      size: 9,
      font: fonts.regular,
      color: grey,
    }),
  );
  const right = margin + contentWidth;
  const lines: [string, PDFFont, number][] = [
    [`出具单位：${data.issuer}`, fonts.bold, 13],
    [`出具日期：${chineseDate(data.issuedDate)}`, fonts.regular, 12],
  ];
  lines.forEach(([text, font, size], i) => {
    page.drawText(text, {
      x: right - textWidth(text, font, size),
      y: top - 30 - i * 24,
      size,
      font,
      color: ink,
    });
  });
}

function drawQr(page: PDFPage, url: string, x: number, y: number, size: number) {
  const modules = qrModules(url);
  // Four light modules around the code, as scanners expect.
  const cell = size / (modules.length + 8);
  page.drawRectangle({
    x,
    y,
    width: size,
    height: size,
    color: rgb(1, 1, 1),
    borderColor: red,
    borderWidth: 0.6,
  });
  modules.forEach((row, r) =>
    row.forEach((isDark, c) => {
      if (isDark)
        page.drawRectangle({
          x: x + (c + 4) * cell,
          y: y + size - (r + 5) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
    }),
  );
}
