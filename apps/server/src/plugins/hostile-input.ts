import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BizCode } from '@zyz/domain';
import { BizError } from '../lib/biz-error';
import { sendEnvelope } from './envelope';

// C0 controls other than tab, line feed and carriage return (which multi-line texts carry).
// PostgreSQL refuses NUL outright ("invalid byte sequence for encoding UTF8: 0x00") and none of
// the others has a place in a name, a search or a rich text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbiddenControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const maxDepth = 20;
// The query and path parameters are decoded from the URL, so they can hold a control character
// only where the URL carries one (percent-encoded or raw). Most requests skip the walk.
// eslint-disable-next-line no-control-regex -- as above
const controlInUrl = /%[01][0-9a-f]|[\u0000-\u001f]/i;

/** The dotted path of the first string (or key) carrying a forbidden control character. */
export function findControlChar(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return forbiddenControl.test(value) ? path || '请求' : null;
  if (value === null || typeof value !== 'object' || depth > maxDepth) return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const here = path ? `${path}.${key}` : key;
    if (forbiddenControl.test(key)) return here;
    const found = findControlChar(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}

const multipartWithoutBoundary = (type: string | undefined) =>
  !!type && /^\s*multipart\//i.test(type) && !/;\s*boundary=/i.test(type);

/**
 * Refuses hostile bytes once, for every call, before any schema or handler sees them: control
 * characters in the query, the path parameters or a parsed body, and multipart requests without
 * a boundary (the multipart parser fails on those only once the handler reads the parts).
 */
export const hostileInputPlugin = fp(
  async (app) => {
    // Callbacks, not async hooks: every request, pages and files included, passes both.
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      if (multipartWithoutBoundary(request.headers['content-type']))
        return done(
          new BizError(BizCode.InvalidInput, '上传请求格式不正确，缺少分隔符（boundary）'),
        );
      done();
    });
    app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
      const fromUrl = controlInUrl.test(request.url)
        ? (findControlChar(request.query) ?? findControlChar(request.params))
        : null;
      const field = fromUrl ?? findControlChar(request.body);
      if (field)
        return done(new BizError(BizCode.InvalidInput, `参数 ${field} 含有不允许的控制字符`));
      done();
    });
  },
  { name: 'hostile-input' },
);

/**
 * Errors Fastify raises in its router, before any hook or error handler: a URL that does not
 * decode, a path parameter over maxParamLength. The API answers them as invalid input in the
 * envelope (ARCHITECTURE.md allows no 400/414); other paths as the not-found page would.
 */
export function frameworkErrors(
  error: Error & { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!request.url.startsWith('/v2/'))
    return sendEnvelope(reply, 404, BizCode.NotFound, '页面不存在');
  const msg =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? '请求路径中的参数过长' : '请求地址格式不正确';
  return sendEnvelope(reply, 200, BizCode.InvalidInput, msg);
}
