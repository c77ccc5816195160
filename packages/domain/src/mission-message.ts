import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { idSchema, optionalField } from './schema-helpers';

// 群发消息: an organiser's message to everyone on a mission or one of its shifts, by the state of
// their application. Sent as a site message and, to those who bound one, as an e-mail.

export const missionMessageMaxLength = 500;
/** Messages one organisation may send in an hour, over all its missions. */
export const missionMessageHourlyLimit = 10;

export const messageAudienceStates = ['accepted', 'waitlisted', 'pending'] as const;
export type MessageAudienceState = (typeof messageAudienceStates)[number];
export const messageAudienceLabels: Record<MessageAudienceState, string> = {
  accepted: '已录用',
  waitlisted: '候补中',
  pending: '待审核',
};

const listOf = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : v;

const statesSchema = z.preprocess(
  listOf,
  z
    .array(z.enum(messageAudienceStates, { error: '接收人应为 accepted、waitlisted 或 pending' }), {
      error: '请选择接收人',
    })
    .min(1, '请选择接收人：已录用、候补中或待审核')
    .transform((a) => messageAudienceStates.filter((s) => a.includes(s))),
);

const audienceFields = {
  missionId: idSchema('活动编号'),
  /** One shift; absent = every shift of the mission. */
  timesInfoId: optionalField(idSchema('时段编号')),
};

/** Who would receive it (GET …/message/audience); no states given counts all three. */
export const messageAudienceQuerySchema = z.object({
  ...audienceFields,
  states: optionalField(statesSchema).transform((v) => v ?? [...messageAudienceStates]),
});
export type MessageAudienceQuery = z.infer<typeof messageAudienceQuerySchema>;

export const messageAudienceSchema = z.object({
  recipientCount: z.number().int(),
  emailCount: z.number().int(),
});
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

/** A send names its states: nobody is messaged by default. */
export const sendMissionMessageInputSchema = z.object({
  ...audienceFields,
  states: z.preprocess((v) => (v === undefined || v === null || v === '' ? [] : v), statesSchema),
  content: z
    .string({ error: '消息内容不能为空' })
    .trim()
    .min(1, '消息内容不能为空')
    .max(missionMessageMaxLength, `消息内容不能超过${missionMessageMaxLength}个字`),
});
export type SendMissionMessageInput = z.infer<typeof sendMissionMessageInputSchema>;
export type SendMissionMessagePayload = z.input<typeof sendMissionMessageInputSchema>;

export const sendMissionMessageResultSchema = messageAudienceSchema.extend({
  messageId: z.string(),
});
export type SendMissionMessageResult = z.infer<typeof sendMissionMessageResultSchema>;

export const missionMessageListQuerySchema = pageQuerySchema.extend({
  missionId: idSchema('活动编号'),
});
export type MissionMessageListQuery = z.infer<typeof missionMessageListQuerySchema>;

export const missionMessageRowSchema = z.object({
  messageId: z.string(),
  missionId: z.string(),
  /** The shift it went to, or null for the whole mission. */
  timesInfoId: z.string().nullable(),
  shiftStart: z.string().nullable(),
  shiftEnd: z.string().nullable(),
  states: z.array(z.enum(messageAudienceStates)),
  content: z.string(),
  recipientCount: z.number().int(),
  emailCount: z.number().int(),
  senderName: z.string(),
  sentAt: z.string(),
});
export type MissionMessageRow = z.infer<typeof missionMessageRowSchema>;
