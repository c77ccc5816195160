// CJK Unified Ideographs (U+4E00–U+9FFF) and Extension A (U+3400–U+4DBF). The
// middle dot U+00B7 joins the parts of minority and transliterated names
// (阿沛·阿旺晋美), so a name made of ideographs and dots is still all Chinese.
const ideograph = '\\u3400-\\u4DBF\\u4E00-\\u9FFF';
const middleDot = '\\u00B7';

const hasIdeographPattern = new RegExp(`[${ideograph}]`);
const allChinesePattern = new RegExp(`^[${ideograph}${middleDot}]+$`);

export function hasChinese(value: string): boolean {
  return hasIdeographPattern.test(value);
}

/** Every character is an ideograph or '·', and there is at least one ideograph. */
export function isAllChinese(value: string): boolean {
  return allChinesePattern.test(value) && hasChinese(value);
}
