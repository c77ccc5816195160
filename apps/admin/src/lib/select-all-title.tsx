import { useCallback, type ReactNode } from 'react';

function InertInMeasureRow({ children }: { children: ReactNode }) {
  const mark = useCallback((el: HTMLSpanElement | null) => {
    el?.closest('.ant-table-measure-row')?.setAttribute('inert', '');
  }, []);
  return (
    <span ref={mark} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}

/**
 * A table's select-all checkbox, for `rowSelection.columnTitle`. antd copies every column title
 * into a hidden row it measures the columns with (aria-hidden); the copy of the checkbox stayed
 * reachable by Tab there, a stop a screen reader cannot see (WCAG 4.1.2). The copy's row is made
 * inert; the real checkbox in the header is untouched.
 */
export const selectAllTitle = (checkbox: ReactNode) => (
  <InertInMeasureRow>{checkbox}</InertInMeasureRow>
);
