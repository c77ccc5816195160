import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { idSchema, optionalField } from './schema-helpers';

// Portal Home calls: banners, announcements, platform figures, the volunteer ranking.

/** Where a banner shows; the spec's `/home/banner/list/1` is the portal Home carousel. */
export const BannerPosition = { PortalHome: 1 } as const;
export const bannerPositionLabels: Record<number, string> = { 1: '门户首页轮播' };

export const bannerListParamsSchema = z.object({
  position: z.coerce
    .number({ error: '轮播位置不正确' })
    .int('轮播位置不正确')
    .refine((v) => v in bannerPositionLabels, '轮播位置不正确'),
});
export const siteQuerySchema = z.object({
  districtId: optionalField(idSchema('组织编号')),
});

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string(),
  /**
   * Where a click leads: nowhere, a page of this site, or another site. A click goes through
   * bannerSkip (which counts it), never straight to the address.
   */
  linkType: z.enum(['none', 'internal', 'external']),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerSkipQuerySchema = z.object({
  id: idSchema('轮播图编号'),
  /** `json` answers the link in the envelope instead of redirecting (single-page apps). */
  format: z.enum(['redirect', 'json'], { error: '参数 format 应为 redirect 或 json' }).optional(),
});
export const bannerSkipResultSchema = z.object({ link: z.string() });

/** showType 1 = the notice board, 2 = the scrolling bar above it. */
export const AnnouncementShowType = { Board: 1, Ticker: 2 } as const;
export const announcementShowTypeLabels: Record<number, string> = {
  1: '首页公告栏',
  2: '顶部滚动通知',
};
export const showTypeSchema = z.coerce
  .number({ error: '公告展示类型必须是数字' })
  .int('公告展示类型不正确')
  .refine((v) => v in announcementShowTypeLabels, '公告展示类型应为1（公告栏）或2（滚动通知）');

export const announcementListQuerySchema = pageQuerySchema.extend({
  showType: showTypeSchema,
  districtId: optionalField(idSchema('组织编号')),
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuerySchema>;

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  pinned: z.boolean(),
  /** ISO instant the notice went up (its schedule start). */
  publishTime: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const indexStaticsSchema = z.object({
  volunteerCount: z.number().int(),
  organizationCount: z.number().int(),
  missionCount: z.number().int(),
  serviceMinutes: z.number().int(),
  /** Whole hours, rounded down, as the figure on Home shows them. */
  serviceHours: z.number().int(),
});
export type IndexStatics = z.infer<typeof indexStaticsSchema>;

export const rankingTypes = ['month', 'total'] as const;
export const rankingTypeLabels: Record<(typeof rankingTypes)[number], string> = {
  month: '本月',
  total: '总榜',
};
export const volunteerRankingQuerySchema = z.object({
  type: z
    .enum(rankingTypes, { error: '排行类型应为 month（本月）或 total（总榜）' })
    .default('month'),
  size: z.coerce
    .number({ error: '条数必须是数字' })
    .int('条数必须是整数')
    .min(1, '条数至少为1')
    .max(50, '条数最多为50')
    .default(10),
});
export type VolunteerRankingQuery = z.infer<typeof volunteerRankingQuerySchema>;

export const rankingItemSchema = z.object({
  rank: z.number().int(),
  /** Masked (张*、欧***): a ranking is public. */
  name: z.string(),
  serviceMinutes: z.number().int(),
});
export const volunteerRankingSchema = z.object({
  type: z.enum(rankingTypes),
  /** 'YYYY-MM' of the month ranked (China time); null for the all-time list. */
  month: z.string().nullable(),
  list: z.array(rankingItemSchema),
});
export type VolunteerRanking = z.infer<typeof volunteerRankingSchema>;
