/**
 * Which server-drawn pages a write makes stale (issue 48). A page remembers the API reads it
 * was drawn from (the render worker reports them); a write names the reads it changes, by path
 * prefix under the API's base, and only the pages that made such a read are drawn again.
 * Anything this table does not know changes every page: a forgotten entry costs renders,
 * never a stale page. A change another instance made shows here within the cache's seconds.
 */
const apiBase = '/v2/api/gdzyz';

/** Everything a mission's change shows on: lists, details, Home's figures, organisations. */
const missionReads = [
  '/home/mission',
  '/home/index/statics',
  '/home/intellectAction',
  '/home/search',
  '/home/org',
  '/home/publicity',
];
/** Hours in their notice period and the totals they go into once credited. */
const hoursReads = ['/home/publicity', '/home/index/statics', '/home/org', '/home/mission'];
const orgReads = ['/home/org', '/home/index', '/home/mission', '/home/search'];

/** Longest prefix first is not needed: the first match wins, so narrower entries come first. */
const writes: ReadonlyArray<readonly [prefix: string, changes: readonly string[]]> = [
  // A person's own account, messages, favourites, cards and certificates: no public page.
  ['/auth/', []],
  ['/open/verifycode/', []],
  ['/volunteer/center/security/', []],
  ['/volunteer/securityCenter/', []],
  ['/volunteer/info/', []],
  ['/volunteer/center/userInfo/careMode', []],
  ['/volunteer/sitemsg', []],
  ['/volunteer/enshrine/', []],
  ['/volunteer/bankCard/', []],
  ['/volunteer/card/', []],
  ['/volunteer/certificate/', []],
  ['/volunteer/donation/', []],
  ['/volunteer/report/', []],
  ['/volunteer/register/perfectInformation', []],
  ['/manage/pc/bankCard/', []],
  ['/manage/pc/usersAdmin/', []],
  ['/manage/pc/security/', []],
  ['/manage/pc/org/staff/', []],
  ['/manage/pc/upload/', []],
  ['/manage/pc/mission/personal/revealMobile', []],
  ['/manage/pc/mission/message/', []],
  ['/manage/pc/mission/times/previewPattern', []],
  // A copy is a draft: no public page shows it.
  ['/manage/pc/mission/copyMission', []],
  ['/volunteer/center/qualification/', []],
  // Public content, by what it shows on.
  ['/manage/pc/announcement/', ['/home/announcement']],
  ['/manage/pc/banner/', ['/home/banner']],
  ['/manage/pc/site/article/', ['/home/site/article', '/home/search']],
  ['/manage/pc/site/help/', ['/home/site/help']],
  ['/manage/pc/donation/', ['/home/donation']],
  ['/manage/pc/publicity/', hoursReads],
  ['/manage/pc/serviceRecord/', hoursReads],
  ['/home/publicity/', ['/home/publicity']],
  ['/manage/pc/mission/', missionReads],
  ['/volunteer/mission/', missionReads],
  ['/manage/pc/org/', orgReads],
  ['/manage/pc/district/', orgReads],
  ['/open/org/', orgReads],
  ['/volunteer/district/', orgReads],
  // A new volunteer is one more on Home's figures.
  ['/volunteer/register/', ['/home/index/statics']],
];

/** A path under the API's base, without its query; null for anything else. */
export function apiPathOf(url: string): string | null {
  const path = url.split('?')[0]!;
  return path.startsWith(`${apiBase}/`) ? path.slice(apiBase.length) : null;
}

/**
 * The read prefixes an accepted write changes: [] for none, null for every page. Reads are
 * GETs, and a GET changes nothing; a write outside the API changes no page either.
 */
export function readsChangedBy(method: string, url: string): readonly string[] | null {
  if (method === 'GET' || method === 'HEAD') return [];
  const path = apiPathOf(url);
  if (path === null) return url.startsWith('/v2/') ? null : [];
  for (const [prefix, changes] of writes) if (path.startsWith(prefix)) return changes;
  return null;
}

/** Whether a page drawn from `reads` (null: not known) shows what a write changed. */
export function isStaleAfter(
  reads: readonly string[] | null,
  changed: readonly string[] | null,
): boolean {
  if (changed === null) return true;
  if (changed.length === 0) return false;
  if (reads === null) return true;
  return reads.some((read) => changed.some((prefix) => read.startsWith(prefix)));
}
