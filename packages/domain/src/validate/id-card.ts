import {
  ageOn,
  compareCalendarDates,
  formatCalendarDate,
  isRealCalendarDate,
  toChinaCalendarDate,
  type CalendarDate,
} from '../format/calendar-date';

export const idCardMessages = {
  empty: '身份证号码不能为空',
  length: '身份证号码长度应为15或18位',
  format: '身份证号码只能由数字组成，18位号码最后一位可以是X',
  region: '身份证号码地区码不正确',
  birthDate: '身份证号码出生日期不正确',
  checkDigit: '身份证号码校验位不正确',
} as const;

/** What a resident ID number says about its holder. */
export interface IdCardInfo {
  gender: 'M' | 'F';
  /** 'YYYY-MM-DD' */
  birthDay: string;
  age: number;
}

// Spec §5: provinces and regions (11 北京 … 65 新疆, 71 台湾, 81 香港, 82 澳门, 91 国外).
const provincePrefixes = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52,
  53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 91,
]);

const checkWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const checkChars = '10X98765432';

// No holder was born before this; a year such as 0199 is a typo, not a person aged 1800.
const earliestBirthYear = 1800;

/** The check character the first 17 digits of an 18-digit number call for. */
function expectedCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (checkWeights[i] ?? 0);
  return checkChars[sum % 11] ?? '';
}

/** 15-digit numbers (issued before 1999) give YYMMDD of a year in the 1900s. */
function readBirthDate(id: string): CalendarDate {
  const isLong = id.length === 18;
  const yearText = isLong ? id.slice(6, 10) : `19${id.slice(6, 8)}`;
  const rest = isLong ? id.slice(10, 14) : id.slice(8, 12);
  return { year: Number(yearText), month: Number(rest.slice(0, 2)), day: Number(rest.slice(2, 4)) };
}

/**
 * The first problem with a resident ID number, as a message for the person typing it,
 * or null when it is valid. `today` is read as a China Standard Time calendar date.
 */
export function idCardInvalidReason(value: string, today: Date = new Date()): string | null {
  if (value.length === 0) return idCardMessages.empty;
  if (value.length !== 15 && value.length !== 18) return idCardMessages.length;
  if (!/^(?:\d{15}|\d{17}[\dXx])$/.test(value)) return idCardMessages.format;
  if (!provincePrefixes.has(Number(value.slice(0, 2)))) return idCardMessages.region;

  const birth = readBirthDate(value);
  const isTooOld = birth.year < earliestBirthYear;
  const isFuture = compareCalendarDates(birth, toChinaCalendarDate(today)) > 0;
  if (!isRealCalendarDate(birth) || isTooOld || isFuture) return idCardMessages.birthDate;

  const isCheckWrong =
    value.length === 18 && expectedCheckChar(value.slice(0, 17)) !== value.charAt(17).toUpperCase();
  if (isCheckWrong) return idCardMessages.checkDigit;
  return null;
}

/** Spec §5 resident ID rule: 15 or 18 characters, region, real past birth date, check digit. */
export function isValidIdCard(value: string, today: Date = new Date()): boolean {
  return idCardInvalidReason(value, today) === null;
}

/** Gender, birthday and age from a valid ID number; null when the number is not valid. */
export function parseIdCard(value: string, today: Date = new Date()): IdCardInfo | null {
  if (!isValidIdCard(value, today)) return null;
  // The sequence code's last digit: odd for men, even for women.
  const genderDigit = Number(value.charAt(value.length === 18 ? 16 : 14));
  const birth = readBirthDate(value);
  return {
    gender: genderDigit % 2 === 1 ? 'M' : 'F',
    birthDay: formatCalendarDate(birth),
    age: ageOn(birth, toChinaCalendarDate(today)),
  };
}
