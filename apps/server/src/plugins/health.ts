import fp from 'fastify-plugin';

/**
 * GET /healthz for a load balancer's checks: 200 while this process takes requests. While it
 * shuts down Fastify answers 503 instead, so the balancer stops sending before the port closes.
 * It reads no database on purpose: an outage of the database is every instance's at once, and
 * taking them all out of the balancer would turn slow answers into none.
 */
export const healthPlugin = fp(
  async (app) => {
    app.get('/healthz', {
      schema: { hide: true },
      config: { envelope: false },
      handler: async (_request, reply) => reply.type('text/plain; charset=utf-8').send('ok'),
    });
  },
  { name: 'health' },
);
