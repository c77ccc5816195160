import type { ApplyConditions } from './apply-conditions';

// The words of 报名条件, apart from their schemas: the public detail page's island lists them,
// and importing the schemas' module would bring zod (and its eval probe, which the page's
// content security policy refuses) into that page.

export const genderLabels: Record<'M' | 'F', string> = { M: '男', F: '女' };

export const hasApplyConditions = (c: ApplyConditions | null | undefined): c is ApplyConditions =>
  !!c &&
  (c.minAge !== null ||
    c.maxAge !== null ||
    c.qualifications.length > 0 ||
    c.membersOnly ||
    c.gender !== null);

export const ageText = (c: ApplyConditions) =>
  c.minAge !== null && c.maxAge !== null
    ? `${c.minAge}至${c.maxAge}周岁`
    : c.minAge !== null
      ? `年满${c.minAge}周岁`
      : `不超过${c.maxAge}周岁`;

/** The conditions as the detail pages list them, one line each; `orgName` names 本组织. */
export function describeApplyConditions(
  c: ApplyConditions | null | undefined,
  orgName?: string,
): string[] {
  if (!hasApplyConditions(c)) return [];
  const lines: string[] = [];
  if (c.minAge !== null || c.maxAge !== null) lines.push(`年龄：${ageText(c)}`);
  if (c.qualifications.length > 0)
    lines.push(`须持有：${c.qualifications.map((q) => q.name).join('、')}`);
  if (c.membersOnly) lines.push(orgName ? `须为本组织（${orgName}）成员` : '须为本组织成员');
  if (c.gender !== null)
    lines.push(`仅限${genderLabels[c.gender]}性报名（原因：${c.genderReason ?? ''}）`);
  return lines;
}

/** The refusal's words: the apply button shows them as the server answers them. */
export const applyConditionsRefusalOf = (reasons: readonly string[]) =>
  `不符合报名条件：${reasons.join('；')}`;
