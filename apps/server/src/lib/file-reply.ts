import type { FastifyReply } from 'fastify';

export interface Attachment {
  body: Uint8Array | Buffer;
  contentType: string;
  /** Plain ASCII name for old clients that ignore `filename*`. */
  asciiName: string;
  /** The real (Chinese) name, sent RFC 5987 encoded. */
  fileName: string;
}

/**
 * Sends a file that belongs to the caller (a certificate, a card) as a download. Never cached
 * by a shared proxy: the bytes carry personal data.
 */
export function sendAttachment(reply: FastifyReply, file: Attachment) {
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(Buffer.isBuffer(file.body) ? file.body : Buffer.from(file.body));
}
