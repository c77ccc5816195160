import type { ReactNode } from 'react';
import { createPath, parsePath, Router, type Location, type Navigator } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProviders } from '../app/providers';

/**
 * What every island is drawn inside, on the server and in the browser alike, so both draw the
 * same markup: the theme, the page's query answers and a router at the page's address. An
 * island sees nothing of the page around it.
 */
export function IslandShell({
  queryClient,
  location,
  navigator,
  isStatic,
  children,
}: {
  queryClient: QueryClient;
  location: Location;
  navigator: Navigator;
  isStatic: boolean;
  children: ReactNode;
}) {
  return (
    <ThemeProviders>
      <QueryClientProvider client={queryClient}>
        <Router location={location} navigator={navigator} static={isStatic}>
          {children}
        </Router>
      </QueryClientProvider>
    </ThemeProviders>
  );
}

/** The identifier prefix of an island's root: `useId` values match between server and browser. */
export const islandIdPrefix = (id: number) => `i${id}-`;

/**
 * How an island writes and reads addresses, on the server and in the browser alike: its links
 * must come out the same in both, or hydration would find other hrefs than the server drew.
 */
export const islandAddresses: Pick<Navigator, 'createHref' | 'encodeLocation'> = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  encodeLocation: (to) => {
    const { pathname = '/', search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
    return { pathname, search, hash };
  },
};
