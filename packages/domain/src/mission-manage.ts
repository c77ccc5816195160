import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { missionTabCodeHint, missionTabCodes, type MissionTabCode } from './wire-vocabulary';
import {
  applicationStates,
  missionStatuses,
  type MissionStatus,
  serviceTypeCodes,
  shiftSchema,
} from './mission';
import { dateTimeSchema, idSchema, optionalField } from './schema-helpers';
import { applyConditionsSchema, conditionCheckSchema } from './apply-conditions';

// Organiser console calls (/manage/pc/mission/...). Dates answer as ISO 8601 strings.

const serviceTypeSchema = z.enum(serviceTypeCodes, { error: '服务类别不正确' });
const serviceTimeTypeSchema = z.coerce
  .number({ error: '服务时间类型必须是数字' })
  .pipe(z.union([z.literal(1), z.literal(2)], { error: '服务时间类型应为1（短期）或2（长期）' }));

const missionTabRefusal = `活动状态不正确：type 应为${missionTabCodeHint}，或 draft、published、closed、cancelled`;

/** A status name, or the live console's numeric tab code (wire-vocabulary); 1 = every status. */
const missionTabSchema = z
  .union([z.string(), z.number()], { error: missionTabRefusal })
  .transform((v, ctx): MissionStatus | undefined => {
    const text = String(v).trim();
    if ((missionStatuses as readonly string[]).includes(text)) return text as MissionStatus;
    if (/^\d{1,2}$/.test(text) && Number(text) in missionTabCodes)
      return missionTabCodes[Number(text) as MissionTabCode] ?? undefined;
    ctx.addIssue({ code: 'custom', message: missionTabRefusal });
    return z.NEVER;
  });

/** The live console's label filter: label names separated by commas; blank = any. */
const labelListSchema = z
  .string()
  .max(500, '标签筛选过长')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  );

export const findMissionListQuerySchema = pageQuerySchema.extend({
  /** Status tab: draft | published | closed | cancelled, or the live tab code 1-5; blank = all. */
  type: optionalField(missionTabSchema).meta({
    description: `活动状态：draft/published/closed/cancelled，或真实平台的数字页签 ${missionTabCodeHint}；空为全部`,
    example: '1',
  }),
  selectedLabelIdList: optionalField(labelListSchema).meta({
    description: '标签（逗号分隔，任一匹配）；空为不限',
    example: '',
  }),
  subject: optionalField(z.string().trim().max(100, '活动名称不能超过100个字')),
  missionId: optionalField(idSchema('活动编号')),
  contactName: optionalField(z.string().trim().max(30, '联系人不能超过30个字')),
  contactPhone: optionalField(z.string().trim().max(20, '联系电话不能超过20位')),
  missionType: optionalField(serviceTypeSchema),
  serviceTimeType: optionalField(serviceTimeTypeSchema),
  districtId: optionalField(idSchema('组织编号')),
  beginDateInput: optionalField(dateTimeSchema('开始日期')),
  endDateInput: optionalField(dateTimeSchema('结束日期')),
});
export type FindMissionListQuery = z.infer<typeof findMissionListQuerySchema>;

export const missionIdInputSchema = z.object({ missionId: idSchema('活动编号') });
export type MissionIdInput = z.infer<typeof missionIdInputSchema>;

export const missionTimesQuerySchema = pageQuerySchema.extend({ missionId: idSchema('活动编号') });
export type MissionTimesQuery = z.infer<typeof missionTimesQuerySchema>;

export const missionSummarySchema = z.object({
  missionId: z.string(),
  subject: z.string(),
  missionType: z.string(),
  serviceTimeType: z.number().int(),
  labels: z.array(z.string()),
  districtId: z.string(),
  districtName: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  recruitStart: z.string(),
  recruitEnd: z.string(),
  serviceStart: z.string(),
  serviceEnd: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  coverImage: z.string().nullable(),
  hasWaitlist: z.boolean(),
  status: z.enum(missionStatuses),
  /** Places held (pending + accepted) over all shifts, and the total quota. */
  appliedCount: z.number().int(),
  quotaTotal: z.number().int(),
  /** Number of shifts ("times"). */
  shiftCount: z.number().int(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionDetailSchema = missionSummarySchema.extend({
  requirements: z.string(),
  description: z.string(),
  /** 报名条件; null when anyone may apply. */
  conditions: applyConditionsSchema.nullable(),
  times: z.array(shiftSchema),
});
export type MissionDetail = z.infer<typeof missionDetailSchema>;

export const mpListQuerySchema = pageQuerySchema.extend({
  missionId: idSchema('活动编号'),
  state: optionalField(z.enum(applicationStates, { error: '报名状态不正确' })),
});
export type MpListQuery = z.infer<typeof mpListQuerySchema>;

export const mpRowSchema = z.object({
  missionPersonlId: z.string(),
  userid: z.string(),
  name: z.string(),
  mobile: z.string(),
  timesInfoId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  state: z.enum(applicationStates),
  reason: z.string().nullable(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Each 报名条件 of the mission, met or not by this applicant today; empty when none. */
  conditionChecks: z.array(conditionCheckSchema),
});
export type MpRow = z.infer<typeof mpRowSchema>;

export const auditMpInputSchema = z
  .object({
    missionPersonlIds: z
      .preprocess(
        (v) =>
          typeof v === 'string'
            ? v.split(',').map((s) => s.trim())
            : typeof v === 'number'
              ? [String(v)]
              : v,
        z
          .array(idSchema('报名编号'), { error: '报名编号不能为空' })
          .min(1, '报名编号不能为空')
          .max(200, '一次最多审核200条'),
      )
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(['accept', 'reject'], { error: '审核操作应为 accept 或 reject' }),
    reason: optionalField(z.string().trim().max(200, '原因不能超过200个字')),
  })
  .refine((v) => v.action !== 'reject' || !!v.reason, {
    path: ['reason'],
    message: '不录用时须填写原因',
  });
export type AuditMpInput = z.infer<typeof auditMpInputSchema>;

export const auditMpResultSchema = z.object({ updated: z.number().int() });

/** POST /manage/pc/mission/personal/revealMobile: one applicant's full mobile, audited. */
export const revealMobileInputSchema = z.object({
  missionPersonlId: idSchema('报名记录编号'),
});
export type RevealMobileInput = z.infer<typeof revealMobileInputSchema>;
export const revealMobileResultSchema = z.object({ mobile: z.string() });
