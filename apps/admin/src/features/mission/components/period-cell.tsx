import { Typography } from 'antd';
import { formatDateTime } from '../../../lib/format';

/** A start–end pair in a table cell: the start, and "至 end" greyed on the line below. */
export function PeriodCell({ start, end }: { start: string; end: string }) {
  return (
    <>
      {formatDateTime(start)}
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        至 {formatDateTime(end)}
      </Typography.Text>
    </>
  );
}
