import { useEffect } from 'react';
import { BRAND_TITLE } from '../app/route-meta';

/**
 * A detail page's own title. The shell sets the route's title after each navigation, in an
 * effect that runs after the page's own in the same commit; a task later, ours wins. (State
 * here would redraw the whole page in the task that ends hydration.)
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const timer = setTimeout(() => {
      document.title = `${title} - ${BRAND_TITLE}`;
    });
    return () => clearTimeout(timer);
  }, [title]);
}
