// The offline sign-in's constants (issue 49), without zod: the phone's queue and the service
// worker import them, and a module of schemas would bring zod into the page's first code.

/** The QR token changes every this many seconds; the current and the previous one are accepted. */
export const qrWindowSeconds = 30;

/**
 * The wire version of the offline calls. A page of an older build (opened from the service
 * worker's cache) sends its own; the server refuses another one without touching the scans, and
 * the page updates before it sends again.
 */
export const offlineScanApiVersion = 1;

/** At most this many waiting scans go in one request. */
export const offlineScanMaxBatch = 20;

/** The snapshot covers the shifts starting within this many days. */
export const offlineShiftDays = 7;

/** A token as the QR screen shows it: `a1.<shift>.<30-second window>.<signature>`. */
export const qrTokenPattern = /^a1\.[1-9]\d{0,14}\.\d{1,12}\.[A-Za-z0-9_-]{22}$/;

/** Why the organiser should look at an offline scan's place. */
export const offlineReviewLabels = {
  outside: '位置超出签到范围',
  noPosition: '未提供位置',
} as const;
export type OfflineReview = keyof typeof offlineReviewLabels;
