import { z } from 'zod';
import { siteMsgActionSchema } from './account';
import { pageQuerySchema } from './envelope';
import { idSchema, optionalField } from './schema-helpers';

// Site messages (站内信) of the signed-in volunteer: /volunteer/sitemsg/*.

export const siteMsgListQuerySchema = pageQuerySchema.extend({
  /** '0' unread, '1' read; blank = all. */
  read: optionalField(z.enum(['0', '1'], { error: '已读状态应为0（未读）或1（已读）' })),
});
export type SiteMsgListQuery = z.infer<typeof siteMsgListQuerySchema>;

export const siteMsgSchema = z.object({
  siteMsgId: z.string(),
  title: z.string(),
  content: z.string(),
  /** The mission the message is about, for a link to its detail page. */
  missionId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
  /** The decision the message asks for (an operator invitation), or null. */
  action: siteMsgActionSchema.nullable(),
});
export type SiteMsg = z.infer<typeof siteMsgSchema>;

export const siteMsgUnreadSchema = z.object({ unread: z.number().int().nonnegative() });
export type SiteMsgUnread = z.infer<typeof siteMsgUnreadSchema>;

/** Either one message (`siteMsgId`) or every unread one (`all=1`). */
export const siteMsgReadQuerySchema = z
  .object({
    siteMsgId: optionalField(idSchema('消息编号')),
    all: optionalField(z.enum(['1'], { error: '参数 all 只能为1' })),
  })
  .refine((v) => v.siteMsgId !== undefined || v.all === '1', {
    path: ['siteMsgId'],
    message: '消息编号不能为空',
  });
export type SiteMsgReadQuery = z.infer<typeof siteMsgReadQuerySchema>;

export const siteMsgReadResultSchema = z.object({ updated: z.number().int().nonnegative() });
export type SiteMsgReadResult = z.infer<typeof siteMsgReadResultSchema>;
