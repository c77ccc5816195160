import { useSearchParams } from 'react-router';

/**
 * List filters kept in the address (shareable, survive a reload): read one with `get`, change
 * several at once with `update` (a blank value removes the parameter), and the page number.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const get = (name: string) => (params.get(name) ?? '').trim();
  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  return { get, update, pageIndex };
}
