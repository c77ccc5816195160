import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMinutes, type CertificateRow } from '@zyz/domain';
import { embedCjkFont } from './certificate-font';
import { closingHeight, drawClosing } from './certificate-pdf-closing';
import { drawRow, drawTableHeader, drawTotalRow, layoutRow } from './certificate-pdf-table';
import {
  centre,
  contentWidth,
  grey,
  ink,
  margin,
  pageHeight,
  pageWidth,
  red,
  type Fonts,
} from './pdf-style';
import { chineseDate, wrapText } from './text-layout';

export interface CertificatePdfData {
  number: string;
  name: string;
  idCardMasked: string;
  beginDate: string;
  endDate: string;
  totalMinutes: number;
  rows: CertificateRow[];
  issuer: string;
  /** China date of issue, YYYY-MM-DD. */
  issuedDate: string;
  issuedAt: Date;
  verifyCode: string;
  verifyUrl: string;
}

const footerY = 40;

export async function renderCertificatePdf(data: CertificatePdfData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Fixed metadata: the same certificate downloads as the same document.
  doc.setTitle(`志愿服务时长证明 ${data.number}`);
  doc.setCreator('广东志愿者服务平台');
  doc.setProducer('广东志愿者服务平台');
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);
  const fonts = {
    regular: await embedCjkFont(doc, 'regular'),
    bold: await embedCjkFont(doc, 'bold'),
  };

  let page = newPage(doc, fonts, data, false);
  let y = drawStatement(page, fonts, data);
  y = drawTableHeader(page, fonts, y);
  data.rows.forEach((row, index) => {
    const { lines, height } = layoutRow(fonts.regular, row, index);
    if (y - height < footerY + 30) {
      page = newPage(doc, fonts, data, true);
      y = drawTableHeader(page, fonts, pageHeight - margin - 60);
    }
    drawRow(page, fonts.regular, lines, y, height, index % 2 === 1);
    y -= height;
  });
  y = drawTotalRow(page, fonts, data.totalMinutes, y);
  if (y - closingHeight < footerY + 10) {
    page = newPage(doc, fonts, data, true);
    y = pageHeight - margin - 60;
  }
  drawClosing(page, fonts, data, y - 24);
  numberPages(doc, fonts.regular, data.number);
  return doc.save();
}

/** The double red border every certificate page carries (time and donation certificates). */
export function drawFrame(page: PDFPage) {
  page.drawRectangle({
    x: 20,
    y: 20,
    width: pageWidth - 40,
    height: pageHeight - 40,
    borderColor: red,
    borderWidth: 2.5,
  });
  page.drawRectangle({
    x: 27,
    y: 27,
    width: pageWidth - 54,
    height: pageHeight - 54,
    borderColor: red,
    borderWidth: 0.8,
  });
}

function newPage(doc: PDFDocument, fonts: Fonts, data: CertificatePdfData, isContinued: boolean) {
  const page = doc.addPage([pageWidth, pageHeight]);
  drawFrame(page);
  const title = isContinued ? '志愿服务时长证明（续）' : '志愿服务时长证明';
  const size = isContinued ? 18 : 28;
  const top = pageHeight - margin - (isContinued ? 10 : 26);
  centre(page, title, fonts.bold, size, top, red);
  if (!isContinued) centre(page, `证明编号：${data.number}`, fonts.regular, 10, top - 26, grey);
  return page;
}

function drawStatement(page: PDFPage, fonts: Fonts, data: CertificatePdfData): number {
  const text =
    `兹证明 ${data.name}（身份证号：${data.idCardMasked}）于 ${chineseDate(data.beginDate)} 至 ` +
    `${chineseDate(data.endDate)} 期间参加志愿服务活动，经活动组织单位记录并公示，` +
    `累计志愿服务时长 ${formatMinutes(data.totalMinutes)}。服务明细如下：`;
  let y = pageHeight - margin - 110;
  for (const line of wrapText(text, fonts.regular, 13, contentWidth - 26)) {
    page.drawText(line, {
      x: margin + (y === pageHeight - margin - 110 ? 26 : 0),
      y,
      size: 13,
      font: fonts.regular,
      color: ink,
    });
    y -= 24;
  }
  return y - 8;
}

function numberPages(doc: PDFDocument, font: PDFFont, number: string) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    centre(page, `${number}  第 ${i + 1} 页 / 共 ${pages.length} 页`, font, 8, footerY, grey);
  });
}
