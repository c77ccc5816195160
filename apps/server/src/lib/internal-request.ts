import { randomBytes } from 'node:crypto';

/**
 * Marks the API calls the server makes to itself while rendering a page (they arrive from
 * 127.0.0.1 for every visitor at once): the per-IP request ceiling does not count them. The key
 * is new on every start and never leaves the process, so no client can claim it.
 */
export const INTERNAL_REQUEST_HEADER = 'x-zyz-internal';
export const internalRequestKey = randomBytes(24).toString('hex');

export function isInternalRequest(headers: Record<string, unknown>): boolean {
  return headers[INTERNAL_REQUEST_HEADER] === internalRequestKey;
}
