/**
 * The mission list as a visitor last left it in this tab (its query string). The application
 * keeps /mission alive between pages; a visitor's pages of islands are separate documents, so
 * their links to the plain list lead to this one instead (the menu's 志愿活动 finds the filters
 * and page the visitor had).
 */
const key = 'zyz-mission-search';
const listPath = '/mission';

export function keepMissionSearch(search: string): void {
  try {
    if (search) sessionStorage.setItem(key, search);
    else sessionStorage.removeItem(key);
  } catch {
    // Blocked storage: links lead to the plain list.
  }
}

function keptSearch(): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** A link to the plain list, turned into one to the list as it was left. */
export function toKeptMissionList(href: string): string {
  return href === listPath ? `${listPath}${keptSearch()}` : href;
}

/**
 * Points the page's plain links to the list at the list as it was left; an island's own links
 * are its code's to follow (island-location.ts), and its markup stays as the server drew it.
 */
export function pointLinksAtKeptList(
  root: ParentNode,
  isInIsland: (link: Element) => boolean,
): void {
  const search = keptSearch();
  if (!search) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[href="${listPath}"]`))
    if (!isInIsland(link)) link.setAttribute('href', `${listPath}${search}`);
}
