import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// A client may pass its own request id for tracing, but only a short, plain one: the value is
// written into every log line of the request.
const safeRequestId = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the client's own when it is safe to log, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && safeRequestId.test(given) ? given : randomUUID();
}
