import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BizCode } from '@zyz/domain';
import { BizError } from '../../lib/biz-error';
import type { Deps } from '../../deps';
import type { DataCipher } from '../../lib/crypto';
import { cleanImage } from '../upload';

/**
 * ID card photos live in a dot-folder of the upload directory: the /uploads/ static server
 * denies dotfiles, so they are read only through the authorised photo calls below, never by URL.
 * They go through the same sniff and re-encode as every upload (a polyglot or .php is refused),
 * then are encrypted with the data key (AES-GCM, like resident IDs and mobiles): a copy of the
 * upload folder or a backup shows no one's ID card. Files from before encryption (no `.enc`)
 * are encrypted by `encryptLegacyIdcardPhotos` at start-up and still read meanwhile.
 */
export const idcardDir = (uploadDir: string) => path.join(uploadDir, '.idcard');

export async function storeIdcardPhoto(
  uploadDir: string,
  cipher: DataCipher,
  content: Buffer,
): Promise<string> {
  const { pixels, ext } = await cleanImage(content);
  const name = `${randomBytes(16).toString('hex')}.${ext}.enc`;
  await fs.mkdir(idcardDir(uploadDir), { recursive: true });
  await fs.writeFile(path.join(idcardDir(uploadDir), name), cipher.encryptBytes(pixels), {
    flag: 'wx',
  });
  return name;
}

/** Stores ID-card photos in this app's upload directory; built once by the composition root. */
export function createIdcardPhotoStore({ config, cipher }: Deps) {
  return { store: (content: Buffer) => storeIdcardPhoto(config.uploadDir, cipher, content) };
}

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const photoName = /^[0-9a-f]{32}\.(jpg|png|webp)(\.enc)?$/;

export async function readIdcardPhoto(uploadDir: string, cipher: DataCipher, file: string) {
  // Names are ours (hex + extension); anything else never reaches the file system.
  const m = photoName.exec(file);
  if (!m) throw new BizError(BizCode.NotFound, '证件照片不存在');
  let stored: Buffer;
  try {
    stored = await fs.readFile(path.join(idcardDir(uploadDir), file));
  } catch {
    throw new BizError(BizCode.NotFound, '证件照片不存在');
  }
  const body = m[2] ? cipher.decryptBytes(stored) : stored;
  return { body, contentType: contentTypes[m[1]!]!, ext: m[1]! };
}

/** Sent as a download that no cache keeps; the consoles show it from a blob. */
export function idcardAttachment(
  pic: { body: Buffer; contentType: string; ext: string },
  side: 'front' | 'back',
) {
  return {
    body: pic.body,
    contentType: pic.contentType,
    asciiName: `idcard-${side}.${pic.ext}`,
    fileName: `身份证${side === 'front' ? '正面' : '反面'}.${pic.ext}`,
  };
}
