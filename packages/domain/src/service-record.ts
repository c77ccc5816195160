import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { dateTimeSchema, idSchema, optionalField, textField } from './schema-helpers';
import { isValidMobile } from './validate/mobile';

// Credited time (service records), its public notice period (publicity) and objections.

export const ServiceRecordKind = { Service: 'service', Training: 'training' } as const;
export type ServiceRecordKind = (typeof ServiceRecordKind)[keyof typeof ServiceRecordKind];
export const serviceRecordKinds = Object.values(ServiceRecordKind) as [
  ServiceRecordKind,
  ...ServiceRecordKind[],
];

export const ServiceRecordState = {
  Publicity: 'publicity',
  Objected: 'objected',
  Final: 'final',
  Void: 'void',
} as const;
export type ServiceRecordState = (typeof ServiceRecordState)[keyof typeof ServiceRecordState];
export const serviceRecordStates = Object.values(ServiceRecordState) as [
  ServiceRecordState,
  ...ServiceRecordState[],
];

export const serviceRecordKindLabels: Record<ServiceRecordKind, string> = {
  service: '志愿服务',
  training: '培训',
};

export const serviceRecordStateLabels: Record<ServiceRecordState, string> = {
  publicity: '公示中',
  objected: '异议处理中',
  final: '已计入',
  void: '已作废',
};

export const ObjectionState = { Open: 'open', Upheld: 'upheld', Dismissed: 'dismissed' } as const;
export type ObjectionState = (typeof ObjectionState)[keyof typeof ObjectionState];
export const objectionStateLabels: Record<ObjectionState, string> = {
  open: '待处理',
  upheld: '异议成立',
  dismissed: '异议不成立',
};

const minutesField = (field: string) =>
  z.coerce
    .number({ error: `${field}必须是数字` })
    .int(`${field}须为整数分钟`)
    .min(0, `${field}不能为负数`)
    .max(1440, `${field}不能超过1440分钟`);

/** A comma list or an array of entries; blank entries dropped, duplicates merged. */
const listOf = <T extends z.ZodType>(item: T, field: string, max: number) =>
  optionalField(
    z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(/[,，\s]+/)
              .map((s) => s.trim())
              .filter(Boolean)
          : typeof v === 'number'
            ? [String(v)]
            : v,
      z.array(item, { error: `${field}格式不正确` }).max(max, `${field}一次最多${max}个`),
    ),
  ).transform((v) => [...new Set((v ?? []) as z.infer<T>[])]);

export const addTrainingInputSchema = z
  .object({
    userids: listOf(idSchema('志愿者编号'), '志愿者编号', 200),
    mobiles: listOf(z.string().refine(isValidMobile, '手机号格式不正确'), '手机号', 200),
    date: dateTimeSchema('培训日期'),
    minutes: minutesField('培训时长').refine((m) => m >= 1, '培训时长至少为1分钟'),
    title: textField('培训名称', 100),
  })
  .refine((v) => v.userids.length + v.mobiles.length > 0, {
    path: ['userids'],
    message: '请填写志愿者编号或手机号',
  })
  .refine((v) => v.userids.length + v.mobiles.length <= 200, {
    path: ['userids'],
    message: '一次最多录入200名志愿者',
  });
export type AddTrainingInput = z.infer<typeof addTrainingInputSchema>;

export const addTrainingResultSchema = z.object({ created: z.number().int() });

export const serviceRecordListQuerySchema = pageQuerySchema.extend({
  year: optionalField(
    z.coerce
      .number({ error: '年份必须是数字' })
      .int('年份必须是整数')
      .min(2000, '年份不正确')
      .max(2100, '年份不正确'),
  ),
  kind: optionalField(z.enum(serviceRecordKinds, { error: '类型应为 service 或 training' })),
});
export type ServiceRecordListQuery = z.infer<typeof serviceRecordListQuerySchema>;

export const serviceRecordItemSchema = z.object({
  recordId: z.string(),
  kind: z.enum(serviceRecordKinds),
  /** The mission's subject, or the training's title. */
  subject: z.string(),
  missionId: z.string().nullable(),
  timesInfoId: z.string().nullable(),
  shiftStart: z.string().nullable(),
  shiftEnd: z.string().nullable(),
  districtName: z.string(),
  minutes: z.number().int(),
  state: z.enum(serviceRecordStates),
  occurredAt: z.string(),
  publicityEndsAt: z.string(),
  finalAt: z.string().nullable(),
});
export type ServiceRecordItem = z.infer<typeof serviceRecordItemSchema>;

export const serviceRecordListSchema = z.object({
  list: z.array(serviceRecordItemSchema),
  total: z.number().int(),
  /** Over the same filter: minutes already counted, and minutes still in publicity or objected. */
  totals: z.object({ finalMinutes: z.number().int(), publicityMinutes: z.number().int() }),
});
export type ServiceRecordList = z.infer<typeof serviceRecordListSchema>;

export const publicityListQuerySchema = pageQuerySchema;

export const publicityMissionSchema = z.object({
  missionId: z.string(),
  subject: z.string(),
  districtName: z.string(),
  people: z.number().int(),
  totalMinutes: z.number().int(),
  /** The latest end of the notice period among the mission's records. */
  endsAt: z.string(),
});
export type PublicityMission = z.infer<typeof publicityMissionSchema>;

export const publicityDetailQuerySchema = pageQuerySchema.extend({
  missionId: idSchema('活动编号'),
});
export type PublicityDetailQuery = z.infer<typeof publicityDetailQuerySchema>;

export const publicityRecordSchema = z.object({
  recordId: z.string(),
  name: z.string(),
  minutes: z.number().int(),
  state: z.enum(serviceRecordStates),
  occurredAt: z.string(),
  publicityEndsAt: z.string(),
});

export const publicityDetailSchema = z.object({
  missionId: z.string(),
  subject: z.string(),
  districtName: z.string(),
  list: z.array(publicityRecordSchema),
  total: z.number().int(),
});
export type PublicityDetail = z.infer<typeof publicityDetailSchema>;

export const objectionInputSchema = z.object({
  recordId: idSchema('记录编号'),
  reason: textField('异议理由', 500).refine((v) => [...v].length >= 5, '异议理由至少5个字'),
  contact: optionalField(z.string().trim().max(64, '联系方式不能超过64个字')),
});
export type ObjectionInput = z.infer<typeof objectionInputSchema>;

export const objectionResultSchema = z.object({ objectionId: z.string() });

export const objectionListQuerySchema = pageQuerySchema.extend({
  state: optionalField(z.enum(['open', 'upheld', 'dismissed'], { error: '异议状态不正确' })),
});
export type ObjectionListQuery = z.infer<typeof objectionListQuerySchema>;

export const objectionRowSchema = z.object({
  objectionId: z.string(),
  recordId: z.string(),
  missionId: z.string().nullable(),
  subject: z.string(),
  userid: z.string(),
  name: z.string(),
  minutes: z.number().int(),
  recordState: z.enum(serviceRecordStates),
  reason: z.string(),
  contact: z.string().nullable(),
  state: z.enum(['open', 'upheld', 'dismissed']),
  resolutionNote: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ObjectionRow = z.infer<typeof objectionRowSchema>;

export const resolveObjectionInputSchema = z
  .object({
    objectionId: idSchema('异议编号'),
    decision: z.enum(['uphold', 'dismiss'], { error: '处理结果应为 uphold 或 dismiss' }),
    note: textField('处理说明', 200),
    /** With uphold: the corrected minutes; absent = the record is voided. */
    minutes: optionalField(minutesField('更正时长')),
  })
  .refine((v) => v.decision === 'uphold' || v.minutes === undefined, {
    path: ['minutes'],
    message: '驳回异议时不能更正时长',
  });
export type ResolveObjectionInput = z.infer<typeof resolveObjectionInputSchema>;
