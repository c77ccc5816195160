import { ilike, sql, type SQL } from 'drizzle-orm';
import { missions } from '../../db/schema/index';
import { containsPattern } from '../../kernel';

/**
 * A keyword the search terms can narrow by: two characters at least (the terms are pairs), and
 * none whose case PostgreSQL's lower() and ILIKE might fold apart (cased letters beyond ASCII,
 * e.g. full-width Ｌａｔｉｎ); such a keyword is still matched, by ILIKE alone.
 */
export function narrowsByTerms(keyword: string): boolean {
  return (
    [...keyword].length >= 2 &&
    ![...keyword].some((ch) => ch > '\x7f' && ch.toLowerCase() !== ch.toUpperCase())
  );
}

/**
 * Missions whose subject holds `keyword` (any case), for the portal's and the console's lists.
 * With two characters or more the inverted index missions_search_terms_idx narrows (migration
 * 0021): the subject's pairs, 't:' and the type, 'd:' and each enclosing node's path, so a
 * type or subtree given with the keyword is looked up with it. The substring test is strpos,
 * not ILIKE: the trigram index an ILIKE invites returned 600 k candidates for a two-character
 * Chinese keyword, and the planner read ILIKE and the terms as two independent filters.
 */
export function keywordMatch(keyword: string, missionType?: string, districtPath?: string): SQL {
  if (!narrowsByTerms(keyword)) return ilike(missions.subject, containsPattern(keyword));
  return sql`(strpos(lower(${missions.subject}), lower(${keyword}::text)) > 0
    and mission_search_terms(${missions.subject}, ${missions.missionType}, ${missions.districtPath})
      @> mission_search_terms(${keyword}::text, ${missionType ?? null}::text, ${districtPath ?? null}::text))`;
}
