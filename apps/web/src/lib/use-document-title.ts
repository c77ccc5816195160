import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { BRAND_TITLE } from './brand-title';

// Titles that pages named from their data, by path. The shell's navigation effect reads this
// whenever it sets a title, so it never puts the route's generic name back over the page's own
// (it runs after the page's effects in the same commit, and again whenever its inputs change).
const pageTitles = new Map<string, string>();

export function pageTitleFor(pathname: string): string | undefined {
  return pageTitles.get(pathname);
}

/** A detail page's own title, e.g. the article's or mission's name. */
export function useDocumentTitle(title: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    pageTitles.set(pathname, title);
    document.title = `${title} - ${BRAND_TITLE}`;
    return () => {
      if (pageTitles.get(pathname) === title) pageTitles.delete(pathname);
    };
  }, [title, pathname]);
}
