/** The attribute a dormant island's element carries; the page's first script looks for it. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** On an island that draws from the page's address: it wakes when another island changes it. */
export const FOLLOWS_ADDRESS_ATTRIBUTE = 'data-follows-address';

/** Sent on window when an island changes the page's query string (island-location.ts). */
export const ADDRESS_CHANGED_EVENT = 'zyz:island-address';
