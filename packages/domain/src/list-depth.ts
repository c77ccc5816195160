// No zod here: the portal's list shows these, and importing envelope.ts brought zod (and its
// eval probe, which the page's CSP reports) onto /mission.

/**
 * Lists over province-sized tables count and page their matches up to this many. Past it the
 * total reads "1000+" and a deeper page asks to narrow the filters: counting or skipping
 * millions of rows on every request costs far more than anyone reads.
 */
export const listDepth = 1_000;

/** A total as shown: exact up to `listDepth`, "1000+" beyond (the server counts one past it). */
export const formatListTotal = (total: number) =>
  total > listDepth ? `${listDepth}+` : String(total);
