import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BizCode } from '@zyz/domain';
import { sendEnvelope } from './envelope';

const apiPrefix = '/v2/';

// Vite puts content-hashed files under assets/: safe to cache for a year. index.html must be
// revalidated every time or a deploy would leave browsers on old asset names.
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Given by app.ts (plugins never import features): answers a request for one of the portal's
 * pages, server-rendered where it can be, else index.html with the page's own meta tags.
 */
export type PortalPageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface StaticAppsOptions {
  sendPortalPage: PortalPageSender;
}

const hasIndex = (dir: string) => fs.existsSync(path.join(dir, 'index.html'));

/**
 * The portal at / and the console at /admin/, each with index.html for its client-side routes.
 * A missing build only disables that app; the API keeps running. Unknown /v2 paths get a JSON 404.
 */
export const staticAppsPlugin = fp<StaticAppsOptions>(
  async (app, opts) => {
    const { webDist, adminDist } = app.deps.config;
    const apps = [
      { prefix: '/admin/', root: adminDist, ok: hasIndex(adminDist) },
      { prefix: '/', root: webDist, ok: hasIndex(webDist) },
    ];
    let decorated = false;
    for (const a of apps.filter((x) => x.ok)) {
      await app.register(fastifyStatic, {
        root: a.root,
        prefix: a.prefix,
        decorateReply: !decorated,
        cacheControl: false,
        // The build writes .br/.gz twins (scripts/vite-precompress.mjs); sent when accepted.
        preCompressed: true,
        setHeaders: setCacheHeaders,
        // The portal's pages, Home included, are rendered by the handler below: no route for
        // the portal's index.html as it lies. The console's shell is its index.html.
        index: a.prefix === '/' ? false : ['index.html'],
        // One route per file of the build, found when the server starts, instead of a catch-all
        // that asks the disk (three stats with the compressed twins) before every page and
        // every unknown path falls through to the handler below: that cost a cached page 60 %
        // of its throughput. A rebuilt app is served after a restart, as a deploy does anyway.
        wildcard: false,
      });
      decorated = true;
    }
    if (!apps[0]!.ok) app.log.warn({ dir: adminDist }, '未找到管理端构建产物，/admin/ 不可用');
    if (!apps[1]!.ok) app.log.warn({ dir: webDist }, '未找到门户构建产物，/ 不可用');

    // Read once, like the file routes above: both change only with a deploy and its restart.
    let adminHtml: Promise<string> | undefined;
    const adminIndex = () =>
      (adminHtml ??= fs.promises.readFile(path.join(adminDist, 'index.html'), 'utf8'));

    const wantsPage = (request: FastifyRequest) =>
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(apiPrefix);

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (wantsPage(request)) {
        const target =
          request.url === '/admin' || request.url.startsWith('/admin/') ? apps[0]! : apps[1]!;
        // A missing file with an extension is a broken asset link, not a client route.
        const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? '');
        if (target.ok && !looksLikeFile) {
          if (target === apps[1]) return opts.sendPortalPage(request, reply);
          const html = await adminIndex();
          return reply
            .header('Cache-Control', 'no-cache')
            .type('text/html; charset=utf-8')
            .send(html);
        }
      }
      return sendEnvelope(reply, 404, BizCode.NotFound, '接口不存在');
    });
  },
  { name: 'static-apps' },
);
