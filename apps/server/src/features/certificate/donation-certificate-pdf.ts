import { PDFDocument } from 'pdf-lib';
import { embedCjkFont } from './certificate-font';
import { drawClosing, type ClosingData } from './certificate-pdf-closing';
import { drawFrame } from './certificate-pdf';
import { centre, contentWidth, grey, ink, margin, pageHeight, pageWidth, red } from './pdf-style';
import { chineseDate, wrapText } from './text-layout';

export interface DonationCertificatePdfData extends ClosingData {
  number: string;
  donorName: string;
  idCardMasked: string;
  /** '人民币 1,000.00 元' or the goods and their quantity. */
  description: string;
  donatedOn: string;
  purpose: string;
  organisation: string;
  issuedAt: Date;
}

/** One A4 page in the time certificate's frame, font and closing (issuer, date, QR code). */
export async function renderDonationCertificatePdf(
  data: DonationCertificatePdfData,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`捐赠证书 ${data.number}`);
  doc.setCreator('广东志愿者服务平台');
  doc.setProducer('广东志愿者服务平台');
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);
  const fonts = {
    regular: await embedCjkFont(doc, 'regular'),
    bold: await embedCjkFont(doc, 'bold'),
  };
  const page = doc.addPage([pageWidth, pageHeight]);
  drawFrame(page);
  const top = pageHeight - margin - 26;
  centre(page, '捐 赠 证 书', fonts.bold, 32, top, red);
  centre(page, `证书编号：${data.number}`, fonts.regular, 10, top - 28, grey);

  let y = top - 100;
  page.drawText(`${data.donorName}（身份证号：${data.idCardMasked}）：`, {
    x: margin,
    y,
    size: 14,
    font: fonts.bold,
    color: ink,
  });
  y -= 36;
  const text =
    `感谢您于 ${chineseDate(data.donatedOn)} 向 ${data.organisation} 捐赠 ${data.description}，` +
    `用于${data.purpose}。您的爱心善举已由受赠组织登记确认，特发此证，以资感谢。`;
  wrapText(text, fonts.regular, 14, contentWidth - 28).forEach((line, i) => {
    page.drawText(line, {
      x: margin + (i === 0 ? 28 : 0),
      y,
      size: 14,
      font: fonts.regular,
      color: ink,
    });
    y -= 28;
  });
  y -= 12;
  const facts: [string, string][] = [
    ['捐赠内容', data.description],
    ['捐赠日期', chineseDate(data.donatedOn)],
    ['捐赠用途', data.purpose],
    ['受赠组织', data.organisation],
  ];
  for (const [label, value] of facts) {
    page.drawText(`${label}：`, { x: margin + 28, y, size: 12, font: fonts.bold, color: ink });
    for (const line of wrapText(value, fonts.regular, 12, contentWidth - 120)) {
      page.drawText(line, { x: margin + 104, y, size: 12, font: fonts.regular, color: ink });
      y -= 22;
    }
    y -= 4;
  }
  drawClosing(page, fonts, { ...data, verifyPage: '捐赠证书' }, Math.min(y - 40, 300));
  centre(page, data.number, fonts.regular, 8, 40, grey);
  return doc.save();
}
