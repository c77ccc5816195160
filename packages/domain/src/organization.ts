import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { idSchema, optionalField } from './schema-helpers';

// Public organisation pages (/home/org/*) and the global search (/home/search/all).

export const orgPageQuerySchema = pageQuerySchema.extend({
  /** A node whose subtree to list (a city or county federation); blank = all. */
  parentId: optionalField(idSchema('上级组织编号')),
  keyword: optionalField(z.string().trim().max(50, '关键词不能超过50个字')),
});
export type OrgPageQuery = z.infer<typeof orgPageQuerySchema>;

export const orgCardSchema = z.object({
  districtId: z.string(),
  name: z.string(),
  level: z.number().int(),
  parentName: z.string().nullable(),
  missionCount: z.number().int(),
  memberCount: z.number().int(),
});
export type OrgCard = z.infer<typeof orgCardSchema>;

export const orgDetailQuerySchema = z.object({ districtId: idSchema('组织编号') });

export const orgDetailSchema = orgCardSchema.extend({
  /** Names from the province down to the parent, for the breadcrumb. */
  ancestors: z.array(z.object({ districtId: z.string(), name: z.string() })),
  childCount: z.number().int(),
  /** Final service minutes credited by this node and the nodes below it (cached a few minutes). */
  serviceMinutes: z.number().int(),
  mailbox: z.string(),
  servicePhone: z.string(),
  createdAt: z.string(),
});
export type OrgDetail = z.infer<typeof orgDetailSchema>;

/** Level names as the federation uses them. */
export const districtLevelName = (level: number) =>
  ({ 1: '省级联合会', 2: '市级联合会', 3: '区县联合会' })[level] ?? '志愿服务组织';

export const globalSearchQuerySchema = z.object({
  keyword: z
    .string({ error: '请输入搜索关键词' })
    .trim()
    .min(1, { error: '请输入搜索关键词', abort: true })
    .max(50, '关键词不能超过50个字'),
});

const hitSchema = z.object({ id: z.string(), title: z.string(), extra: z.string() });
export type SearchHit = z.infer<typeof hitSchema>;

/** Up to five of each, with the totals so the page can offer "see all". */
export const globalSearchSchema = z.object({
  missions: z.object({ list: z.array(hitSchema), total: z.number().int() }),
  organizations: z.object({ list: z.array(hitSchema), total: z.number().int() }),
  articles: z.object({
    list: z.array(hitSchema.extend({ kind: z.enum(['article', 'summary']) })),
    total: z.number().int(),
  }),
});
export type GlobalSearchResult = z.infer<typeof globalSearchSchema>;
