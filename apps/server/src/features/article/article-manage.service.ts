import {
  BizCode,
  articleKindOf,
  type ManageArticleDetail,
  type ManageArticleItem,
  type ManageArticleListQuery,
  type Page,
  type SaveArticleInput,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { toListItem } from './article-dto';
import {
  deleteArticle,
  findArticleById,
  findArticlePage,
  findMissionPlace,
  insertArticle,
  updateArticle,
} from './article.repository';
import { isBlankRichText, plainTextOf, sanitizeRichText } from '../../lib/rich-text';
import { clock, loadFederationScope, type Caller, type StaffScope } from '../../kernel';

// Federation admins only: news and help are the federations' voice, not an organisation's.
const contentRefusal = '仅联合会工作人员可以管理新闻与帮助内容';

const notFound = () => new BizError(BizCode.NotFound, '文章不存在或已删除');
const digestLength = 120;

/** Federation staff keep the articles of their own node and the nodes below it. */
export function createArticleManageService(deps: Deps) {
  const { db } = deps;

  async function ownArticle(scope: StaffScope, id: number) {
    const row = await findArticleById(db, id);
    if (!row) throw notFound();
    if (!row.districtPath.startsWith(scope.path))
      throw new BizError(BizCode.Forbidden, '无权操作其他组织发布的文章');
    return row;
  }

  async function checkMission(scope: StaffScope, missionId: number | undefined) {
    if (missionId === undefined) return null;
    const m = await findMissionPlace(db, missionId);
    if (!m || !m.path.startsWith(scope.path))
      throw new BizError(BizCode.NotFound, '关联的活动不存在或不属于本组织');
    return m.id;
  }

  const toItem = (
    r: Parameters<typeof toListItem>[0] & { status: string; publisher: string; updatedAt: Date },
  ): ManageArticleItem => ({
    ...toListItem(r),
    publishTime: r.publishTime?.toISOString() ?? null,
    status: r.status === 'published' ? 'published' : 'draft',
    publisher: r.publisher,
    updatedAt: r.updatedAt.toISOString(),
  });

  async function setStatus(caller: Caller, id: number, status: 'draft' | 'published') {
    const scope = await loadFederationScope(db, caller, contentRefusal);
    const row = await ownArticle(scope, id);
    if (status === 'published' && isBlankRichText(row.article.content))
      throw new BizError(BizCode.InvalidInput, '正文为空，不能发布');
    // The first publication fixes the date readers see; withdrawing and republishing keeps it.
    await updateArticle(db, id, {
      status,
      publishTime:
        status === 'published' ? (row.article.publishTime ?? clock.now()) : row.article.publishTime,
    });
  }

  return {
    async list(caller: Caller, q: ManageArticleListQuery): Promise<Page<ManageArticleItem>> {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      const page = await findArticlePage(
        db,
        { category: q.category, status: q.status, keyword: q.keyword, underPath: scope.path },
        q,
        'updated',
      );
      return { list: page.list.map(toItem), total: page.total };
    },

    async view(caller: Caller, id: number): Promise<ManageArticleDetail> {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      const row = await ownArticle(scope, id);
      return {
        ...toItem({ ...row.article, publisher: row.publisher }),
        content: row.article.content,
        missionId: row.article.missionId === null ? null : String(row.article.missionId),
      };
    },

    /** Saves text only; a published article stays published with its new text. */
    async save(caller: Caller, input: SaveArticleInput): Promise<{ id: string }> {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      const content = sanitizeRichText(input.content);
      if (isBlankRichText(content)) throw new BizError(BizCode.InvalidInput, '正文不能为空');
      const missionId = await checkMission(scope, input.missionId);
      const values = {
        kind: articleKindOf(input.category),
        category: input.category,
        title: input.title,
        digest: input.digest ?? plainTextOf(content).slice(0, digestLength),
        cover: input.cover ?? null,
        content,
        source: input.source ?? '',
        missionId,
      };
      if (input.id === undefined) {
        const id = await insertArticle(db, {
          ...values,
          districtId: scope.districtId,
          createdBy: scope.accountId,
        });
        return { id: String(id) };
      }
      await ownArticle(scope, input.id);
      await updateArticle(db, input.id, values);
      return { id: String(input.id) };
    },

    publish: (caller: Caller, id: number) => setStatus(caller, id, 'published'),
    withdraw: (caller: Caller, id: number) => setStatus(caller, id, 'draft'),

    async remove(caller: Caller, id: number) {
      const scope = await loadFederationScope(db, caller, contentRefusal);
      await ownArticle(scope, id);
      await deleteArticle(db, id);
    },
  };
}
