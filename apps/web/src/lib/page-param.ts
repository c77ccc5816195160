/** The `page` query parameter of a paged list; anything but a positive whole number is page 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
