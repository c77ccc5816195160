import { useMatches } from 'react-router';

/** Per-route data read by the title, breadcrumb and menu. */
export interface RouteHandle {
  title?: string;
}

export interface TitledMatch {
  pathname: string;
  title: string;
}

/** The titled routes from the root to the current page. */
export function useTitledMatches(): TitledMatch[] {
  return useMatches()
    .map((m) => ({ pathname: m.pathname, title: (m.handle as RouteHandle | undefined)?.title }))
    .filter((m): m is TitledMatch => typeof m.title === 'string');
}
