// Draws the portal's app icons (apps/web/public/icons/) from one SVG in the brand red: the heart
// of the favicon on a red ground. Run by hand when the mark changes; the PNGs are committed.
//
//   node scripts/draw-app-icons.mjs
//
// "any" icons are a rounded square (the launcher shows them as they are); maskable ones fill the
// square and keep the heart and its halo inside the central two thirds (the safe zone is a circle of 80 %), so a circle, a squircle or a rounded square
// cut by the launcher never touches it. sharp comes with the server's dependencies.
import { Buffer } from 'node:buffer';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const brandRed = '#c8161d';
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/icons');

// The favicon's heart, drawn in a 32 × 32 box (apps/web/index.html).
const heart = 'M16 25s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 24 14c0 6-8 11-8 11z';

/** The heart filling `scale` of the square, centred; on a rounded or full-bleed red ground. */
function svg(size, { scale, radius }) {
  const box = size * scale;
  const offset = (size - box) / 2;
  // The heart's own box runs from y 10.2 to 25: nudged so it sits optically in the middle.
  const k = box / 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius * size}" fill="${brandRed}"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${box * 0.42}" fill="#ffffff" fill-opacity="0.12"/>
  <g transform="translate(${offset} ${offset - 1.6 * k}) scale(${k})">
    <path d="${heart}" fill="#ffffff"/>
  </g>
</svg>`;
}

const icons = [
  ['icon-192.png', 192, { scale: 0.86, radius: 0.2 }],
  ['icon-512.png', 512, { scale: 0.86, radius: 0.2 }],
  ['maskable-192.png', 192, { scale: 0.8, radius: 0 }],
  ['maskable-512.png', 512, { scale: 0.8, radius: 0 }],
  // iOS rounds the corners itself and shows no transparency.
  ['apple-touch-icon.png', 180, { scale: 0.8, radius: 0 }],
];

for (const [file, size, shape] of icons) {
  await sharp(Buffer.from(svg(size, shape)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`${file} ${size}×${size}`);
}
