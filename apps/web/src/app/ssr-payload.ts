import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from '@zyz/client';
import type { HydrationState } from 'react-router';

import { noteDrawnAt } from '../lib/page-clock';
import { SSR_PAYLOAD_ID } from './ssr-payload-id';

export { SSR_PAYLOAD_ID };

/**
 * What a server-rendered page hands the browser so hydration renders the same tree: the
 * query answers the HTML was made from and the router's loader data. Errors travel in the
 * router's own serialised shape (`__type`), which createBrowserRouter turns back into objects.
 */
export interface SsrPayload {
  query: DehydratedState;
  /** The instant the page was drawn at (epoch ms): hydration draws time-dependent words as of it. */
  drawnAt: number;
  /** A page the application hydrates whole: the router's state. */
  router?: HydrationState;
  /** A visitor's page of islands (issue 48): each island's props, by its number on the page. */
  islands?: Record<number, { name: string; props: object }>;
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

/** A refusal as it travels in the payload (an Error's own fields do not survive JSON). */
interface CarriedRefusal {
  apiError: { code: string; message: string; status: number };
}

/** The server refused for a reason that holds for every visitor (no such mission, bad id). */
const isVisitorRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status < 500;

/**
 * The query answers to hand the browser: the successful ones, and refusals such as 活动不存在
 * that the page was drawn with, so hydration draws the same message instead of a spinner.
 * Failures of the server itself are left out; the browser asks again.
 */
export function dehydrateForPage(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) ||
      (query.state.status === 'error' && isVisitorRefusal(query.state.error)),
  });
  for (const query of state.queries) {
    const { error } = query.state;
    if (query.state.status !== 'error' || !isVisitorRefusal(error)) continue;
    const carried: CarriedRefusal = {
      apiError: { code: error.code, message: error.message, status: error.status },
    };
    (query.state as { error: unknown }).error = carried;
  }
  return state;
}

/** Turns carried refusals back into the ApiError the pages check for. */
export function reviveRefusals(state: DehydratedState): DehydratedState {
  for (const query of state.queries) {
    const carried = query.state.error as Partial<CarriedRefusal> | null;
    if (query.state.status !== 'error' || !carried?.apiError) continue;
    const { code, message, status } = carried.apiError;
    (query.state as { error: unknown }).error = new ApiError(code, message, status);
  }
  return state;
}

/**
 * Puts the answers the HTML was drawn from into the browser's client. They count as fetched now
 * on this clock (they are seconds old at most), so no query asks again while hydrating,
 * whatever the two clocks say.
 */
export function hydrateQueries(client: QueryClient, payload: SsrPayload): void {
  const now = Date.now();
  for (const query of payload.query.queries) query.state.dataUpdatedAt = now;
  hydrate(client, reviveRefusals(payload.query));
  noteDrawnAt(payload.drawnAt);
}
