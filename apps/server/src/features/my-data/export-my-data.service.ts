import { BizCode, chinaDateString, chinaWallClock, TokenKind } from '@zyz/domain';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { BizError } from '../../lib/biz-error';
import type { RequestContext } from '../../lib/request-context';
import { createMyDataCollector, type MyDataNeeds } from './collect-my-data';
import { zipSections } from './data-archive';
import { exportAction, findLatestExportSince, lockExportsOf } from './export-log.repository';
import { exportNote } from './export-note';
import { clock, insertAudit, type Caller } from '../../kernel';

const hourMs = 3_600_000;
const minuteMs = 60_000;

/** The next minute at or after the moment an hour has passed since the last download. */
function tooSoon(last: Date): BizError {
  const allowedAt = Math.ceil((last.getTime() + hourMs) / minuteMs) * minuteMs;
  const hhmm = chinaWallClock(new Date(allowedAt)).slice(11, 16);
  return new BizError(BizCode.TooManyAttempts, `每小时只能下载一次，请于${hhmm}后再试`);
}

/**
 * 下载我的数据: the caller's own data as one zip, once an hour. The audit log is the counter,
 * so the limit holds across every instance and restart.
 */
export function createExportMyDataService(deps: Deps, needs: MyDataNeeds) {
  const { db } = deps;
  const collect = createMyDataCollector(deps, needs);

  async function refuseIfRecent(ex: Executor, volunteerId: number) {
    const last = await findLatestExportSince(ex, volunteerId, new Date(clock.nowMs() - hourMs));
    if (last) throw tooSoon(last);
  }

  return {
    async exportMyData(caller: Caller, ctx: RequestContext) {
      // A cheap look first, so a repeated click reads nothing else.
      await refuseIfRecent(db, caller.subjectId);
      const now = clock.now();
      const sections = await collect(caller);
      const body = await zipSections(sections, exportNote(sections, now), now);
      // The authoritative check, under a lock, in the transaction that records the download.
      await db.transaction(async (tx) => {
        await lockExportsOf(tx, caller.subjectId);
        await refuseIfRecent(tx, caller.subjectId);
        await insertAudit(tx, {
          actorKind: TokenKind.Volunteer,
          actorId: caller.subjectId,
          action: exportAction,
          target: `volunteer:${caller.subjectId}`,
          ip: ctx.ip,
          userAgent: ctx.userAgent,
        });
      });
      const date = chinaDateString(now);
      return { body, fileName: `我的数据-${date}.zip`, asciiName: `my-data-${date}.zip` };
    },
  };
}
