import type { TablePaginationConfig } from 'antd';

/** Paging the server does: the table shows one page of `total` and asks for another. */
export interface ListPaging {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPage: (pageIndex: number, pageSize: number) => void;
  /** What is counted, after the number: 共 12 条, 共 3 个时段. */
  unit: string;
  /** How the count is written; a plain number unless the list runs to thousands. */
  formatTotal?: (total: number) => string;
  /** Let the organiser choose the page size, from these sizes when given. */
  sizeChanger?: boolean | number[];
  hideOnSinglePage?: boolean;
}

/** The antd pager of a paged list; every list's pager reads and says the same way. */
export function listPager({
  pageIndex,
  pageSize,
  total,
  onPage,
  unit,
  formatTotal = String,
  sizeChanger,
  hideOnSinglePage,
}: ListPaging): TablePaginationConfig {
  const pager: TablePaginationConfig = {
    current: pageIndex,
    pageSize,
    total,
    showTotal: (n) => `共 ${formatTotal(n)} ${unit}`,
    onChange: onPage,
  };
  // Left out unless asked for, so antd's own defaults (a size changer past 50 rows) still hold.
  if (hideOnSinglePage) pager.hideOnSinglePage = true;
  if (sizeChanger) pager.showSizeChanger = true;
  if (Array.isArray(sizeChanger)) pager.pageSizeOptions = sizeChanger;
  return pager;
}
