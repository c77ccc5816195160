// Public face of page-render: app.ts hands the sender to the static-apps plugin.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { injectHeadMeta, injectMeta, type PageMetaService } from '../page-meta';
import { sendCompressed } from '../../lib/compressed-body';
import { composePage, markDisplayMode } from './compose-page';
import { inlineStylesheets } from './inline-stylesheets';
import {
  createPageRenderService,
  displayModeOf,
  hasSessionCookie,
  heldStylesheet,
} from './page-render.service';

/**
 * Answers a request for a portal page: server-rendered (spec §2's public pages) from the page
 * cache, with the page's own meta tags; the plain index.html (with those tags) for personal
 * pages, or when a render fails or the renderer is not built.
 */
export function createPortalPages(app: FastifyInstance, pageMeta: PageMetaService) {
  const { webDist } = app.deps.config;
  // Read once: the asset names it holds are routed when the server starts (plugins/static-apps).
  let indexHtml: Promise<string> | undefined;
  const readIndex = () =>
    (indexHtml ??= fs.promises.readFile(path.join(webDist, 'index.html'), 'utf8'));
  // The shell of server-rendered pages carries its build stylesheet inline: see inlineStylesheets.
  let renderedShell: Promise<string> | undefined;
  const readRenderedShell = () =>
    (renderedShell ??= readIndex().then((html) => inlineStylesheets(html, webDist)));

  // Detail pages carry their own title and description for crawlers and link previews.
  async function metaOf(url: string, origin: string, log: FastifyBaseLogger) {
    return pageMeta.metaFor(url, origin).catch((err: unknown) => {
      log.warn({ err }, '页面元信息生成失败，返回通用页面');
      return null;
    });
  }

  const pages = createPageRenderService(app, {
    webDist,
    compose: async ({ url, origin, display }, outcome) => {
      const meta = await metaOf(url, origin, app.log);
      if (outcome?.kind !== 'page') {
        const html = markDisplayMode(await readIndex(), display);
        return meta ? injectMeta(html, meta) : html;
      }
      const page = composePage(markDisplayMode(await readRenderedShell(), display), outcome);
      return meta ? injectHeadMeta(page, meta) : page;
    },
  });

  // antd's styles of the public pages as one stylesheet, named by its content: kept a year.
  // A static file, not an API call: out of the API's description and its envelope.
  const asset = { schema: { hide: true }, config: { envelope: false } };
  app.get<{ Params: { file: string } }>('/assets/ssr/:file', asset, async (request, reply) => {
    const sheet = pages?.sharedStylesheet(request.params.file);
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
      ?.page({
        url: request.url,
        origin,
        hasSession: hasSessionCookie(request.headers.cookie),
        heldStylesheet: heldStylesheet(request.headers.cookie),
        display,
      })
      .catch((err: unknown) => {
        request.log.error({ err, url: request.url }, '页面服务端渲染失败，返回浏览器渲染的页面');
        return null;
      });
    if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!page) {
      const html = markDisplayMode(await readIndex(), display);
      const meta = await metaOf(request.url, origin, request.log);
      return reply.send(meta ? injectMeta(html, meta) : html);
    }
    // Only the compressed forms are kept; the rare client that takes neither gets gzip unpacked.
    return sendCompressed(reply.status(page.status), request.headers['accept-encoding'], page, () =>
      zlib.gunzipSync(page.gzip),
    );
  };
}
