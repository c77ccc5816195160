import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { BizCode } from '@zyz/domain';

/**
 * Security headers on every response, and a coarse per-IP request ceiling for the whole API
 * (login has its own, much stricter failure counters). The CSP fits the React/antd apps:
 * antd injects inline styles; scripts only from this origin.
 */
export const securityPlugin = fp(
  async (app) => {
    const { config, redis } = app.deps;
    await app.register(helmet, {
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
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      ...(redis ? { redis, nameSpace: 'zyz:rl:' } : {}),
      // Static assets are cheap and come in bursts on first load; only the API is limited.
      allowList: (request) => !request.url.startsWith('/v2/'),
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
