import { DatePicker, Flex, Typography } from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import type { Dayjs } from 'dayjs';

export type DateRange = [Dayjs | null, Dayjs | null] | null;

interface DateRangeInputProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Dates nobody may choose at either end (the range rule itself is added here). */
  disabledDate?: (day: Dayjs) => boolean;
  placeholder?: [string, string];
  'data-testid'?: string;
}

/**
 * A date range a thumb can reach. antd's RangePicker shows two months side by side (576 px), so
 * on a phone the popup is pushed past the screen's left edge and this month cannot be tapped;
 * below the tablet width the range is two single pickers (one month each, 288 px), the end
 * never before the beginning.
 */
export function DateRangeInput({
  value,
  onChange,
  disabledDate = () => false,
  placeholder = ['开始日期', '结束日期'],
  'data-testid': testId,
}: DateRangeInputProps) {
  const isWide = useMinWidth('md') ?? false;
  const [begin, end] = value ?? [null, null];

  if (isWide)
    return (
      <DatePicker.RangePicker
        value={value}
        onChange={(range) => onChange(range)}
        disabledDate={disabledDate}
        placeholder={placeholder}
        style={{ flex: '1 1 240px', maxWidth: 360 }}
        inputReadOnly
        data-testid={testId}
      />
    );

  const setEnds = (nextBegin: Dayjs | null, nextEnd: Dayjs | null) =>
    onChange(nextBegin || nextEnd ? [nextBegin, nextEnd] : null);
  return (
    <Flex align="center" gap="small" style={{ flex: '1 1 100%' }} data-testid={testId}>
      <DatePicker
        value={begin}
        onChange={(day) => setEnds(day, end && day && end.isBefore(day, 'day') ? null : end)}
        disabledDate={(day) => disabledDate(day) || (!!end && day.isAfter(end, 'day'))}
        placeholder={placeholder[0]}
        aria-label={placeholder[0]}
        inputReadOnly
        style={{ flex: 1, minWidth: 0 }}
        data-testid={testId && `${testId}-begin`}
      />
      <Typography.Text type="secondary">至</Typography.Text>
      <DatePicker
        value={end}
        onChange={(day) => setEnds(begin, day)}
        disabledDate={(day) => disabledDate(day) || (!!begin && day.isBefore(begin, 'day'))}
        placeholder={placeholder[1]}
        aria-label={placeholder[1]}
        inputReadOnly
        style={{ flex: 1, minWidth: 0 }}
        data-testid={testId && `${testId}-end`}
      />
    </Flex>
  );
}
