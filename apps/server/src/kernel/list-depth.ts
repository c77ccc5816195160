import { BizCode, listDepth } from '@zyz/domain';
import { BizError } from '../lib/biz-error';

/** Pages past `listDepth` matches are refused with a hint, not skipped through row by row. */
export function assertWithinListDepth(page: { pageIndex: number; pageSize: number }): void {
  if ((page.pageIndex - 1) * page.pageSize >= listDepth)
    throw new BizError(
      BizCode.InvalidInput,
      `只能查看前 ${listDepth} 条结果，请缩小筛选范围（如选择区域、类型或输入关键词）`,
    );
}
