/** The attribute a dormant island's element carries; the page's first script looks for it. */
export const ISLAND_ATTRIBUTE = 'data-island';
