import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
/** Equal columns, or a grid-template-columns value such as '2fr 1fr'. */
type Columns = number | string;

interface ResponsiveGridProps extends HTMLAttributes<HTMLElement> {
  /** Columns from each breakpoint up (antd's: sm 576, md 768, lg 992, xl 1200 px). */
  columns: Partial<Record<Breakpoint, Columns>> & { xs: Columns };
  /** Row and column gap in px. */
  gap: number;
  /** The element, e.g. 'dl' for a definition list laid out in columns. */
  as?: 'div' | 'dl' | 'ul';
  children: ReactNode;
}

const template = (columns: Columns) =>
  typeof columns === 'number' ? `repeat(${columns}, minmax(0, 1fr))` : columns;

/**
 * A grid laid out by CSS media queries (global.css, .responsive-grid), not by measuring the
 * window in script: a server-rendered page has its final layout before any script runs, so a
 * phone sees no jump when the page comes alive, and no 90 kB of antd's column classes is
 * shipped in the page's head.
 */
export function ResponsiveGrid({
  columns,
  gap,
  as: Element = 'div',
  style,
  children,
  ...rest
}: ResponsiveGridProps) {
  const vars: Record<string, string> = { gap: `${gap}px` };
  for (const [bp, value] of Object.entries(columns)) vars[`--grid-${bp}`] = template(value);
  return (
    <Element
      {...rest}
      className={['responsive-grid', rest.className].filter(Boolean).join(' ')}
      style={{ ...(vars as CSSProperties), ...style }}
    >
      {children}
    </Element>
  );
}
