import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import NProgress from 'nprogress';
import { progressBarSettings } from '@zyz/client';
import { deepestMeta, documentTitle } from '../route-meta';
import { BRAND_TITLE } from '../../lib/brand-title';
import { pageTitleFor } from '../../lib/use-document-title';

NProgress.configure({ ...progressBarSettings, trickleSpeed: 120 });

function loaderTitle(data: unknown): string | undefined {
  if (
    typeof data === 'object' &&
    data !== null &&
    'title' in data &&
    typeof data.title === 'string'
  )
    return data.title;
  return undefined;
}

/**
 * Spec §2 per-navigation behaviour: the progress bar spans the pending navigation (guard,
 * code chunk), then the title is set and the window returns to the top-left — except on a
 * kept-alive page, which restores its own scroll (keep-alive.tsx).
 */
export function useNavigationEffects(): void {
  const navigation = useNavigation();
  const location = useLocation();
  const matches = useMatches();
  const routeMeta = deepestMeta(matches);
  const override = loaderTitle(matches.at(-1)?.loaderData);

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  useEffect(() => {
    const own = pageTitleFor(location.pathname);
    document.title = own
      ? `${own} - ${BRAND_TITLE}`
      : documentTitle(routeMeta && override ? { ...routeMeta, title: override } : routeMeta);
  }, [routeMeta, override, location.pathname]);

  const isKeptAlive = routeMeta?.keepAlive === true;
  useLayoutEffect(() => {
    if (!isKeptAlive) window.scrollTo(0, 0);
    // Keyed on the location entry: every navigation, including a search-only change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
