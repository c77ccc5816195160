import { z } from 'zod';
import { applyConditionsInputSchema } from './apply-conditions';
import { serviceTypeCodes } from './mission';
import { dateTimeSchema, idSchema, coordinate, optionalField, textField } from './schema-helpers';
import { maxShiftsPerMission } from './shift-pattern';

// POST /manage/pc/mission/saveMission: a mission with its shifts, checked as a whole.

const serviceTypeSchema = z.enum(serviceTypeCodes, { error: '服务类别不正确' });
const serviceTimeTypeSchema = z.coerce
  .number({ error: '服务时间类型必须是数字' })
  .pipe(z.union([z.literal(1), z.literal(2)], { error: '服务时间类型应为1（短期）或2（长期）' }));

const booleanish = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v,
  z.boolean({ error: '是否候补必须是布尔值' }),
);

export const shiftInputSchema = z.object({
  timesInfoId: optionalField(idSchema('时段编号')),
  startTime: dateTimeSchema('时段开始时间'),
  endTime: dateTimeSchema('时段结束时间'),
  quota: z.coerce
    .number({ error: '招募人数必须是数字' })
    .int('招募人数必须是整数')
    .min(1, '招募人数至少为1')
    .max(100000, '招募人数不能超过100000'),
  creditMinutes: z.coerce
    .number({ error: '记录时长必须是数字' })
    .int('记录时长必须是整数分钟')
    .min(0, '记录时长不能为负')
    .max(1440, '单个时段记录时长不能超过24小时'),
});
export type ShiftInput = z.infer<typeof shiftInputSchema>;

const labelsSchema = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(z.string().trim().min(1).max(20, '每个标签不能超过20个字'), {
      error: '活动标签格式不正确',
    })
    .max(10, '标签最多10个'),
);

// A form post cannot carry an array of objects, so `times` may also arrive as JSON text.
const timesSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(shiftInputSchema, { error: '活动时段格式不正确' })
    .min(1, '至少设置一个活动时段')
    .superRefine((a, ctx) => {
      // The count is named: a repeating pattern makes many at once.
      if (a.length > maxShiftsPerMission)
        ctx.addIssue({
          code: 'custom',
          message: `活动时段最多${maxShiftsPerMission}个，当前为${a.length}个`,
        });
    }),
);

export const saveMissionInputSchema = z
  .object({
    missionId: optionalField(idSchema('活动编号')),
    subject: textField('活动名称', 100),
    missionType: serviceTypeSchema,
    serviceTimeType: serviceTimeTypeSchema,
    labels: optionalField(labelsSchema).transform((v) => v ?? []),
    /** The organising node; the caller's own node when absent. */
    districtId: optionalField(idSchema('组织编号')),
    address: textField('活动地址', 200),
    latitude: coordinate('纬度', 90),
    longitude: coordinate('经度', 180),
    recruitStart: dateTimeSchema('招募开始时间'),
    recruitEnd: dateTimeSchema('招募结束时间'),
    serviceStart: dateTimeSchema('服务开始时间'),
    serviceEnd: dateTimeSchema('服务结束时间'),
    requirements: optionalField(z.string().trim().max(2000, '报名要求不能超过2000个字')),
    contactName: textField('联系人', 30),
    contactPhone: textField('联系电话', 20).regex(/^[0-9+-]{7,20}$/, '联系电话格式不正确'),
    // An image this server stored (/uploads/…) or an https address; never http, data: or
    // javascript:, which pages would otherwise put straight into an <img src>.
    coverImage: optionalField(
      z
        .string()
        .trim()
        .max(300, '封面图片路径过长')
        .regex(
          /^(\/uploads\/[A-Za-z0-9/_.-]+|https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/[^\s"'<>\\]*)$/,
          '封面图片须为本站上传的图片或 https 地址',
        )
        .refine((p) => !p.includes('..'), '封面图片路径不正确'),
    ),
    description: optionalField(z.string().trim().max(20000, '活动详情不能超过20000个字')),
    hasWaitlist: optionalField(booleanish).transform((v) => v ?? false),
    /** 报名条件; absent keeps none (and clears those set before). */
    conditions: optionalField(applyConditionsInputSchema),
    times: timesSchema,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.recruitEnd <= v.recruitStart) issue('recruitEnd', '招募结束时间须晚于招募开始时间');
    if (v.serviceEnd <= v.serviceStart) issue('serviceEnd', '服务结束时间须晚于服务开始时间');
    if (v.recruitEnd > v.serviceEnd) issue('recruitEnd', '招募结束时间不能晚于服务结束时间');
    if ((v.latitude === undefined) !== (v.longitude === undefined))
      issue('latitude', '经纬度须同时填写');
    v.times.forEach((t, i) => {
      const n = i + 1;
      if (t.endTime <= t.startTime) issue('times', `第${n}个时段的结束时间须晚于开始时间`);
      else if (t.startTime < v.serviceStart || t.endTime > v.serviceEnd)
        issue('times', `第${n}个时段须在服务时间范围内`);
    });
  });
export type SaveMissionInput = z.infer<typeof saveMissionInputSchema>;
