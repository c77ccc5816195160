import {
  BizCode,
  helpCategories,
  helpCategoryName,
  type HelpCategoryCount,
  type HelpItem,
  type HelpListQuery,
  type ManageHelpItem,
  type ManageHelpListQuery,
  type Page,
  type SaveHelpInput,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { HelpArticleRow } from '../../db/schema/index';
import { BizError } from '../../lib/biz-error';
import { isBlankRichText, plainTextOf, sanitizeRichText } from '../../lib/rich-text';
import {
  countPublishedByCategory,
  deleteHelp,
  findHelpById,
  findHelpPage,
  insertHelp,
  updateHelp,
} from './help.repository';
import { type Caller, loadFederationScope } from '../../kernel';

// Federation admins only: news and help are the federations' voice, not an organisation's.
const contentRefusal = '仅联合会工作人员可以管理新闻与帮助内容';

const notFound = () => new BizError(BizCode.NotFound, '帮助文章不存在或已删除');

const toItem = (r: HelpArticleRow): HelpItem => ({
  id: String(r.id),
  category: r.category,
  categoryName: helpCategoryName(r.category),
  title: r.title,
  content: r.content,
});

const toManageItem = (r: HelpArticleRow): ManageHelpItem => ({
  ...toItem(r),
  sort: r.sort,
  status: r.status === 'published' ? 'published' : 'draft',
  updatedAt: r.updatedAt.toISOString(),
});

/** The help centre is one for the whole platform, so only the provincial federation writes it. */
export function createHelpService(deps: Deps) {
  const { db, readDb } = deps;

  async function requireRootStaff(caller: Caller) {
    const scope = await loadFederationScope(db, caller, contentRefusal);
    if (!scope.isRoot)
      throw new BizError(BizCode.Forbidden, '帮助中心由省级联合会统一维护，请联系省联合会');
    return scope;
  }

  async function existing(id: number) {
    const row = await findHelpById(db, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(q: HelpListQuery): Promise<Page<HelpItem>> {
      const page = await findHelpPage(readDb, { ...q, status: 'published' }, q, 'sort');
      return { list: page.list.map(toItem), total: page.total };
    },

    async categories(): Promise<HelpCategoryCount[]> {
      const counts = new Map(
        (await countPublishedByCategory(readDb)).map((r) => [r.category, r.n]),
      );
      return helpCategories.map((c) => ({
        code: c.code,
        name: c.name,
        count: counts.get(c.code) ?? 0,
      }));
    },

    async manageList(caller: Caller, q: ManageHelpListQuery): Promise<Page<ManageHelpItem>> {
      await requireRootStaff(caller);
      const page = await findHelpPage(db, q, q, 'updated');
      return { list: page.list.map(toManageItem), total: page.total };
    },

    async save(caller: Caller, input: SaveHelpInput): Promise<{ id: string }> {
      const scope = await requireRootStaff(caller);
      const content = sanitizeRichText(input.content);
      if (isBlankRichText(content)) throw new BizError(BizCode.InvalidInput, '解答不能为空');
      const values = {
        category: input.category,
        title: input.title,
        content,
        plainText: plainTextOf(content),
        sort: input.sort ?? 0,
      };
      if (input.id === undefined) {
        const id = await insertHelp(db, { ...values, createdBy: scope.accountId });
        return { id: String(id) };
      }
      await existing(input.id);
      await updateHelp(db, input.id, values);
      return { id: String(input.id) };
    },

    async setStatus(caller: Caller, id: number, status: 'draft' | 'published') {
      await requireRootStaff(caller);
      await existing(id);
      await updateHelp(db, id, { status });
    },

    async remove(caller: Caller, id: number) {
      await requireRootStaff(caller);
      await existing(id);
      await deleteHelp(db, id);
    },
  };
}
