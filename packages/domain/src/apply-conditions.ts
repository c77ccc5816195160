import { z } from 'zod';
import { parseDateOnly } from './certificate';
import { ageOn, type CalendarDate } from './format/calendar-date';
import { optionalField } from './schema-helpers';
import {
  ageText,
  applyConditionsRefusalOf,
  genderLabels,
  hasApplyConditions,
} from './apply-conditions-text';

// 报名条件: what a volunteer must meet to apply for a mission's shifts. The organiser sets them
// in the mission form; the portal lists them; the server refuses an application that misses
// one with the reason worded here, and the applicants' list shows each one met or not.

/** A code of the federation's vocabulary of skills and certificates (GET /home/qualification/list). */
export const qualificationCodeSchema = z
  .string({ error: '技能证书编号不正确' })
  .trim()
  .regex(/^[a-z][a-zA-Z0-9_-]{0,31}$/, '技能证书编号不正确');

const ageField = (field: string) =>
  optionalField(
    z.coerce
      .number({ error: `${field}必须是数字` })
      .int(`${field}必须是整数`)
      .min(1, `${field}须在1至100岁之间`)
      .max(100, `${field}须在1至100岁之间`),
  );

const yes = (v: unknown) =>
  v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v;

/** saveMission's `conditions` (a JSON text in a form post); blank fields mean no condition. */
export const applyConditionsInputSchema = z
  .preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.object(
      {
        minAge: ageField('最低年龄'),
        maxAge: ageField('最高年龄'),
        qualifications: z
          .array(qualificationCodeSchema, { error: '技能证书格式不正确' })
          .max(10, '技能证书最多要求10项')
          .optional()
          .transform((a) => [...new Set(a ?? [])]),
        membersOnly: z
          .preprocess(yes, z.boolean({ error: '是否限本组织成员必须是布尔值' }).optional())
          .transform((v) => v ?? false),
        gender: optionalField(z.enum(['M', 'F'], { error: '性别应为 M（男）或 F（女）' })),
        genderReason: optionalField(z.string().trim().max(100, '限定性别的原因不能超过100个字')),
      },
      { error: '报名条件格式不正确' },
    ),
  )
  .superRefine((v, ctx) => {
    if (v.minAge !== undefined && v.maxAge !== undefined && v.minAge > v.maxAge)
      ctx.addIssue({ code: 'custom', path: ['maxAge'], message: '最低年龄不能大于最高年龄' });
    if (v.gender !== undefined && v.genderReason === undefined)
      ctx.addIssue({ code: 'custom', path: ['genderReason'], message: '限定性别须说明原因' });
  });
export type ApplyConditionsInput = z.infer<typeof applyConditionsInputSchema>;

/** The conditions as stored and answered: the certificates with the names they had when set. */
export const applyConditionsSchema = z.object({
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  qualifications: z.array(z.object({ code: z.string(), name: z.string() })),
  membersOnly: z.boolean(),
  gender: z.enum(['M', 'F']).nullable(),
  genderReason: z.string().nullable(),
});
export type ApplyConditions = z.infer<typeof applyConditionsSchema>;

/** What the volunteer brings to the check: their record, certificates and memberships. */
export interface ApplicantFacts {
  /** 'YYYY-MM-DD' or null when unknown. */
  birthday: string | null;
  gender: string | null;
  qualificationCodes: readonly string[];
  /** A member of the mission's organisation or of one below it. */
  isMember: boolean;
}

/** How the reason for a missing certificate starts: the portal offers 个人信息 to add it. */
export const missingQualificationPrefix = '须持有';

export interface ConditionCheck {
  key: 'age' | 'gender' | 'membership' | `qualification:${string}`;
  /** The condition as lists show it: 年龄18至60周岁, 急救证, 本组织成员, 仅限女性. */
  label: string;
  met: boolean;
  /** What the volunteer is told when it is not met. */
  reason: string;
}

/** Each condition of the mission, met or not by these facts on China day `today`. */
export function checkApplyConditions(
  c: ApplyConditions | null | undefined,
  facts: ApplicantFacts,
  today: CalendarDate,
): ConditionCheck[] {
  if (!hasApplyConditions(c)) return [];
  const checks: ConditionCheck[] = [];
  if (c.minAge !== null || c.maxAge !== null) {
    const birth = facts.birthday ? parseDateOnly(facts.birthday.slice(0, 10)) : null;
    const age = birth ? ageOn(birth, today) : null;
    const met =
      age !== null &&
      (c.minAge === null || age >= c.minAge) &&
      (c.maxAge === null || age <= c.maxAge);
    checks.push({
      key: 'age',
      label: `年龄${ageText(c)}`,
      met,
      reason:
        age === null
          ? `须${ageText(c)}，您的出生日期未登记`
          : `须${ageText(c)}（您现年${age}周岁）`,
    });
  }
  for (const q of c.qualifications)
    checks.push({
      key: `qualification:${q.code}`,
      label: q.name,
      met: facts.qualificationCodes.includes(q.code),
      reason: `${missingQualificationPrefix}${q.name}`,
    });
  if (c.membersOnly)
    checks.push({
      key: 'membership',
      label: '本组织成员',
      met: facts.isMember,
      reason: '须为本组织成员',
    });
  if (c.gender !== null)
    checks.push({
      key: 'gender',
      label: `仅限${genderLabels[c.gender]}性`,
      met: facts.gender === c.gender,
      reason: `仅限${genderLabels[c.gender]}性报名（${c.genderReason ?? ''}）`,
    });
  return checks;
}

/** The refusal of an application, from the reasons of the conditions not met. */

/** The refusal of an application, naming every condition not met. */
export const applyConditionsRefusal = (unmet: readonly ConditionCheck[]) =>
  applyConditionsRefusalOf(unmet.map((u) => u.reason));

/** The check as applicants' lists answer it. */
export const conditionCheckSchema = z.object({
  label: z.string(),
  met: z.boolean(),
});
export type ConditionCheckRow = z.infer<typeof conditionCheckSchema>;

// The vocabulary (技能证书) and a volunteer's own.

export const qualificationSchema = z.object({ code: z.string(), name: z.string() });
export type Qualification = z.infer<typeof qualificationSchema>;
export const qualificationListSchema = z.array(qualificationSchema);

export const myQualificationsSchema = z.object({
  list: z.array(qualificationSchema.extend({ addedAt: z.string() })),
});
export type MyQualifications = z.infer<typeof myQualificationsSchema>;

export const saveMyQualificationsInputSchema = z.object({
  codes: z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? []
        : typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
    z
      .array(qualificationCodeSchema, { error: '技能证书格式不正确' })
      .max(30, '技能证书最多登记30项')
      .transform((a) => [...new Set(a)]),
  ),
});
export type SaveMyQualificationsInput = z.infer<typeof saveMyQualificationsInputSchema>;
