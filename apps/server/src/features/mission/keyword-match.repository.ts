import { ilike, sql, type SQL } from 'drizzle-orm';
import { missions } from '../../db/schema/index';
import { containsPattern } from '../../kernel';

/** A letter with an upper and a lower form, which lower() and ILIKE fold. */
export const hasCase = (ch: string) => ch.toLowerCase() !== ch.toUpperCase();

/**
 * A keyword the search terms can narrow by: two characters at least (the terms are pairs), and
 * none whose case PostgreSQL's lower() and ILIKE might fold apart (cased letters beyond ASCII,
 * e.g. full-width Ｌａｔｉｎ); such a keyword is still matched, by ILIKE alone.
 */
export function narrowsByTerms(keyword: string): boolean {
  return [...keyword].length >= 2 && ![...keyword].some((ch) => ch > '\x7f' && hasCase(ch));
}

/**
 * A keyword with nothing to fold: no letter has two cases (Chinese, digits, punctuation) and
 * no combining mark (lower('İ') ends in one). Such a keyword is in the lower-cased subject
 * exactly where it is in the subject, so the subject is tested as it is: lower() of every
 * subject a walk passes cost about half a microsecond each, more than the test itself.
 */
export function isCaseless(keyword: string): boolean {
  return ![...keyword].some((ch) => hasCase(ch) || /\p{M}/u.test(ch));
}

/**
 * Missions whose subject holds `keyword` (any case), for the portal's and the console's lists.
 * With two characters or more the inverted index missions_search_terms_idx narrows (migration
 * 0021): the subject's pairs, 't:' and the type, 'd:' and each enclosing node's path, so a
 * type or subtree given with the keyword is looked up with it. The substring test is strpos,
 * not ILIKE: the trigram index an ILIKE invites returned 600 k candidates for a two-character
 * Chinese keyword, and the planner read ILIKE and the terms as two independent filters.
 * `byTerms: false` leaves the terms out, for a caller that knows the matches are many: the
 * planner multiplies the pairs' frequencies as if independent (博物 and 物馆 are not), expects
 * a handful and sorts 150 k rows, where walking the newest-first index finds a page at once.
 */
export function keywordMatch(
  keyword: string,
  missionType?: string,
  districtPath?: string,
  { byTerms = true }: { byTerms?: boolean } = {},
): SQL {
  const narrows = narrowsByTerms(keyword);
  const contains = isCaseless(keyword)
    ? sql`strpos(${missions.subject}, ${keyword}::text) > 0`
    : narrows
      ? sql`strpos(lower(${missions.subject}), lower(${keyword}::text)) > 0`
      : ilike(missions.subject, containsPattern(keyword));
  if (!narrows || !byTerms) return contains;
  return sql`(${contains}
    and mission_search_terms(${missions.subject}, ${missions.missionType}, ${missions.districtPath})
      @> mission_search_terms(${keyword}::text, ${missionType ?? null}::text, ${districtPath ?? null}::text))`;
}
