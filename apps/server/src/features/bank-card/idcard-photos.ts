import fs from 'node:fs/promises';
import path from 'node:path';
import { BizCode } from '@zyz/domain';
import { BizError } from '../../lib/biz-error';
import { storeImage, uploadUrlPrefix } from '../upload/upload.service';

/**
 * ID card photos live in a dot-folder of the upload directory: the /uploads/ static server
 * denies dotfiles, so they are read only through the authorised photo calls below, never by URL.
 * They go through the same sniff and re-encode as every upload (a polyglot or .php is refused).
 */
const privateDir = (uploadDir: string) => path.join(uploadDir, '.idcard');

export async function storeIdcardPhoto(uploadDir: string, content: Buffer): Promise<string> {
  const { url } = await storeImage(privateDir(uploadDir), content);
  return url.slice(uploadUrlPrefix.length);
}

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export async function readIdcardPhoto(uploadDir: string, file: string) {
  // Names are ours (hex + extension); anything else never reaches the file system.
  const m = /^[0-9a-f]{32}\.(jpg|png|webp)$/.exec(file);
  if (!m) throw new BizError(BizCode.NotFound, '证件照片不存在');
  try {
    const body = await fs.readFile(path.join(privateDir(uploadDir), file));
    return { body, contentType: contentTypes[m[1]!]! };
  } catch {
    throw new BizError(BizCode.NotFound, '证件照片不存在');
  }
}
