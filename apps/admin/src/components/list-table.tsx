import { Table, type TableProps } from 'antd';
import { listPager, type ListPaging } from './list-pager';

export type ListTableProps<T> = Omit<TableProps<T>, 'pagination'> & ListPaging;

/** Every paged list in the console: an antd table with the one pager (`listPager`). */
export function ListTable<T extends object>({
  pageIndex,
  pageSize,
  total,
  onPage,
  unit,
  formatTotal,
  sizeChanger,
  hideOnSinglePage,
  ...table
}: ListTableProps<T>) {
  const pager = listPager({
    pageIndex,
    pageSize,
    total,
    onPage,
    unit,
    formatTotal,
    sizeChanger,
    hideOnSinglePage,
  });
  return <Table<T> {...table} pagination={pager} />;
}
