import { describe, expect, it, vi } from 'vitest';
import { listPager } from './list-pager';

const page = { pageIndex: 2, pageSize: 10, total: 1234, unit: '条' };

describe('listPager', () => {
  it('counts the rows in the unit given and hands page changes back', () => {
    const onPage = vi.fn();
    const pager = listPager({ ...page, onPage });
    expect(pager).toMatchObject({ current: 2, pageSize: 10, total: 1234 });
    expect(pager.showTotal?.(1234, [11, 20])).toBe('共 1234 条');
    pager.onChange?.(3, 20);
    expect(onPage).toHaveBeenCalledWith(3, 20);
  });

  it("leaves antd's defaults alone unless a list asks for a size changer or a hidden pager", () => {
    const pager = listPager({ ...page, onPage: () => {} });
    expect(Object.keys(pager)).not.toContain('showSizeChanger');
    expect(Object.keys(pager)).not.toContain('pageSizeOptions');
    expect(Object.keys(pager)).not.toContain('hideOnSinglePage');
  });

  it('offers the sizes a list names, writes the count its way, and hides a single page', () => {
    const pager = listPager({
      ...page,
      unit: '个时段',
      onPage: () => {},
      sizeChanger: [10, 20, 50, 100],
      formatTotal: (n) => n.toLocaleString('en-US'),
      hideOnSinglePage: true,
    });
    expect(pager).toMatchObject({
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 50, 100],
      hideOnSinglePage: true,
    });
    expect(pager.showTotal?.(1234, [11, 20])).toBe('共 1,234 个时段');
  });
});
