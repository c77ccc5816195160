import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { closeDeps, createDeps } from './create-deps';
import { errorHandlerPlugin } from './plugins/error-handler';
import { frameworkErrors, hostileInputPlugin } from './plugins/hostile-input';
import { envelopePlugin } from './plugins/envelope';
import { authPlugin } from './plugins/auth';
import { securityHeaderSets, securityPlugin } from './plugins/security';
import { createFastLane } from './lib/fast-lane';
import { createMetrics } from './lib/metrics';
import { metricsPlugin } from './plugins/metrics';
import { requestIdOf } from './lib/request-id';
import { personalNoStorePlugin } from './plugins/personal-no-store';
import { docsPlugin } from './plugins/docs';
import { healthPlugin } from './plugins/health';
import { testClockPlugin } from './plugins/test-clock';
import { staticAppsPlugin } from './plugins/static-apps';
import { apiRoutes } from './routes';
import { closeServices, createServices } from './services';
import { uploadFilesPlugin } from './features/upload/upload-files';
import { createPortalPages, ownApiCaller } from './features/page-render';

export const apiPrefix = '/v2/api/gdzyz';

export interface BuildAppOptions {
  config: Config;
  /** Opened and migrated by the caller (main.ts or a test), closed with the app. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Query strings carry mobiles, e-mail addresses and one-time tokens (GET calls the spec
    // names): the log keeps the path only, on a developer's machine too (its logs get pasted).
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: req.url.split('?')[0],
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.body.password',
        'req.body.passwordAgain',
      ],
      censor: '[已隐藏]',
    },
  };
}

export async function buildApp(opts: BuildAppOptions) {
  const { config, database } = opts;
  // One computation of the security headers, for the framework's answers and the fast lane's.
  const headerSets = securityHeaderSets(config);
  const metrics = createMetrics();
  // The lane's answers never reach the framework's hooks; they are timed under their route.
  const fastLane = createFastLane(headerSets.apiHeaders, (path, seconds) =>
    metrics.observeHttp('GET', path, 200, seconds),
  );
  const app = Fastify({
    serverFactory: fastLane.serverFactory,
    logger: opts.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    frameworkErrors,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps = createDeps(config, database, app.log, metrics);
  app.decorate('deps', deps);
  app.decorate('services', createServices(deps, { apiPrefix, callApi: ownApiCaller(app) }));
  app.decorate('fastLane', fastLane);
  // Hooks every request passes are plain callbacks: an async hook costs each request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onClose', async () => {
    await closeServices(app.services);
    await closeDeps(deps);
  });

  await app.register(metricsPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(envelopePlugin);
  await app.register(securityPlugin, headerSets);
  await app.register(hostileInputPlugin);
  await app.register(personalNoStorePlugin);
  await app.register(authPlugin);
  await app.register(formbody, { bodyLimit: 256 * 1024 });
  await app.register(docsPlugin);
  await app.register(healthPlugin);
  await app.register(testClockPlugin);
  await app.register(apiRoutes, { prefix: apiPrefix });
  await app.register(uploadFilesPlugin);
  await app.register(staticAppsPlugin, {
    sendPortalPage: createPortalPages(app),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
