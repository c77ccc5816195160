import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory, FastifyServerOptions } from 'fastify';
import { pickEncoding, type CompressedBody } from './compressed-body';
import { requestIdOf } from './request-id';

/** A public JSON answer kept ready-made: the same bytes for every caller while it is kept. */
export interface KeptJson {
  plain: Buffer;
  compressed?: CompressedBody;
}

/** The kept answer for this exact URL (path and query as sent), or undefined. */
export type KeptLookup = (url: string) => KeptJson | undefined;

/**
 * Kept public answers sent straight from the HTTP server, before the framework routes the
 * request: a cache in front of the application, in the same process. The most asked call of
 * the platform (the mission list's first pages) spent more time in routing, hooks and a request
 * logger than in sending bytes it already had. Only GETs of URLs a feature has validated and
 * kept are answered here; everything else, and every miss, takes the framework's path. Such an
 * answer carries what the framework's would: the API's security headers, the request id, the
 * encoding the client accepts. It is not counted by the per-IP limit, as a kept answer of the
 * framework's path is not either, and not written to the request log (at level info) either:
 * the page it repeats was, when it was read.
 */
/** Told of each answer the lane sent: the path it keeps (a route's) and how long it took. */
export type LaneObserver = (path: string, seconds: number) => void;

export function createFastLane(apiHeaders: Record<string, string>, observe?: LaneObserver) {
  const lookups = new Map<string, KeptLookup>();
  const fixed = Object.entries({
    ...apiHeaders,
    'content-type': 'application/json; charset=utf-8',
    vary: 'Accept-Encoding',
  }).flat();

  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !req.url) return false;
    const startedAt = observe && performance.now();
    const query = req.url.indexOf('?');
    const path = query < 0 ? req.url : req.url.slice(0, query);
    const lookup = lookups.get(path);
    const kept = lookup?.(req.url);
    if (!kept) return false;
    const { encoding, bytes } = kept.compressed
      ? pickEncoding(req.headers['accept-encoding'], kept.compressed, () => kept.plain)
      : { encoding: undefined, bytes: kept.plain };
    const headers = [...fixed, 'x-request-id', requestIdOf(req)];
    if (encoding) headers.push('content-encoding', encoding);
    headers.push('content-length', String(bytes.length));
    res.writeHead(200, headers);
    res.end(bytes);
    if (startedAt !== undefined) observe!(path, (performance.now() - startedAt) / 1000);
    return true;
  }

  /** The HTTP server Fastify would make, with the lane in front of its handler. */
  const serverFactory: FastifyServerFactory = (handler, options) => {
    const opts = options as FastifyServerOptions;
    const server = http.createServer((req, res) => {
      if (!answer(req, res)) handler(req, res);
    });
    if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
    if (opts.connectionTimeout !== undefined) server.setTimeout(opts.connectionTimeout);
    if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };

  return {
    serverFactory,
    /** Answers GETs of `path` that `lookup` has kept; the framework answers the rest. */
    keep(path: string, lookup: KeptLookup) {
      lookups.set(path, lookup);
    },
  };
}

export type FastLane = ReturnType<typeof createFastLane>;
