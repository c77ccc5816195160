import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { idSchema, optionalField } from './schema-helpers';

// Ratings after a shift, both ways: the volunteer rates the mission (once per application,
// only after signing out), the organiser rates the volunteer.

export const evaluationScoreLabels: Record<number, string> = {
  1: '很差',
  2: '较差',
  3: '一般',
  4: '满意',
  5: '非常满意',
};

const scoreField = z.coerce
  .number({ error: '请选择评分' })
  .int('评分应为1到5的整数')
  .min(1, '请选择评分')
  .max(5, '评分应为1到5的整数');

const contentField = optionalField(z.string().trim().max(500, '评价内容不能超过500个字')).transform(
  (v) => v ?? '',
);

/** Body of saveMissionPersonalUsersEvaluation (the volunteer's) and the organiser's save. */
export const evaluationSaveInputSchema = z.object({
  missionPersonlId: idSchema('报名编号'),
  score: scoreField,
  content: contentField,
});
export type EvaluationSaveInput = z.infer<typeof evaluationSaveInputSchema>;

export const evaluationSchema = z.object({
  score: z.number().int().min(1).max(5),
  content: z.string(),
  createdAt: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

export const evaluateListQuerySchema = pageQuerySchema.extend({
  /** 'pending': signed out, not yet rated; 'done': rated; blank: both. */
  state: optionalField(z.enum(['pending', 'done'], { error: '评价状态不正确' })),
});
export type EvaluateListQuery = z.infer<typeof evaluateListQuerySchema>;

/** A finished shift of the volunteer's, with their rating of the mission if given. */
export const evaluateItemSchema = z.object({
  missionPersonlId: z.string(),
  missionId: z.string(),
  subject: z.string(),
  districtName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  signOutAt: z.string(),
  evaluation: evaluationSchema.nullable(),
});
export type EvaluateItem = z.infer<typeof evaluateItemSchema>;

/** An organiser's rating of the volunteer, as the volunteer reads it. */
export const receivedEvaluationSchema = z.object({
  missionId: z.string(),
  subject: z.string(),
  districtName: z.string(),
  startTime: z.string(),
  score: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
});
export type ReceivedEvaluation = z.infer<typeof receivedEvaluationSchema>;

export const missionEvaluationListQuerySchema = pageQuerySchema.extend({
  missionId: idSchema('活动编号'),
});
export type MissionEvaluationListQuery = z.infer<typeof missionEvaluationListQuerySchema>;

/** The console's row: a signed-out volunteer of the mission and both ratings, if given. */
export const missionEvaluationRowSchema = z.object({
  missionPersonlId: z.string(),
  volunteerName: z.string(),
  volunteerNo: z.string(),
  startTime: z.string(),
  signOutAt: z.string(),
  /** The organiser's rating of this volunteer. */
  volunteerEvaluation: evaluationSchema.nullable(),
  /** This volunteer's rating of the mission. */
  missionEvaluation: evaluationSchema.nullable(),
});
export type MissionEvaluationRow = z.infer<typeof missionEvaluationRowSchema>;

/** A mission's volunteers' ratings: average to one decimal, null with none yet. */
export const missionRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type MissionRating = z.infer<typeof missionRatingSchema>;
