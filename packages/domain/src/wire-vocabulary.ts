import type { MissionStatus } from './mission-vocabulary';
import { chinaWallClock } from './format/china-time';

// What the live provincial platform (i志愿) puts on the wire where it differs from our own
// names: numeric tab codes and `yyyy-MM-dd HH:mm:ss` China-time stamps. Tools written for it
// send and read these; the facts behind each shape are listed in docs/wire-compat.md.

/**
 * findMissionList `type`: the console's status tab as a number. `1` is the live console's
 * default list (every mission of the organisation); the other codes are ours, one per status,
 * and answer again as the row's `state`.
 */
export const missionTabCodes = {
  1: null,
  2: 'draft',
  3: 'published',
  4: 'closed',
  5: 'cancelled',
} as const satisfies Record<number, MissionStatus | null>;
export type MissionTabCode = keyof typeof missionTabCodes;

export const missionStateCodes: Record<MissionStatus, MissionTabCode> = {
  draft: 2,
  published: 3,
  closed: 4,
  cancelled: 5,
};

export const missionTabCodeHint = '1（全部）、2（草稿）、3（已发布）、4（已结束招募）、5（已取消）';

/** `yyyy-MM-dd HH:mm:ss` in China time (UTC+8, no daylight saving), the live platform's stamp. */
export function formatLiveDateTime(instant: Date | string): string;
export function formatLiveDateTime(instant: Date | string | null): string | null;
export function formatLiveDateTime(instant: Date | string | null): string | null {
  return instant === null ? null : chinaWallClock(instant);
}

/**
 * The region a mission takes place in, read from the start of its address (province, city,
 * county as written: '广州市海珠区阅江西路…' → '广州市海珠区'); '' when the address has none.
 */
export function regionOfAddress(address: string): string {
  const match =
    /^(?:[^省市区县\d]{2,8}省)?(?:[^省市区县\d]{2,8}市)?(?:[^省市区县\d]{1,8}[区县市])?/u.exec(
      address.trim(),
    );
  return match?.[0] ?? '';
}
