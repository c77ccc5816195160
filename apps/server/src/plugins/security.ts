import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { isInternalRequest } from '../lib/internal-request';
import { BizCode } from '@zyz/domain';
import type { Config } from '../config';

/**
 * helmet's headers for these options, computed once. None of them depends on the request, and
 * @fastify/helmet re-runs helmet's middleware chain on every request — about a fifth of the
 * server time of a cached public list page.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * What an API answer needs (OWASP's REST security headers): JSON is never rendered as a
 * document, so the page policies (script and style sources, opener, origin cluster, prefetch)
 * would be bytes on every call of a phone for nothing. It must not be framed, sniffed into
 * something else, or read by another site's page.
 */
export function apiSecurityHeaders(documentHeaders: Record<string, string>) {
  const { 'strict-transport-security': hsts } = documentHeaders;
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

const jsonType = /^application\/json\b/;

/** The document set (helmet, for the React/antd apps) and the API set, for this deployment. */
export function securityHeaderSets(config: Pick<Config, 'isProduction'>) {
  // antd injects inline styles; scripts only from this origin.
  const documentHeaders = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // Plain-HTTP deployments (a LAN address, the e2e run) must not be forced to https.
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  return { documentHeaders, apiHeaders: apiSecurityHeaders(documentHeaders) };
}

export type SecurityHeaderSets = ReturnType<typeof securityHeaderSets>;

/**
 * Security headers on every response, chosen by what the answer is: pages, scripts, files and
 * downloads get helmet's document set; JSON gets the API set. And a coarse per-IP request
 * ceiling for the whole API (login has its own, much stricter failure counters).
 */
export const securityPlugin = fp<SecurityHeaderSets>(
  async (app, { documentHeaders, apiHeaders }) => {
    const { config, redis } = app.deps;
    // onSend, when the answer's type is known; refusals and errors pass here too.
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      reply.headers(typeof type === 'string' && jsonType.test(type) ? apiHeaders : documentHeaders);
      done(null, payload);
    });
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      ...(redis ? { redis, nameSpace: 'zyz:rl:' } : {}),
      // Static assets are cheap and come in bursts on first load; only the API is limited.
      // The page renderer's own calls (lib/internal-request.ts) are the server, not a visitor.
      allowList: (request) => !request.url.startsWith('/v2/') || isInternalRequest(request.headers),
      // The limit's headers go only with a refusal (with retry-after): no client here reads
      // them on an ordinary answer, and every header costs each call Node's checks of its
      // name and value (a measurable share of a cached list answer's server time).
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: () => ({
        statusCode: 429,
        code: BizCode.TooManyAttempts,
        msg: '请求过于频繁，请稍后再试',
        data: null,
      }),
    });
  },
  { name: 'security' },
);
