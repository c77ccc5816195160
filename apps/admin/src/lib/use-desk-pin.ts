import { useIsPhone } from './use-is-phone';

/**
 * Where a table's action column is pinned: at a desk's right edge. On a phone a pinned column
 * (up to 400 px of buttons) covers the very row it acts on, so there the row scrolls whole
 * inside the table's own box, its actions at the end.
 */
export function useDeskPin(): 'right' | false {
  return useIsPhone() ? false : 'right';
}
