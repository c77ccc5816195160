import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BizCode, uploadMessages } from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { sniffImageKind } from './image-kind';
import { reencodeImage } from './reencode';

export const uploadUrlPrefix = '/uploads/';

/** Sniffs and re-encodes an upload: only pixels we wrote ourselves are ever kept. */
export async function cleanImage(content: Buffer): Promise<{ pixels: Buffer; ext: string }> {
  const kind = sniffImageKind(content);
  if (!kind) throw new BizError(BizCode.InvalidInput, uploadMessages.badKind);
  return { pixels: await reencodeImage(content, kind), ext: kind.ext };
}

/**
 * Stores an image, re-encoded, under a name only the server chooses (random, with the extension
 * of the sniffed kind), so nothing the client sends reaches the file system path.
 */
export async function storeImage(uploadDir: string, content: Buffer): Promise<{ url: string }> {
  const { pixels, ext } = await cleanImage(content);
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await fs.mkdir(uploadDir, { recursive: true });
  // 'wx': never overwrite, even in the astronomically unlikely case of a repeated name.
  await fs.writeFile(path.join(uploadDir, name), pixels, { flag: 'wx' });
  return { url: uploadUrlPrefix + name };
}

/** Stores images in this app's upload directory; built once by the composition root. */
export function createImageStore({ config }: Deps) {
  return { store: (content: Buffer) => storeImage(config.uploadDir, content) };
}
