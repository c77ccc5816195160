import QRCode from 'qrcode';

/** The QR code of a text as rows of dark (true) and light modules, without the quiet zone. */
export function qrModules(text: string): boolean[][] {
  // Level M survives a smudged or creased print and still fits a long URL in few modules.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const rows: boolean[][] = [];
  for (let y = 0; y < modules.size; y++) {
    const row: boolean[] = [];
    for (let x = 0; x < modules.size; x++) row.push(modules.get(y, x) === 1);
    rows.push(row);
  }
  return rows;
}
