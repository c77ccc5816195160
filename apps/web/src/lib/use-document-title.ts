import { useEffect, useState } from 'react';
import { BRAND_TITLE } from '../app/route-meta';

/**
 * A detail page's own title. The shell sets the route's title after each navigation, in an
 * effect that runs after the page's own in the first commit; waiting one commit lets ours win.
 */
export function useDocumentTitle(title: string | undefined) {
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => setHasMounted(true), []);
  useEffect(() => {
    if (hasMounted && title) document.title = `${title} - ${BRAND_TITLE}`;
  }, [hasMounted, title]);
}
