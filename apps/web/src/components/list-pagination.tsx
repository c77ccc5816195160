import { Pagination } from 'antd';

interface Props {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** A phone's pager: the page number between two arrows. */
  isPhone?: boolean;
  /** The count a desk shows beside the pages (`共 12 条`). */
  totalLabel?: (total: number) => string;
  align?: 'end' | 'center';
  testId?: string;
}

/** The pages under a list, shown only when the list has more than one. */
export function ListPagination({
  current,
  pageSize,
  total,
  onChange,
  isPhone = false,
  totalLabel,
  align = 'end',
  testId,
}: Props) {
  if (total <= pageSize) return null;
  return (
    <Pagination
      align={align}
      current={current}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      simple={isPhone}
      showTotal={isPhone ? undefined : totalLabel}
      onChange={onChange}
      data-testid={testId}
    />
  );
}
