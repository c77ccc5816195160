import {
  data,
  type LoaderFunctionArgs,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { meta, type RouteMeta } from '../route-meta';

type PageModule = { default: React.ComponentType };

/**
 * Route-level code splitting through the router's own `lazy`: the chunk loads while the
 * navigation is pending (under the progress bar), so no half-rendered page flashes.
 */
export function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const pending = page(() => import('../../pages/pending-page'));

/** A page whose feature opens in a later version: the shared placeholder under its own title. */
export function pendingRoute(
  path: string,
  name: string,
  title: string,
  extra: Partial<Omit<RouteMeta, 'name' | 'title'>> = {},
): NonIndexRouteObject {
  return { path, handle: meta(name, title, extra), lazy: pending };
}

/** What a slug route's loader hands the page: the id and, when the prefix decides it, the title. */
export interface SlugData {
  id: string;
  title?: string;
}

/**
 * The router matches whole segments only, so '/mission/detail-12' is matched as ':slug' and
 * checked here against the allowed prefixes (prefix → page title, or '' to keep the route's
 * title); anything else is an unknown page.
 */
export function requireSlugPrefix(prefixes: Record<string, string>) {
  return ({ params }: LoaderFunctionArgs): SlugData => {
    const slug = params.slug ?? '';
    for (const [prefix, title] of Object.entries(prefixes)) {
      if (slug.startsWith(prefix) && slug.length > prefix.length)
        return { id: slug.slice(prefix.length), ...(title ? { title } : {}) };
    }
    throw data(null, { status: 404 });
  };
}
