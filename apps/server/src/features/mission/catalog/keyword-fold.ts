import { hasCase } from '../keyword-match.repository';

/**
 * Keywords the catalog answers: no cased letter beyond ASCII. For them PostgreSQL's test
 * (strpos on lower() both sides, or on the subject as written when nothing has case) is the
 * same as a substring test on subjects folded as below. Others (full-width Ｌａｔｉｎ, Greek)
 * go to the database, whose lower() and ILIKE decide them.
 */
export const catalogTakesKeyword = (keyword: string) =>
  ![...keyword].some((ch) => ch > '\x7f' && hasCase(ch));

/**
 * ASCII letters to lower case, and the two characters whose lower case in PostgreSQL's
 * C.UTF-8 is an ASCII letter (İ → i, the Kelvin sign → k): every other character stays, so a
 * keyword without cased letters beyond ASCII is found exactly where lower() would find it.
 */
export function foldCase(text: string): string {
  if (!/[A-Z\u0130\u212A]/.test(text)) return text;
  return text.replace(/[A-Z\u0130\u212A]/g, (ch) =>
    ch === '\u0130' ? 'i' : ch === '\u212A' ? 'k' : ch.toLowerCase(),
  );
}
