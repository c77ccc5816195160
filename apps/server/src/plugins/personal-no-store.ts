import fp from 'fastify-plugin';

// Route families whose answers are about one person or carry tokens: sign-in and password
// recovery, the volunteer's own pages, the consoles. /home/* and /open/* stay public.
const personalFamilies = /^\/v2\/api\/gdzyz\/(auth|volunteer|manage)\//;

/**
 * `Cache-Control: no-store` on every personal or token-carrying API answer, so neither a shared
 * proxy nor the browser's back/forward cache keeps a token, an ID number or a profile. Any
 * request that carries a bearer token counts as personal, whatever its path. Routes that set
 * their own Cache-Control (file downloads) keep it.
 */
export const personalNoStorePlugin = fp(
  async (app) => {
    // A callback, not an async hook: every answer, pages and files included, passes it.
    app.addHook('onSend', (request, reply, payload, done) => {
      const personal =
        !reply.hasHeader('cache-control') &&
        (personalFamilies.test(request.url) || !!request.headers.authorization);
      if (personal) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'personal-no-store' },
);
