import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { idSchema, optionalField, textField } from './schema-helpers';

// Help centre (/home/site/help/*, /manage/pc/site/help/*).

export const helpCategories = [
  { code: 'register', name: '注册登录' },
  { code: 'mission', name: '活动报名' },
  { code: 'hours', name: '服务时长' },
  { code: 'card', name: '志愿者证' },
  { code: 'org', name: '组织管理' },
  { code: 'other', name: '其他问题' },
] as const;
export type HelpCategory = (typeof helpCategories)[number]['code'];
export const helpCategoryCodes = helpCategories.map((c) => c.code) as [
  HelpCategory,
  ...HelpCategory[],
];
export const helpCategoryName = (code: string) =>
  helpCategories.find((c) => c.code === code)?.name ?? '其他问题';

const categoryField = optionalField(z.enum(helpCategoryCodes, { error: '帮助分类不正确' }));
const keywordField = optionalField(z.string().trim().max(50, '关键词不能超过50个字'));

export const helpListQuerySchema = pageQuerySchema.extend({
  category: categoryField,
  keyword: keywordField,
});
export type HelpListQuery = z.infer<typeof helpListQuerySchema>;

export const helpItemSchema = z.object({
  id: z.string(),
  category: z.string(),
  categoryName: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});
export type HelpItem = z.infer<typeof helpItemSchema>;

export const helpCategoryCountSchema = z.object({
  code: z.string(),
  name: z.string(),
  count: z.number().int().nonnegative(),
});
export type HelpCategoryCount = z.infer<typeof helpCategoryCountSchema>;

export const saveHelpInputSchema = z.object({
  id: optionalField(idSchema('帮助文章编号')),
  category: z.enum(helpCategoryCodes, { error: '请选择帮助分类' }),
  title: textField('问题', 120),
  content: textField('解答', 50000),
  sort: optionalField(
    z.coerce
      .number({ error: '排序必须是数字' })
      .int('排序必须是整数')
      .min(0, '排序不能为负')
      .max(9999, '排序不能超过9999'),
  ),
});
export type SaveHelpInput = z.infer<typeof saveHelpInputSchema>;

export const helpIdInputSchema = z.object({ id: idSchema('帮助文章编号') });

export const manageHelpListQuerySchema = helpListQuerySchema.extend({
  status: optionalField(z.enum(['draft', 'published'], { error: '发布状态不正确' })),
});
export type ManageHelpListQuery = z.infer<typeof manageHelpListQuerySchema>;

export const manageHelpItemSchema = helpItemSchema.extend({
  sort: z.number().int(),
  status: z.enum(['draft', 'published']),
  updatedAt: z.string(),
});
export type ManageHelpItem = z.infer<typeof manageHelpItemSchema>;
