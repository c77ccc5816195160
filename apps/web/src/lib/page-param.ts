/** The `page` query parameter of a paged list; anything but a positive whole number is page 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A paged list's address: the filters that are set, then the page past the first. A changed
 * filter passes no page, so the list starts again at the top.
 */
export function listSearch(
  filters: Record<string, string | number | null | undefined>,
  page = 1,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, String(value));
  if (page > 1) search.set('page', String(page));
  return search;
}
