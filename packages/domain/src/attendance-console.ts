import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { idSchema, optionalField } from './schema-helpers';
import { serviceRecordStates } from './service-record';

// What the console reads back after an organiser's entries: the correction history of a
// mission's attendance and the training time an organisation recorded.

export const CorrectionAction = {
  SignIn: 'sign_in',
  SignOut: 'sign_out',
  Correct: 'correct',
} as const;
export type CorrectionAction = (typeof CorrectionAction)[keyof typeof CorrectionAction];

export const correctionActionLabels: Record<CorrectionAction, string> = {
  sign_in: '补录签到',
  sign_out: '补录签退',
  correct: '更正时间',
};

export const correctionListQuerySchema = pageQuerySchema.extend({
  missionId: idSchema('活动编号'),
  timesInfoId: optionalField(idSchema('时段编号')),
  missionServiceLogId: optionalField(idSchema('签到记录编号')),
});
export type CorrectionListQuery = z.infer<typeof correctionListQuerySchema>;

export const correctionRowSchema = z.object({
  correctionId: z.string(),
  missionServiceLogId: z.string(),
  timesInfoId: z.string(),
  userid: z.string(),
  /** Masked, as on the attendance list. */
  name: z.string(),
  action: z.enum(['sign_in', 'sign_out', 'correct']),
  oldSignInTime: z.string().nullable(),
  oldSignOutTime: z.string().nullable(),
  newSignInTime: z.string().nullable(),
  newSignOutTime: z.string().nullable(),
  reason: z.string(),
  /** The organiser account's display name. */
  operatorName: z.string(),
  createdAt: z.string(),
});
export type CorrectionRow = z.infer<typeof correctionRowSchema>;

export const trainingListQuerySchema = pageQuerySchema;
export type TrainingListQuery = z.infer<typeof trainingListQuerySchema>;

export const trainingRowSchema = z.object({
  recordId: z.string(),
  userid: z.string(),
  name: z.string(),
  mobile: z.string(),
  title: z.string(),
  minutes: z.number().int(),
  /** The training date. */
  occurredAt: z.string(),
  state: z.enum(serviceRecordStates),
  publicityEndsAt: z.string(),
  /** The organisation that recorded it (the caller's own or one below it). */
  districtName: z.string(),
  createdAt: z.string(),
});
export type TrainingRow = z.infer<typeof trainingRowSchema>;
