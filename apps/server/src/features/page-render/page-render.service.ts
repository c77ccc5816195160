import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderOutcome } from '@zyz/domain';
import type { Deps } from '../../deps';
import { compressBody, type CompressedBody } from '../../lib/compressed-body';
import { TtlCache } from '../../lib/ttl-cache';
import { injectHeadMeta, injectMeta, type PageMetaService } from '../page-meta';
import { composePage, markDisplayMode } from './compose-page';
import { isStaleAfter, readsChangedBy } from './content-changes';
import { inlineStylesheets } from './inline-stylesheets';
import type { PageRequest, PortalPage } from './page-request';
import { type ApiCaller, createRenderPool } from './render-pool';

export {
  displayModeOf,
  hasSessionCookie,
  heldStylesheet,
  type PageRequest,
  type PortalPage,
} from './page-request';

/** Seconds-old markup is fine for public pages; past that a visitor gets a fresh render. */
const cacheTtlMs = 5_000;
/** A hot page keeps answering from the last render while the next one runs. */
const cacheGraceMs = 10_000;
const cacheEntries = 500;

/**
 * The portal's public pages rendered on the server (spec §2 routes), through the worker the web
 * build ships beside its assets (apps/web/dist-ssr), kept a few seconds per URL; and index.html
 * with the page's meta tags for the rest. Without that build (`canRender` false) the portal
 * starts in the browser as a plain single-page app. The worker reads the API through `callApi`
 * (the app's own, in-process).
 */
export function createPageRenderService(
  deps: Deps,
  needs: { pageMeta: PageMetaService; callApi: ApiCaller },
) {
  const { webDist } = deps.config;
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
    return needs.pageMeta.metaFor(url, origin).catch((err: unknown) => {
      log.warn({ err }, '页面元信息生成失败，返回通用页面');
      return null;
    });
  }

  /** index.html with the page's meta tags, and the rendered page composed into it. */
  async function compose(request: PageRequest, outcome: RenderOutcome | null) {
    const meta = await metaOf(request.url, request.origin, deps.log);
    if (outcome?.kind !== 'page') {
      const html = markDisplayMode(await readIndex(), request.display);
      return meta ? injectMeta(html, meta) : html;
    }
    const page = composePage(markDisplayMode(await readRenderedShell(), request.display), outcome);
    return meta ? injectHeadMeta(page, meta) : page;
  }

  const pool = createRenderPool({
    workerFile: path.join(webDist, '..', 'dist-ssr', 'render-worker.js'),
    log: deps.log,
    callApi: needs.callApi,
  });
  const cache = new TtlCache<PortalPage>(cacheTtlMs, cacheEntries, cacheGraceMs);
  if (pool) deps.metrics.trackCache('portal-pages', cache);

  /** The browser holds the sheet this build serves: the page links it instead of inlining it. */
  const linksSharedSheet = (request: PageRequest) =>
    !!request.heldStylesheet && request.heldStylesheet === pool!.sharedStylesheet()?.file;

  async function produce(request: PageRequest): Promise<PortalPage> {
    const { outcome, reads } = await pool!.render(
      request.url,
      request.hasSession,
      linksSharedSheet(request),
      request.display,
    );
    if (outcome.kind === 'redirect') return { ...outcome, reads };
    if (outcome.kind === 'page' && outcome.problems.length > 0)
      deps.log.warn(
        { url: request.url, problems: outcome.problems },
        '页面部分内容未能在服务端渲染',
      );
    const html = Buffer.from(await compose(request, outcome));
    // Only the compressed forms are kept (a tenth of the size); the rare client that accepts
    // neither gets the gzip form unpacked.
    const status = outcome.kind === 'page' ? outcome.status : 200;
    return { kind: 'html', status, reads, ...(await compressBody(html)) };
  }

  let sheet: { file: string; body: Promise<CompressedBody> } | undefined;
  return {
    canRender: pool !== null,
    /**
     * The shared stylesheet by its name, compressed once; null for any other name (an older
     * build's, after a deploy) or before the worker has built it.
     */
    sharedStylesheet(file: string): { body: Promise<CompressedBody> } | null {
      const current = pool?.sharedStylesheet();
      if (!current || current.file !== file) return null;
      if (sheet?.file !== file) sheet = { file, body: compressBody(Buffer.from(current.css)) };
      return sheet;
    },
    /**
     * Null without the renderer; rejects when the page could not be rendered. The caller then
     * sends the shell.
     */
    page(request: PageRequest): Promise<PortalPage> | null {
      if (!pool) return null;
      const variant = [
        request.hasSession ? 's' : 'v',
        linksSharedSheet(request) ? 'l' : '',
        request.display?.care ? 'c' : '',
        request.display?.reducedMotion ? 'm' : '',
      ].join('');
      const key = `${variant} ${request.origin}${request.url}`;
      return cache.getOrLoad(key, () => produce(request));
    },
    /** index.html with the page's meta tags: personal pages, and a page that was not rendered. */
    async shell(request: Omit<PageRequest, 'hasSession'>, log: FastifyBaseLogger): Promise<string> {
      const html = markDisplayMode(await readIndex(), request.display);
      const meta = await metaOf(request.url, request.origin, log);
      return meta ? injectMeta(html, meta) : html;
    },
    /**
     * Someone who has just published, applied or edited and then opens a page must see it: an
     * accepted write on this instance drops the kept pages drawn from what it changed
     * (content-changes.ts; single-flight keeps the re-render to one per URL however busy the
     * writes). A person's own changes (signing in, a password, a favourite) drop none. Other
     * instances catch up within the cache's life.
     */
    afterWrite(method: string, url: string, statusCode: number): void {
      const changed = readsChangedBy(method, url);
      if (statusCode < 400 && (changed === null || changed.length > 0))
        cache.deleteWhere((page) => isStaleAfter(page.reads, changed));
    },
    close: async () => {
      await pool?.close();
    },
  };
}

export type PageRenderService = ReturnType<typeof createPageRenderService>;
