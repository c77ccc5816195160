import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressed } from '../../lib/compressed-body';
import { INTERNAL_REQUEST_HEADER, internalRequestKey } from '../../lib/internal-request';
import { displayModeOf, hasSessionCookie, heldStylesheet } from './page-request';
import type { ApiCaller } from './render-pool';

/** The render worker's reads of the API, answered by this app in-process. */
export function ownApiCaller(app: FastifyInstance): ApiCaller {
  return async (url) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', [INTERNAL_REQUEST_HEADER]: internalRequestKey },
    });
    return { status: res.statusCode, body: res.body };
  };
}

/**
 * Answers a request for a portal page: server-rendered (spec §2's public pages) from the page
 * cache, with the page's own meta tags; the plain index.html (with those tags) for personal
 * pages, or when a render fails or the renderer is not built. The pages come from the
 * composition root's page-render service; this is their HTTP side.
 */
export function createPortalPages(app: FastifyInstance) {
  const pages = app.services.pages;
  // A plain callback: every request passes here.
  if (pages.canRender)
    app.addHook('onResponse', (request, reply, done) => {
      pages.afterWrite(request.method, request.url, reply.statusCode);
      done();
    });

  // antd's styles of the public pages as one stylesheet, named by its content: kept a year.
  // A static file, not an API call: out of the API's description and its envelope.
  const asset = { schema: { hide: true }, config: { envelope: false } };
  app.get<{ Params: { file: string } }>('/assets/ssr/:file', asset, async (request, reply) => {
    const sheet = pages.sharedStylesheet(request.params.file);
    if (!sheet) return reply.code(404).type('text/plain; charset=utf-8').send('样式表不存在');
    const body = await sheet.body;
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .type('text/css; charset=utf-8');
    return sendCompressed(reply, request.headers['accept-encoding'], body, () =>
      zlib.gunzipSync(body.gzip),
    );
  });

  return async function sendPortalPage(request: FastifyRequest, reply: FastifyReply) {
    const origin = `${request.protocol}://${request.host}`;
    const display = displayModeOf(
      request.headers.cookie,
      request.headers['sec-ch-prefers-reduced-motion'],
    );
    // The browser sends the reduced-motion hint from the next page on. Not Critical-CH: that
    // would have a visitor's very first page asked for twice.
    reply
      .header('Accept-CH', 'Sec-CH-Prefers-Reduced-Motion')
      .header('Vary', 'Sec-CH-Prefers-Reduced-Motion');
    const page = await pages
      .page({
        url: request.url,
        origin,
        hasSession: hasSessionCookie(request.headers.cookie),
        heldStylesheet: heldStylesheet(request.headers.cookie),
        display,
      })
      ?.catch((err: unknown) => {
        request.log.error({ err, url: request.url }, '页面服务端渲染失败，返回浏览器渲染的页面');
        return null;
      });
    if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!page)
      return reply.send(await pages.shell({ url: request.url, origin, display }, request.log));
    // Only the compressed forms are kept; the rare client that takes neither gets gzip unpacked.
    return sendCompressed(reply.status(page.status), request.headers['accept-encoding'], page, () =>
      zlib.gunzipSync(page.gzip),
    );
  };
}
