import type { HTMLAttributes } from 'react';
import { Table, type TableColumnsType } from 'antd';

interface Props<Row> {
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  rows: readonly Row[];
  isLoading: boolean;
  testId: string;
  rowTestId: string;
}

/**
 * A desk's view of one page of a list. Paging sits outside it (`ListPagination`), so a phone's
 * cards and a desk's table share one pager and the URL's page.
 */
export function ListTable<Row extends object>({
  rowKey,
  columns,
  rows,
  isLoading,
  testId,
  rowTestId,
}: Props<Row>) {
  return (
    <Table<Row>
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      pagination={false}
      tableLayout="fixed"
      onRow={() => ({ 'data-testid': rowTestId }) as HTMLAttributes<HTMLElement>}
      data-testid={testId}
    />
  );
}
