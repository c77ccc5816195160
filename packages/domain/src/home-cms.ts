import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { dateTimeSchema, idSchema, optionalField, textField } from './schema-helpers';
import { bannerListParamsSchema, showTypeSchema } from './home';

// Console CMS calls of federation staff: banners, announcements, the node's own site settings.

const booleanish = (field: string) =>
  z.preprocess(
    (v) =>
      v === 'true' || v === '1' || v === 1
        ? true
        : v === 'false' || v === '0' || v === 0
          ? false
          : v,
    z.boolean({ error: `${field}必须是布尔值` }),
  );

/** An image this server stored (/uploads/…) or an https address; never data: or javascript:. */
export const siteImageSchema = (field: string) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .max(300, `${field}路径过长`)
    .regex(
      /^(\/uploads\/[A-Za-z0-9/_.-]+|https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/[^\s"'<>\\]*)$/,
      `${field}须为本站上传的图片或 https 地址`,
    );

/** Where a banner leads: a page of this site (/mission/…) or an http(s) address. */
export const bannerLinkSchema = z
  .string()
  .trim()
  .max(500, '跳转链接不能超过500个字符')
  .regex(
    /^(|\/(?!\/)[^\s"'<>\\]*|https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s"'<>\\]*)?)$/,
    '跳转链接须为本站路径（以 / 开头）或 http(s) 地址',
  );

/** Derived from enabled + schedule; the console shows it, the portal shows only 'live'. */
export const publishStates = ['scheduled', 'live', 'ended', 'disabled'] as const;
export type PublishState = (typeof publishStates)[number];
export const publishStateLabels: Record<PublishState, string> = {
  scheduled: '待上线',
  live: '展示中',
  ended: '已过期',
  disabled: '已下线',
};

const scheduleFields = {
  startAt: dateTimeSchema('上线时间'),
  endAt: optionalField(dateTimeSchema('下线时间')),
  enabled: booleanish('是否启用').default(true),
};
const endAfterStart = (v: { startAt: Date; endAt?: Date }) => !v.endAt || v.endAt > v.startAt;
const endAfterStartIssue = { message: '下线时间须晚于上线时间', path: ['endAt'] };

export const saveBannerInputSchema = z
  .object({
    bannerId: optionalField(idSchema('轮播图编号')),
    position: bannerListParamsSchema.shape.position.default(1),
    title: textField('标题', 60),
    image: siteImageSchema('轮播图片'),
    link: bannerLinkSchema.default(''),
    sortOrder: z.coerce
      .number({ error: '排序必须是数字' })
      .int('排序必须是整数')
      .min(0, '排序不能为负')
      .max(9999, '排序不能超过9999')
      .default(0),
    ...scheduleFields,
  })
  .refine(endAfterStart, endAfterStartIssue);
export type SaveBannerInput = z.infer<typeof saveBannerInputSchema>;

export const bannerIdInputSchema = z.object({ bannerId: idSchema('轮播图编号') });
export const manageListQuerySchema = pageQuerySchema;

export const manageBannerSchema = z.object({
  bannerId: z.string(),
  position: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string(),
  sortOrder: z.number().int(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  enabled: z.boolean(),
  state: z.enum(publishStates),
  clickCount: z.number().int(),
  updatedAt: z.string(),
});
export type ManageBanner = z.infer<typeof manageBannerSchema>;

export const saveAnnouncementInputSchema = z
  .object({
    announcementId: optionalField(idSchema('公告编号')),
    showType: showTypeSchema,
    title: textField('公告标题', 100),
    content: z.string().trim().max(5000, '公告内容不能超过5000个字').default(''),
    pinned: booleanish('是否置顶').default(false),
    ...scheduleFields,
  })
  .refine(endAfterStart, endAfterStartIssue);
export type SaveAnnouncementInput = z.infer<typeof saveAnnouncementInputSchema>;

export const announcementIdInputSchema = z.object({ announcementId: idSchema('公告编号') });

export const manageAnnouncementSchema = z.object({
  announcementId: z.string(),
  showType: z.number().int(),
  title: z.string(),
  content: z.string(),
  pinned: z.boolean(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  enabled: z.boolean(),
  state: z.enum(publishStates),
  updatedAt: z.string(),
});
export type ManageAnnouncement = z.infer<typeof manageAnnouncementSchema>;

/** The signed-in node's own site settings; blank means "inherit from the parent node". */
export const siteSettingsSchema = z.object({
  districtId: z.string(),
  districtName: z.string(),
  headerImage: z.string(),
  footerImage: z.string(),
  icpFilling: z.string(),
  mailbox: z.string(),
  servicePhone: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const blankOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.union([z.literal(''), schema]));

export const saveSiteSettingsInputSchema = z.object({
  headerImage: blankOr(siteImageSchema('页头图片')).default(''),
  footerImage: blankOr(siteImageSchema('页脚图片')).default(''),
  icpFilling: blankOr(z.string().max(100, 'ICP备案号不能超过100个字')).default(''),
  mailbox: blankOr(z.email({ error: '服务邮箱格式不正确' }).max(120, '服务邮箱过长')).default(''),
  servicePhone: blankOr(z.string().regex(/^[0-9-]{3,20}$/, '服务电话格式不正确')).default(''),
});
export type SaveSiteSettingsInput = z.infer<typeof saveSiteSettingsInputSchema>;
