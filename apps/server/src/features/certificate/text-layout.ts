import type { PDFFont } from 'pdf-lib';

// Shaping a run with fontkit is slow for a CJK font, and wrapping measures every growing line;
// widths per character at size 1, summed, are what Chinese text needs (it has no kerning).
const charWidths = new WeakMap<PDFFont, Map<string, number>>();

export function textWidth(text: string, font: PDFFont, size: number): number {
  let widths = charWidths.get(font);
  if (!widths) charWidths.set(font, (widths = new Map()));
  let total = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) widths.set(char, (width = font.widthOfTextAtSize(char, 1)));
    total += width;
  }
  return total * size;
}

/** Characters that must not start a line: they stay with the one before. */
const closing = new Set([...'，。、；：！？）》」』】,.;:!?)']);

/**
 * Splits text into lines no wider than `width`. Chinese may break between any two characters;
 * a run of Latin letters or digits (a number, an amount, a code) is kept whole when it fits on a line.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  // A comma before a digit belongs to the number (1,000.50), so amounts are never split.
  const tokens = text.match(/(?:[A-Za-z0-9\-.:@/]|,(?=\d))+|./gsu) ?? [];
  const lines: string[] = [];
  let line = '';
  const widthOf = (s: string) => textWidth(s, font, size);
  for (const token of tokens) {
    if (token === '\n') {
      lines.push(line);
      line = '';
      continue;
    }
    if (widthOf(line + token) <= width || (closing.has(token) && line !== '')) {
      line += token;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    // A token wider than a whole line is cut character by character.
    for (const char of widthOf(token) <= width ? [token] : [...token]) {
      if (widthOf(line + char) > width && line !== '') {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** 2026-11-21 → 2026年11月21日 */
export function chineseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${year}年${month}月${day}日`;
}
