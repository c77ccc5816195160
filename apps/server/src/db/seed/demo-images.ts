import sharp from 'sharp';
import type { DataCipher } from '../../lib/crypto';
import { storeImage } from '../../features/upload/upload.service';
import { storeIdcardPhoto } from '../../features/bank-card/idcard-photos';

// Pictures the demo ships with, drawn here as SVG and stored as PNG through the same path an
// upload takes (re-encoded, random name under UPLOAD_DIR), so a fresh start needs nothing from
// the internet. No text in them: the portal lays the title over a banner, and a server without
// CJK fonts would draw boxes.

const red = ['#b71c1c', '#d32f2f', '#e53935'];
const warm = ['#ff7043', '#ffa726', '#ffcc80'];

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const gradient = (id: string, from: string, to: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

/** A heart held by two hands' arcs on a sunrise: 志愿服务进社区. */
function heartScene(w: number, h: number) {
  const cx = w * 0.72;
  const cy = h * 0.5;
  const s = h / 400;
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x = cx + Math.cos(a) * 260 * s;
    const y = cy + Math.sin(a) * 260 * s;
    return `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}" stroke="${warm[2]}" stroke-opacity="0.18" stroke-width="${18 * s}"/>`;
  }).join('');
  const heart = `<path transform="translate(${cx} ${cy}) scale(${3.2 * s})" fill="#fff" fill-opacity="0.92" d="M0 18 C -30 -6 -22 -30 -8 -30 C -2 -30 0 -24 0 -22 C 0 -24 2 -30 8 -30 C 22 -30 30 -6 0 18 Z"/>`;
  return svg(
    w,
    h,
    gradient('g', red[0]!, warm[0]!) +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      rays +
      `<circle cx="${cx}" cy="${cy}" r="${120 * s}" fill="${warm[1]}" fill-opacity="0.55"/>` +
      heart +
      `<path d="M0 ${h * 0.82} Q ${w * 0.25} ${h * 0.68} ${w * 0.5} ${h * 0.8} T ${w} ${h * 0.76} V ${h} H 0 Z" fill="#fff" fill-opacity="0.14"/>`,
  );
}

/** A city skyline under a warm sky: 城市志愿. */
function skylineScene(w: number, h: number) {
  const buildings = Array.from({ length: 18 }, (_, i) => {
    const bw = w / 18;
    const bh = h * (0.25 + ((i * 37) % 11) / 22);
    return `<rect x="${i * bw + 2}" y="${h - bh}" width="${bw - 4}" height="${bh}" fill="${red[0]}" fill-opacity="${0.55 + (i % 3) * 0.12}"/>`;
  }).join('');
  const tower = `<path d="M ${w * 0.62} ${h} L ${w * 0.635} ${h * 0.12} L ${w * 0.65} ${h} Z" fill="${red[0]}"/>`;
  return svg(
    w,
    h,
    gradient('g', warm[1]!, red[2]!) +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.2}" cy="${h * 0.3}" r="${h * 0.16}" fill="#fff3e0" fill-opacity="0.75"/>` +
      buildings +
      tower,
  );
}

/** Waves and a rising sun: 海滩与河流环保. */
function waveScene(w: number, h: number) {
  const waves = [0.55, 0.68, 0.8]
    .map(
      (y, i) =>
        `<path d="M0 ${h * y} Q ${w * 0.125} ${h * (y - 0.08)} ${w * 0.25} ${h * y} T ${w * 0.5} ${h * y} T ${w * 0.75} ${h * y} T ${w} ${h * y} V ${h} H 0 Z" fill="#fff" fill-opacity="${0.12 + i * 0.08}"/>`,
    )
    .join('');
  return svg(
    w,
    h,
    gradient('g', red[1]!, warm[1]!) +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.5}" cy="${h * 0.5}" r="${h * 0.22}" fill="${warm[2]}" fill-opacity="0.8"/>` +
      waves,
  );
}

/** Stacked books and a lamp of learning: 阅读与培训. */
function bookScene(w: number, h: number) {
  const books = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${w * 0.3 + i * 6}" y="${h * (0.7 - i * 0.12)}" width="${w * 0.4 - i * 12}" height="${h * 0.1}" rx="6" fill="${i % 2 ? '#fff' : warm[2]}" fill-opacity="0.85"/>`,
    )
    .join('');
  return svg(
    w,
    h,
    gradient('g', red[0]!, red[2]!) +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.5}" cy="${h * 0.2}" r="${h * 0.09}" fill="${warm[1]}"/>` +
      books,
  );
}

/** A plain certificate-like sheet for the placeholder licence and ID photos (no real data). */
function documentScene(w: number, h: number) {
  const lines = [0.35, 0.47, 0.59, 0.71]
    .map(
      (y) =>
        `<rect x="${w * 0.12}" y="${h * y}" width="${w * 0.5}" height="${h * 0.04}" rx="4" fill="#cfd8dc"/>`,
    )
    .join('');
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" rx="18" fill="#f5f5f5"/>` +
      `<rect x="${w * 0.1}" y="${h * 0.12}" width="${w * 0.8}" height="${h * 0.1}" rx="6" fill="${red[1]}" fill-opacity="0.75"/>` +
      lines +
      `<circle cx="${w * 0.78}" cy="${h * 0.62}" r="${h * 0.15}" fill="none" stroke="${red[1]}" stroke-width="6"/>`,
  );
}

export const demoPictures = {
  heart: () => heartScene(1200, 400),
  skyline: () => skylineScene(1200, 400),
  waves: () => waveScene(1200, 400),
  heartCover: () => heartScene(640, 360),
  skylineCover: () => skylineScene(640, 360),
  wavesCover: () => waveScene(640, 360),
  booksCover: () => bookScene(640, 360),
  document: () => documentScene(640, 400),
} as const;
export type DemoPicture = keyof typeof demoPictures;

const toPng = (source: string) => sharp(Buffer.from(source)).png().toBuffer();

/** Where the seed keeps its pictures: public images by URL, ID photos in the private folder. */
export interface DemoImageStore {
  publicImage(picture: DemoPicture): Promise<string>;
  idcardPhoto(picture: DemoPicture): Promise<string>;
}

export function createDemoImageStore(uploadDir: string, cipher: DataCipher): DemoImageStore {
  return {
    async publicImage(picture) {
      return (await storeImage(uploadDir, await toPng(demoPictures[picture]()))).url;
    },
    async idcardPhoto(picture) {
      return storeIdcardPhoto(uploadDir, cipher, await toPng(demoPictures[picture]()));
    },
  };
}
