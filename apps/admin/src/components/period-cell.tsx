import { formatDateTime } from '../lib/format';
import { SubLine } from './sub-line';

/** A start–end pair in a table cell: the start, and "至 end" greyed on the line below. */
export function PeriodCell({ start, end }: { start: string; end: string }) {
  return (
    <>
      {formatDateTime(start)}
      <SubLine>至 {formatDateTime(end)}</SubLine>
    </>
  );
}
