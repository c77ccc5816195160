import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The element that carries what the server rendered with, as JSON (never executed). */
export const SSR_PAYLOAD_ID = 'zyz-ssr';

/**
 * What a server-rendered page hands the browser so hydration renders the same tree: the
 * query answers the HTML was made from and the router's loader data. Errors travel in the
 * router's own serialised shape (`__type`), which createBrowserRouter turns back into objects.
 */
export interface SsrPayload {
  query: DehydratedState;
  router: HydrationState;
}

/** JSON that is safe inside a script element (no `</script>` or HTML comment can form). */
export function serializePayload(payload: SsrPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readPayload(doc: Document): SsrPayload | null {
  const text = doc.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrPayload;
  } catch {
    return null;
  }
}
