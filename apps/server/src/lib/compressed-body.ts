import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A cached answer's bytes, compressed once for everyone who asks while it is kept. */
export interface CompressedBody {
  br: Buffer;
  gzip: Buffer;
}

const brotliOptions = (body: Buffer) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const gzipOptions = { level: 6 };

/** Both forms at once, off the event loop: for pages of tens of kilobytes (rendered HTML). */
export async function compressBody(body: Buffer): Promise<CompressedBody> {
  const [br, gz] = await Promise.all([brotli(body, brotliOptions(body)), gzip(body, gzipOptions)]);
  return { br, gzip: gz };
}

/**
 * Each form made the first time a client asks for it, then kept. For answers of a few
 * kilobytes (a list page: some 60 µs of brotli), most of them asked for once: making both
 * forms up front spent CPU on a form nobody took (an API client takes neither).
 */
export function compressedOnDemand(body: Buffer): CompressedBody {
  let br: Buffer | undefined;
  let gz: Buffer | undefined;
  return {
    get br() {
      return (br ??= zlib.brotliCompressSync(body, brotliOptions(body)));
    },
    get gzip() {
      return (gz ??= zlib.gzipSync(body, gzipOptions));
    },
  };
}

/**
 * The form the client accepts, brotli first, then gzip; `plain` for a client that takes
 * neither (every browser takes both: a phone on a slow network gets a fifth of the bytes).
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  body: CompressedBody,
  plain: () => Buffer,
): { encoding?: 'br' | 'gzip'; bytes: Buffer } {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return { encoding: 'br', bytes: body.br };
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', bytes: body.gzip };
  return { bytes: plain() };
}

/** Sends the form the client accepts (pickEncoding). */
export function sendCompressed(
  reply: FastifyReply,
  acceptEncoding: string | undefined,
  body: CompressedBody,
  plain: () => Buffer,
) {
  // Beside what the page already varies by (a client hint it was drawn for).
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const { encoding, bytes } = pickEncoding(acceptEncoding, body, plain);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(bytes);
}
