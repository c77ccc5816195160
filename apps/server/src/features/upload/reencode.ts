import sharp from 'sharp';
import { BizCode, uploadMessages, type ImageKind } from '@zyz/domain';
import { BizError } from '../../lib/biz-error';

/** Covers are shown at most this wide; a 12-megapixel phone photo is cut to a sensible size. */
const maxSide = 1920;
// A 2 MB file can still claim enormous dimensions (a decompression bomb); refuse those.
const maxInputPixels = 40_000_000;

/**
 * Decodes and re-encodes the upload in its own format. What is stored is then only pixels:
 * EXIF (a phone photo's GPS position among it) and anything appended to the image are
 * dropped, and a file that merely starts like an image is refused here.
 */
export async function reencodeImage(content: Buffer, kind: ImageKind): Promise<Buffer> {
  try {
    const image = sharp(content, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate() // apply the EXIF orientation before the EXIF is dropped
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    if (kind.ext === 'jpg') return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (kind.ext === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    return await image.webp({ quality: 85 }).toBuffer();
  } catch {
    throw new BizError(BizCode.InvalidInput, uploadMessages.unreadable);
  }
}
