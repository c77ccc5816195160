import { hasChinese } from './chinese';

const minLength = 2;
const maxLength = 30;
/** U+00B7, what Chinese input methods type for the dot in names such as 阿沛·阿旺晋美. */
const middleDot = '·';

/** What a person reads when the name is refused (spec §5's Chinese-character check). */
export const realNameMessage = '姓名应为2到30个汉字，少数民族姓名可用“·”分隔';
export const guardianNameMessage = '监护人姓名应为2到30个汉字，少数民族姓名可用“·”分隔';

/**
 * A real name as on a mainland resident ID: 2–30 characters of Chinese ideographs, parts of an
 * ethnic-minority name joined by a single '·' (never first, last or doubled). Latin letters are
 * refused: the name must match the ID it is registered with.
 */
export function isValidRealName(value: string): boolean {
  const length = [...value].length;
  if (length < minLength || length > maxLength) return false;
  return value
    .split(middleDot)
    .every((part) => part.length > 0 && [...part].every((char) => hasChinese(char)));
}
