import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMinutes, type CertificateRow } from '@zyz/domain';
import { contentWidth, ink, margin, paleRed, red, type Fonts } from './pdf-style';
import { textWidth, wrapText } from './text-layout';

/** Columns of the table: 序号, 活动名称, 组织单位, 服务时长. */
const columns = [36, 196, 150, contentWidth - 36 - 196 - 150];
const cellPad = 6;
const tableSize = 10;
const tableLine = 15;

/** A row's cells as wrapped lines, and the height they need. */
export function layoutRow(font: PDFFont, row: CertificateRow, index: number) {
  const cells = [String(index + 1), row.subject, row.organisation, formatMinutes(row.minutes)];
  const lines = cells.map((text, i) => wrapText(text, font, tableSize, columns[i]! - 2 * cellPad));
  const height = Math.max(...lines.map((l) => l.length)) * tableLine + 2 * cellPad;
  return { lines, height };
}

export function drawTableHeader(page: PDFPage, fonts: Fonts, y: number): number {
  const height = tableLine + 2 * cellPad;
  page.drawRectangle({ x: margin, y: y - height, width: contentWidth, height, color: red });
  let x = margin;
  ['序号', '活动名称', '组织单位', '服务时长'].forEach((label, i) => {
    page.drawText(label, {
      x: x + cellPad,
      y: y - cellPad - 11,
      size: tableSize,
      font: fonts.bold,
      color: rgb(1, 1, 1),
    });
    x += columns[i]!;
  });
  return y - height;
}

export function drawRow(
  page: PDFPage,
  font: PDFFont,
  cells: string[][],
  y: number,
  height: number,
  isShaded: boolean,
) {
  if (isShaded)
    page.drawRectangle({ x: margin, y: y - height, width: contentWidth, height, color: paleRed });
  let x = margin;
  cells.forEach((lines, i) => {
    lines.forEach((line, n) => {
      page.drawText(line, {
        x: x + cellPad,
        y: y - cellPad - 11 - n * tableLine,
        size: tableSize,
        font,
        color: ink,
      });
    });
    x += columns[i]!;
  });
  page.drawLine({
    start: { x: margin, y: y - height },
    end: { x: margin + contentWidth, y: y - height },
    thickness: 0.4,
    color: rgb(0.85, 0.75, 0.75),
  });
}

export function drawTotalRow(page: PDFPage, fonts: Fonts, totalMinutes: number, y: number): number {
  const height = tableLine + 2 * cellPad;
  page.drawLine({
    start: { x: margin, y },
    end: { x: margin + contentWidth, y },
    thickness: 1,
    color: red,
  });
  const total = `合计 ${formatMinutes(totalMinutes)}`;
  const width = textWidth(total, fonts.bold, 11);
  page.drawText(total, {
    x: margin + contentWidth - cellPad - width,
    y: y - cellPad - 11,
    size: 11,
    font: fonts.bold,
    color: red,
  });
  return y - height;
}
