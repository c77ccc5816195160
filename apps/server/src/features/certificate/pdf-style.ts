import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { textWidth } from './text-layout';

// Shared look of the certificate pages: A4 in points, red accents on white.

export const red = rgb(0.76, 0.09, 0.11);
export const paleRed = rgb(0.99, 0.94, 0.94);
export const ink = rgb(0.13, 0.13, 0.13);
export const grey = rgb(0.45, 0.45, 0.45);
export const [pageWidth, pageHeight] = [595.28, 841.89];
export const margin = 56;
export const contentWidth = pageWidth - 2 * margin;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export function centre(
  page: PDFPage,
  text: string,
  font: PDFFont,
  size: number,
  y: number,
  color = ink,
) {
  page.drawText(text, { x: (pageWidth - textWidth(text, font, size)) / 2, y, size, font, color });
}
