import type { FastifyRequest } from 'fastify';

/** Where a request came from, for sessions, throttling and the audit log. */
export interface RequestContext {
  ip: string;
  userAgent: string | null;
}

export const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
