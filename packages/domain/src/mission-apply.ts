import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { applicationStates, missionStatuses, serviceTypeCodes } from './mission';
import { dateTimeSchema, idSchema, coordinate, optionalField } from './schema-helpers';
import { missionDetailSchema, missionSummarySchema } from './mission-manage';
import { missionRatingSchema } from './evaluation';

// Volunteer and public mission calls.

export const accordApplyInputSchema = z.object({
  missionId: idSchema('活动编号'),
  timesInfoId: idSchema('时段编号'),
});
export type AccordApplyInput = z.infer<typeof accordApplyInputSchema>;

export const applyResultSchema = z.object({
  missionPersonlId: z.string(),
  state: z.enum(['pending', 'waitlisted']),
  /** 1-based place on the waitlist; null when the application holds a place. */
  waitlistPosition: z.number().int().nullable(),
});
export type ApplyResult = z.infer<typeof applyResultSchema>;

export const userMissionListQuerySchema = pageQuerySchema.extend({
  state: optionalField(z.enum(applicationStates, { error: '报名状态不正确' })),
});
export type UserMissionListQuery = z.infer<typeof userMissionListQuerySchema>;

export const userMissionSchema = z.object({
  missionPersonlId: z.string(),
  missionId: z.string(),
  subject: z.string(),
  missionType: z.string(),
  missionStatus: z.enum(missionStatuses),
  districtName: z.string(),
  address: z.string(),
  coverImage: z.string().nullable(),
  timesInfoId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  creditMinutes: z.number().int(),
  state: z.enum(applicationStates),
  reason: z.string().nullable(),
  waitlistPosition: z.number().int().nullable(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  canCancel: z.boolean(),
  canDelete: z.boolean(),
});
export type UserMission = z.infer<typeof userMissionSchema>;

export const missionPersonlIdQuerySchema = z.object({ missionPersonlId: idSchema('报名编号') });
export type MissionPersonlIdQuery = z.infer<typeof missionPersonlIdQuerySchema>;

export const enshrineToggleSchema = z.object({ enshrined: z.boolean() });

export const missionDetailsQuerySchema = z.object({ missionId: idSchema('活动编号') });

/** Public detail; with a volunteer token it also says what this volunteer has done. */
export const publicMissionDetailSchema = missionDetailSchema.extend({
  recruiting: z.boolean(),
  isEnshrined: z.boolean(),
  /** timesInfoId → the caller's live application state on that shift. */
  myStates: z.record(z.string(), z.enum(applicationStates)),
  /** Volunteers' ratings after their shifts. */
  rating: missionRatingSchema,
  /**
   * With a volunteer token and 报名条件: what this volunteer does not meet, in the words the
   * apply call refuses with ([] = all met); null for anyone else or a mission without them.
   */
  unmetConditions: z.array(z.string()).nullable(),
});
export type PublicMissionDetail = z.infer<typeof publicMissionDetailSchema>;

export const portalMissionListQuerySchema = pageQuerySchema
  .extend({
    keyword: optionalField(z.string().trim().max(50, '关键词不能超过50个字')),
    districtId: optionalField(idSchema('组织编号')),
    missionType: optionalField(z.enum(serviceTypeCodes, { error: '服务类别不正确' })),
    /**
     * Only published or closed missions are public; blank = both. 'ended': either, with the
     * service period over.
     */
    status: optionalField(z.enum(['published', 'closed', 'ended'], { error: '活动状态不正确' })),
    beginDate: optionalField(dateTimeSchema('开始日期')),
    endDate: optionalField(dateTimeSchema('结束日期')),
    sort: optionalField(
      z.enum(['newest', 'start', 'distance'], { error: '排序方式不正确' }),
    ).transform((v) => v ?? 'newest'),
    lat: coordinate('纬度', 90),
    lng: coordinate('经度', 180),
  })
  .refine((v) => v.sort !== 'distance' || (v.lat !== undefined && v.lng !== undefined), {
    path: ['lat'],
    message: '按距离排序须提供当前位置',
  });
export type PortalMissionListQuery = z.infer<typeof portalMissionListQuerySchema>;

export const portalMissionItemSchema = missionSummarySchema.extend({
  recruiting: z.boolean(),
  /** Kilometres from the given position; null without one or without coordinates. */
  distanceKm: z.number().nullable(),
});
export type PortalMissionItem = z.infer<typeof portalMissionItemSchema>;
