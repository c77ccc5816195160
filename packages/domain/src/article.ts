import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { idSchema, optionalField, textField } from './schema-helpers';

// News articles and activity summaries (/home/site/article/*, /manage/pc/site/article/*).

/** Categories as the portal shows them; `summary` holds the activity summaries. */
export const articleCategories = [
  { code: 'news', name: '志愿动态' },
  { code: 'notice', name: '通知公告' },
  { code: 'policy', name: '政策法规' },
  { code: 'story', name: '志愿风采' },
  { code: 'summary', name: '活动总结' },
] as const;
export type ArticleCategory = (typeof articleCategories)[number]['code'];
export const articleCategoryCodes = articleCategories.map((c) => c.code) as [
  ArticleCategory,
  ...ArticleCategory[],
];
export const articleCategoryName = (code: string) =>
  articleCategories.find((c) => c.code === code)?.name ?? '其他';

/** An activity summary lives at /article/summary-{id}, any other article at /article/article-{id}. */
export type ArticleKind = 'article' | 'summary';
export const articleKindOf = (category: string): ArticleKind =>
  category === 'summary' ? 'summary' : 'article';

export type ArticleState = 'draft' | 'published';
export const articleStateName: Record<ArticleState, string> = {
  draft: '草稿',
  published: '已发布',
};

const keywordField = optionalField(z.string().trim().max(50, '关键词不能超过50个字'));
const categoryField = optionalField(z.enum(articleCategoryCodes, { error: '文章分类不正确' }));

export const articleListQuerySchema = pageQuerySchema.extend({
  category: categoryField,
  /** Without a category: `article` lists every category but the summaries. */
  kind: optionalField(z.enum(['article', 'summary'], { error: '文章类型不正确' })),
  keyword: keywordField,
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

/** GET /home/site/article/getHotNews: at most 10, the most read first. */
export const hotArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  category: z.string(),
  publishTime: z.string(),
  viewCount: z.number().int(),
});
export type HotArticle = z.infer<typeof hotArticleSchema>;

export const articleListItemSchema = hotArticleSchema.extend({
  kind: z.enum(['article', 'summary']),
  categoryName: z.string(),
  digest: z.string(),
  source: z.string(),
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

export const articleDetailQuerySchema = z.object({
  id: idSchema('文章编号'),
  kind: optionalField(z.enum(['article', 'summary'], { error: '文章类型不正确' })),
});
export type ArticleDetailQuery = z.infer<typeof articleDetailQuerySchema>;

const neighbourSchema = z.object({ id: z.string(), title: z.string() }).nullable();

export const articleDetailSchema = articleListItemSchema.extend({
  /** Sanitised HTML, safe to render as is. */
  content: z.string(),
  missionId: z.string().nullable(),
  missionSubject: z.string().nullable(),
  publisher: z.string(),
  previous: neighbourSchema,
  next: neighbourSchema,
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

// An image this server stored (/uploads/…) or an https address; never http, data: or javascript:.
export const imageRefSchema = (field: string) =>
  z
    .string()
    .trim()
    .max(300, `${field}路径过长`)
    .regex(
      /^(\/uploads\/[A-Za-z0-9/_.-]+|https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/[^\s"'<>\\]*)$/,
      `${field}须为本站上传的图片或 https 地址`,
    )
    .refine((p) => !p.includes('..'), `${field}路径不正确`);

export const saveArticleInputSchema = z.object({
  id: optionalField(idSchema('文章编号')),
  category: z.enum(articleCategoryCodes, { error: '请选择文章分类' }),
  title: textField('标题', 120),
  digest: optionalField(z.string().trim().max(300, '摘要不能超过300个字')),
  cover: optionalField(imageRefSchema('封面图片')),
  content: textField('正文', 100000),
  source: optionalField(z.string().trim().max(60, '来源不能超过60个字')),
  missionId: optionalField(idSchema('关联活动编号')),
});
export type SaveArticleInput = z.infer<typeof saveArticleInputSchema>;

export const articleIdInputSchema = z.object({ id: idSchema('文章编号') });

export const manageArticleListQuerySchema = pageQuerySchema.extend({
  category: categoryField,
  status: optionalField(z.enum(['draft', 'published'], { error: '发布状态不正确' })),
  keyword: keywordField,
});
export type ManageArticleListQuery = z.infer<typeof manageArticleListQuerySchema>;

export const manageArticleItemSchema = articleListItemSchema.extend({
  publishTime: z.string().nullable(),
  status: z.enum(['draft', 'published']),
  publisher: z.string(),
  updatedAt: z.string(),
});
export type ManageArticleItem = z.infer<typeof manageArticleItemSchema>;

export const manageArticleDetailSchema = manageArticleItemSchema.extend({
  content: z.string(),
  missionId: z.string().nullable(),
});
export type ManageArticleDetail = z.infer<typeof manageArticleDetailSchema>;
