import { imageKinds, type ImageKind } from '@zyz/domain';

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image kind by the file's own first bytes. The name and the declared content type come
 * from the client and prove nothing: a script renamed to .png must not be served as an image.
 */
export function sniffImageKind(buf: Buffer): ImageKind | null {
  const byMime = (mime: ImageKind['mime']) => imageKinds.find((k) => k.mime === mime)!;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return byMime('image/jpeg');
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return byMime('image/png');
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8))
    return byMime('image/webp');
  return null;
}
