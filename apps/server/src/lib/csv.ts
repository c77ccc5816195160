export type CsvCell = string | number | null;

// A spreadsheet runs a cell that starts with one of these as a formula; text someone else wrote
// (a mission's name, a message) must open as text, so it gets a leading apostrophe.
const formulaStart = /^[=+\-@\t\r]/;

function csvField(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 text (CRLF rows, quoted where needed) behind a UTF-8 byte-order mark: without the
 * mark, Excel on a Chinese Windows reads the file as GBK and shows the Chinese as mojibake.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headers, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
