import { hasChinese } from './chinese';

const minLength = 2;
const maxLength = 30;

function isNameChar(char: string): boolean {
  return /^[A-Za-z\u00B7]$/.test(char) || hasChinese(char);
}

/** A person's real name: 2–30 characters, each a Chinese ideograph, a Latin letter or '·'. */
export function isValidRealName(value: string): boolean {
  const chars = [...value];
  return chars.length >= minLength && chars.length <= maxLength && chars.every(isNameChar);
}
