import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

interface LoadedPage {
  isSuccess: boolean;
  isPlaceholderData: boolean;
  data?: { total: number };
}

/**
 * For a list paged by `?page=` in the URL (so Back returns to it): when the last row of the
 * last page goes (deleted, cancelled, unfavourited), the page steps back to one that has rows.
 */
export function useClampPage(list: LoadedPage, pageSize: number, pageIndex: number): void {
  const [, setParams] = useSearchParams();
  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
  const isPastEnd = list.isSuccess && !list.isPlaceholderData && pageIndex > lastPage;
  useEffect(() => {
    if (!isPastEnd) return;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (lastPage > 1) next.set('page', String(lastPage));
      else next.delete('page');
      return next;
    });
  }, [isPastEnd, lastPage, setParams]);
}
