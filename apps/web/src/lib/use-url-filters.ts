import { useSearchParams } from 'react-router';

/**
 * The filters of a list's address, read as its page reads them: a parameter by name (blank when
 * absent) and the page number. The server reads them so too, to fetch what the page will show.
 */
export function readUrlFilters(params: URLSearchParams) {
  const get = (name: string) => (params.get(name) ?? '').trim();
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  return { get, pageIndex };
}

/**
 * List filters kept in the address (shareable, survive a reload): read one with `get`, change
 * several at once with `update` (a blank value removes the parameter), and the page number.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const { get, pageIndex } = readUrlFilters(params);
  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };
  return { get, update, pageIndex };
}
