import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { isInternalRequest } from '../lib/internal-request';
import { BizCode } from '@zyz/domain';

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
 * Security headers on every response, and a coarse per-IP request ceiling for the whole API
 * (login has its own, much stricter failure counters). The CSP fits the React/antd apps:
 * antd injects inline styles; scripts only from this origin.
 */
export const securityPlugin = fp(
  async (app) => {
    const { config, redis } = app.deps;
    const headers = securityHeaders({
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
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
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
