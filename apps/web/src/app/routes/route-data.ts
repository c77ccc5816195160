import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Location, type Params, type RouteObject } from 'react-router';
import { districtDomainOptions } from '../../features/site/api/district-domain';
import { deepestMeta } from '../route-meta';

export interface RouteDataArgs {
  url: URL;
  params: Params;
  /** Who is looking (viewer-key.ts): 'guest' on the server, which draws for visitors. */
  viewer: string;
}

/**
 * The answers a public route's page is drawn from, declared once beside the route (issue 48):
 * the server fetches them all, then draws the page once; the browser starts the same fetches
 * as it navigates there, while the page's code loads. A page reads them with the same query
 * options, so each answer is found, never asked for twice.
 */
// Each option keeps its own data type; the list only has to be fetchable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteData = (args: RouteDataArgs) => Array<FetchQueryOptions<any, any, any, any>>;

/** What the shell around every page reads (the footer's site settings). */
const shellData: RouteData = () => [districtDomainOptions()];

/**
 * What a matched route declares, with the shell's part; null for a route that declares nothing
 * (it is drawn to find out, see entry-server.tsx).
 */
export function declaredData(
  matches: ReadonlyArray<{ route: { handle?: unknown } }>,
  args: RouteDataArgs,
): ReturnType<RouteData> | null {
  const data = deepestMeta(matches)?.data;
  return data ? [...shellData(args), ...data(args)] : null;
}

/** In the browser: starts fetching what the page navigated to is drawn from. */
export function prefetchRouteData(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
  client: QueryClient,
  viewer: string,
): void {
  const matches = matchRoutes(routes, location) ?? [];
  const url = new URL(location.pathname + location.search, window.location.origin);
  const params = matches.at(-1)?.params ?? {};
  for (const options of declaredData(matches, { url, params, viewer }) ?? [])
    void client.prefetchQuery(options);
}
