import { describe, expect, it } from 'vitest';
import {
  applyConditionsInputSchema,
  applyConditionsRefusal,
  checkApplyConditions,
  type ApplyConditions,
} from './apply-conditions';
import { describeApplyConditions } from './apply-conditions-text';

const none: ApplyConditions = {
  minAge: null,
  maxAge: null,
  qualifications: [],
  membersOnly: false,
  gender: null,
  genderReason: null,
};
const facts = {
  birthday: '2008-03-01',
  gender: 'F',
  qualificationCodes: ['firstAidCert'],
  isMember: true,
};
const firstMessage = (input: unknown) =>
  applyConditionsInputSchema.safeParse(input).error?.issues[0]?.message;

describe('报名条件', () => {
  it('counts age on the China day: a birthday today is a year older', () => {
    const adults = { ...none, minAge: 18 };
    const unmetOn = (day: number) =>
      checkApplyConditions(adults, facts, { year: 2026, month: 2, day })
        .filter((c) => !c.met)
        .map((c) => c.reason);
    expect(unmetOn(28)).toEqual(['须年满18周岁（您现年17周岁）']);
    expect(checkApplyConditions(adults, facts, { year: 2026, month: 3, day: 1 })[0]!.met).toBe(
      true,
    );
    expect(
      checkApplyConditions(
        { ...adults, maxAge: 60 },
        { ...facts, birthday: null },
        {
          year: 2026,
          month: 3,
          day: 1,
        },
      )[0]!.reason,
    ).toBe('须18至60周岁，您的出生日期未登记');
  });

  it('names every condition missed in one refusal', () => {
    const c: ApplyConditions = {
      ...none,
      qualifications: [
        { code: 'firstAidCert', name: '急救证' },
        { code: 'driverLicence', name: '驾驶证' },
      ],
      membersOnly: true,
      gender: 'M',
      genderReason: '夜间搬运重物',
    };
    const checks = checkApplyConditions(
      c,
      { ...facts, isMember: false },
      {
        year: 2026,
        month: 6,
        day: 1,
      },
    );
    expect(checks.map((x) => [x.label, x.met])).toEqual([
      ['急救证', true],
      ['驾驶证', false],
      ['本组织成员', false],
      ['仅限男性', false],
    ]);
    expect(applyConditionsRefusal(checks.filter((x) => !x.met))).toBe(
      '不符合报名条件：须持有驾驶证；须为本组织成员；仅限男性报名（夜间搬运重物）',
    );
    expect(describeApplyConditions(c)).toEqual([
      '须持有：急救证、驾驶证',
      '须为本组织成员',
      '仅限男性报名（原因：夜间搬运重物）',
    ]);
  });

  it('has nothing to check when no condition is set', () => {
    expect(checkApplyConditions(none, facts, { year: 2026, month: 1, day: 1 })).toEqual([]);
    expect(checkApplyConditions(null, facts, { year: 2026, month: 1, day: 1 })).toEqual([]);
  });

  it('refuses ages the wrong way round, a gender without a reason and a malformed code', () => {
    expect(firstMessage({ minAge: 60, maxAge: 18 })).toBe('最低年龄不能大于最高年龄');
    expect(firstMessage({ gender: 'F' })).toBe('限定性别须说明原因');
    expect(firstMessage({ gender: 'F', genderReason: ' ' })).toBe('限定性别须说明原因');
    expect(firstMessage({ gender: 'X', genderReason: '…' })).toBe('性别应为 M（男）或 F（女）');
    expect(firstMessage({ minAge: 0 })).toBe('最低年龄须在1至100岁之间');
    expect(firstMessage({ qualifications: ['急救证'] })).toBe('技能证书编号不正确');
    expect(applyConditionsInputSchema.parse('{"minAge":"18","membersOnly":"1"}')).toMatchObject({
      minAge: 18,
      membersOnly: true,
      qualifications: [],
    });
  });
});
