import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CookieKey } from '@zyz/domain';
import { compressBody, type CompressedBody } from '../../lib/compressed-body';
import { INTERNAL_REQUEST_HEADER, internalRequestKey } from '../../lib/internal-request';
import { TtlCache } from '../../lib/ttl-cache';
import { isStaleAfter, readsChangedBy } from './content-changes';
import { createRenderPool } from './render-pool';
import type { DisplayMode, RenderOutcome } from '@zyz/domain';

/** Seconds-old markup is fine for public pages; past that a visitor gets a fresh render. */
const cacheTtlMs = 5_000;
/** A hot page keeps answering from the last render while the next one runs. */
const cacheGraceMs = 10_000;
const cacheEntries = 500;

const sessionCookie = new RegExp(
  `(?:^|;\\s*)(?:${[CookieKey.UserToken, CookieKey.OrgToken].join('|')})=[^;]`,
);

const sharedStylesCookie = new RegExp(`(?:^|;\\s*)${CookieKey.SharedStyles}=([^;]+)`);

/** The shared stylesheet the browser says it holds (boot.ts sets the cookie), if any. */
export function heldStylesheet(cookieHeader: string | undefined): string | null {
  return (cookieHeader && sharedStylesCookie.exec(cookieHeader)?.[1]) || null;
}

const careModeCookie = new RegExp(`(?:^|;\\s*)${CookieKey.CareMode}=1(?:;|$)`);

/**
 * How the person asked for pages (issue 54): 关怀模式 by the device's cookie, reduced motion by
 * the browser's client hint (asked for with Accept-CH; a first page comes without it).
 */
export function displayModeOf(
  cookieHeader: string | undefined,
  reducedMotionHint: string | string[] | undefined,
): DisplayMode {
  return {
    care: careModeCookie.test(cookieHeader ?? ''),
    reducedMotion: reducedMotionHint === 'reduce',
  };
}

/** A volunteer's or an organisation's token cookie is on the request. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && sessionCookie.test(cookieHeader);
}

/**
 * A page ready to send, compressed once for everyone who asks within the cache's life, with
 * the API paths it was drawn from (null: not known, so any change makes it stale).
 */
export type PortalPage = { reads: string[] | null } & (
  | { kind: 'redirect'; status: number; location: string }
  | ({ kind: 'html'; status: number } & CompressedBody)
);

export interface PageRequest {
  /** Path and query. */
  url: string;
  /** protocol://host, for the absolute links in the page's meta tags. */
  origin: string;
  hasSession: boolean;
  /** The shared stylesheet's name the browser holds (heldStylesheet), if any. */
  heldStylesheet?: string | null;
  /** Drawn as the person asked (displayModeOf); the ordinary page when absent. */
  display?: DisplayMode;
}

/**
 * The portal's public pages rendered on the server (spec §2 routes), through the worker the web
 * build ships beside its assets (apps/web/dist-ssr). Null when that build is absent: the
 * portal then starts in the browser as a plain single-page app.
 */
export function createPageRenderService(
  app: FastifyInstance,
  options: {
    webDist: string;
    /** index.html with the page's meta tags, and the rendered page composed into it. */
    compose: (request: PageRequest, outcome: RenderOutcome | null) => Promise<string>;
  },
) {
  const pool = createRenderPool({
    workerFile: path.join(options.webDist, '..', 'dist-ssr', 'render-worker.js'),
    log: app.log,
    callApi: async (url) => {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', [INTERNAL_REQUEST_HEADER]: internalRequestKey },
      });
      return { status: res.statusCode, body: res.body };
    },
  });
  if (!pool) return null;
  app.addHook('onClose', () => pool.close());
  const cache = new TtlCache<PortalPage>(cacheTtlMs, cacheEntries, cacheGraceMs);
  app.deps.metrics.trackCache('portal-pages', cache);
  // Someone who has just published, applied or edited and then opens a page must see it: an
  // accepted write on this instance drops the cached pages drawn from what it changed
  // (content-changes.ts; single-flight keeps the re-render to one per URL however busy the
  // writes). A person's own changes (signing in, a password, a favourite) drop none. Other
  // instances catch up within the cache's life.
  app.addHook('onResponse', (request, reply, done) => {
    const changed = readsChangedBy(request.method, request.url);
    if (reply.statusCode < 400 && (changed === null || changed.length > 0))
      cache.deleteWhere((page) => isStaleAfter(page.reads, changed));
    done();
  });

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
      app.log.warn(
        { url: request.url, problems: outcome.problems },
        '页面部分内容未能在服务端渲染',
      );
    const html = Buffer.from(await options.compose(request, outcome));
    // Only the compressed forms are kept (a tenth of the size); the rare client that accepts
    // neither gets the gzip form unpacked.
    const status = outcome.kind === 'page' ? outcome.status : 200;
    return { kind: 'html', status, reads, ...(await compressBody(html)) };
  }

  let sheet: { file: string; body: Promise<CompressedBody> } | undefined;
  return {
    /**
     * The shared stylesheet by its name, compressed once; null for any other name (an older
     * build's, after a deploy) or before the worker has built it.
     */
    sharedStylesheet(file: string): { body: Promise<CompressedBody> } | null {
      const current = pool.sharedStylesheet();
      if (!current || current.file !== file) return null;
      if (sheet?.file !== file) sheet = { file, body: compressBody(Buffer.from(current.css)) };
      return sheet;
    },
    /** Rejects when the page could not be rendered; the caller then sends the plain shell. */
    page(request: PageRequest): Promise<PortalPage> {
      const variant = [
        request.hasSession ? 's' : 'v',
        linksSharedSheet(request) ? 'l' : '',
        request.display?.care ? 'c' : '',
        request.display?.reducedMotion ? 'm' : '',
      ].join('');
      const key = `${variant} ${request.origin}${request.url}`;
      return cache.getOrLoad(key, () => produce(request));
    },
  };
}
