import { matchRoutes, type RouteObject, type UIMatch } from 'react-router';
import type { RouteData } from './routes/route-data';
import { BRAND_TITLE } from '../lib/brand-title';

/** Route meta of spec §2, carried in `handle`. */
export interface RouteMeta {
  name: string;
  title: string;
  /** Menu order; only routes with a sort value and not hidden appear in the menu. */
  sort?: number;
  hidden: boolean;
  /** Kept mounted (but hidden) when the visitor leaves, see layouts/keep-alive.tsx. */
  keepAlive?: boolean;
  /** The answers the page is drawn from (routes/route-data.ts). */
  data?: RouteData;
}

export function meta(
  name: string,
  title: string,
  extra: Partial<Omit<RouteMeta, 'name' | 'title'>> = {},
): RouteMeta {
  return { name, title, hidden: extra.sort === undefined, ...extra };
}

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'title' in handle;
}

/** The deepest named route of a match list decides the name and title. */
export function deepestMeta(
  matches: ReadonlyArray<{ route: { handle?: unknown } } | UIMatch>,
): RouteMeta | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match && ('handle' in match ? match.handle : match.route.handle);
    if (isRouteMeta(handle)) return handle;
  }
  return null;
}

export function metaForPath(routes: RouteObject[], pathname: string): RouteMeta | null {
  return deepestMeta(matchRoutes(routes, pathname) ?? []);
}

/** Visible menu routes in their sort order (spec §2). */
export function menuEntries(routes: RouteObject[]): Array<RouteMeta & { path: string }> {
  const out: Array<RouteMeta & { path: string }> = [];
  const walk = (list: RouteObject[], base: string) => {
    for (const route of list) {
      const path = route.index ? base : joinPath(base, route.path ?? '');
      if (isRouteMeta(route.handle) && !route.handle.hidden && route.handle.sort !== undefined)
        out.push({ ...route.handle, path: path || '/' });
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '');
  return out.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}

function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`.replace(/\/+/g, '/');
}

export function documentTitle(m: RouteMeta | null): string {
  if (!m || m.name === 'Home') return BRAND_TITLE;
  return `${m.title} - ${BRAND_TITLE}`;
}
