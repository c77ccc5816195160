import path from 'node:path';
import sharp from 'sharp';
import { formatMinutes } from '@zyz/domain';
import { qrModules } from '../certificate';

export interface CardImageData {
  name: string;
  volunteerNo: string;
  starLevel: number;
  serviceMinutes: number;
  organisation: string | null;
  checkUrl: string;
  /** Stored upload URL of the photo, or null. */
  avatar: string | null;
  uploadDir: string;
}

// Twice the size of a bank card at 300 dpi's half: sharp enough to print, small to send.
const width = 1012;
const height = 638;
const red = '#c0171c';
const font = "'Noto Sans CJK SC', 'Noto Sans CJK', sans-serif";
const photo = { left: 56, top: 170, width: 240, height: 300 };

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Long organisation names are cut so they never run under the QR code. */
const clip = (s: string, max: number) =>
  [...s].length > max ? `${[...s].slice(0, max - 1).join('')}…` : s;

function qrPath(text: string, x: number, y: number, size: number) {
  const modules = qrModules(text);
  const cell = size / modules.length;
  let d = '';
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark)
        d += `M${(x + c * cell).toFixed(2)} ${(y + r * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`;
    }),
  );
  return `<path d="${d}" fill="#000"/>`;
}

/** The organisation in at most two lines of 11 characters, so it never runs under the QR code. */
function organisationLines(name: string | null): string[] {
  if (!name) return ['暂未加入组织'];
  const chars = [...name];
  return chars.length <= 11
    ? [name]
    : [chars.slice(0, 11).join(''), clip(chars.slice(11).join(''), 11)];
}

function cardSvg(data: CardImageData, hasPhoto: boolean): string {
  const stars = '★'.repeat(data.starLevel) + '☆'.repeat(5 - data.starLevel);
  const fields: [string, string, string?][] = [
    ['姓　　名', data.name],
    ['志愿者编号', data.volunteerNo],
    ['星　　级', data.starLevel > 0 ? stars : `${stars} 未评星`, red],
    ['服务时长', formatMinutes(data.serviceMinutes)],
  ];
  const label = (text: string, y: number) =>
    `<text x="336" y="${y}" font-size="24" fill="#8c8c8c">${text}</text>`;
  const rows = fields
    .map(
      ([name, value, colour], i) =>
        label(name, 214 + i * 62) +
        `<text x="476" y="${214 + i * 62}" font-size="30" fill="${colour ?? '#1f1f1f'}" font-weight="${i === 0 ? 700 : 400}">${escapeXml(value)}</text>`,
    )
    .join('');
  const orgTop = 214 + fields.length * 62;
  const org =
    label('所属组织', orgTop) +
    organisationLines(data.organisation)
      .map(
        (line, i) =>
          `<text x="476" y="${orgTop + i * 36}" font-size="26" fill="#1f1f1f">${escapeXml(line)}</text>`,
      )
      .join('');
  const placeholder = hasPhoto
    ? ''
    : `<rect x="${photo.left}" y="${photo.top}" width="${photo.width}" height="${photo.height}" fill="#fdf0f0"/>` +
      `<text x="${photo.left + photo.width / 2}" y="${photo.top + 180}" font-size="120" fill="${red}" text-anchor="middle">${escapeXml([...data.name][0] ?? '志')}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="${font}">
<rect width="${width}" height="${height}" rx="28" fill="#ffffff"/>
<rect width="${width}" height="130" rx="28" fill="${red}"/><rect y="100" width="${width}" height="30" fill="${red}"/>
<text x="56" y="82" font-size="44" font-weight="700" fill="#ffffff">广东志愿者证</text>
<text x="${width - 56}" y="80" font-size="22" fill="#ffe1e1" text-anchor="end" letter-spacing="3">VOLUNTEER CARD</text>
${placeholder}
<rect x="${photo.left}" y="${photo.top}" width="${photo.width}" height="${photo.height}" fill="none" stroke="#e8b4b4" stroke-width="2"/>
${rows}
${org}
<rect x="${width - 216}" y="${height - 246}" width="176" height="176" fill="#ffffff" stroke="#e8b4b4"/>
${qrPath(data.checkUrl, width - 208, height - 238, 160)}
<text x="${width - 128}" y="${height - 40}" font-size="18" fill="#8c8c8c" text-anchor="middle">扫码查验真伪</text>
<rect y="${height - 18}" width="${width}" height="18" fill="${red}"/>
</svg>`;
}

/** The stored photo, cropped to the card's frame; null when missing or unreadable. */
async function loadPhoto(avatar: string | null, uploadDir: string) {
  // Only names the upload feature makes; anything else is not a file of ours.
  const match = avatar ? /^\/uploads\/([0-9a-f]{32}\.(?:jpg|png|webp))$/.exec(avatar) : null;
  if (!match) return null;
  try {
    return await sharp(path.join(uploadDir, match[1]!))
      .resize(photo.width, photo.height, { fit: 'cover' })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The card as a PNG, drawn on the server so Chinese renders with the platform's own font. */
export async function renderCardPng(data: CardImageData): Promise<Buffer> {
  const photoBytes = await loadPhoto(data.avatar, data.uploadDir);
  const image = sharp(Buffer.from(cardSvg(data, photoBytes !== null)));
  if (photoBytes) image.composite([{ input: photoBytes, left: photo.left, top: photo.top }]);
  return image.png().toBuffer();
}
