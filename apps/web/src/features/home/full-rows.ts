/** Whole rows only (5 missions at 4 a row show as 4), unless there is not even one row. */
export function fullRows<T>(items: T[], perRow: number): T[] {
  return items.length > perRow ? items.slice(0, items.length - (items.length % perRow)) : items;
}
