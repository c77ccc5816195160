import { BizCode } from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { newToken, sha256 } from '../../lib/crypto';
import {
  findAcceptedShifts,
  findFeedOwner,
  findFeedSecretEnc,
  findShiftOfApplication,
  saveFeedSecret,
} from './calendar.repository';
import { renderCalendar } from './shift-event';
import { clock, type Caller } from '../../kernel';

/** Secrets are newToken(): 32 random bytes, base64url. Anything else is not worth a query. */
export const feedSecretPattern = /^[A-Za-z0-9_-]{43}$/;
/** Past shifts stay in the feed this long, so a calendar does not drop last week's service. */
const feedHistoryMs = 30 * 86_400_000;

/** `apiPrefix` is where the API is mounted (/v2/api/gdzyz); the feed URL is a path under it. */
export function createCalendarService(deps: Deps, apiPrefix: string) {
  const { db, cipher } = deps;
  const feedPath = (secret: string) => `${apiPrefix}/home/calendar/${secret}.ics`;

  return {
    async shiftFile(caller: Caller, applicationId: number) {
      const shift = await findShiftOfApplication(db, caller.subjectId, applicationId);
      if (!shift) throw new BizError(BizCode.NotFound, '报名记录不存在');
      if (shift.state !== 'accepted')
        throw new BizError(BizCode.Conflict, '报名录用后才能加入日历');
      return {
        fileName: `${shift.subject}.ics`,
        body: renderCalendar([shift]),
      };
    },

    /**
     * The secret is kept encrypted beside its hash so the same URL can be shown again; the hash
     * alone serves the look-up. A reset replaces both, which ends the old URL.
     */
    async feedUrl(caller: Caller, reset: boolean) {
      const volunteerId = caller.subjectId;
      if (!reset) {
        const stored = await findFeedSecretEnc(db, volunteerId);
        if (stored) return { url: feedPath(cipher.decrypt(stored)) };
      }
      const secret = newToken();
      await saveFeedSecret(
        db,
        { volunteerId, secretHash: sha256(secret), secretEnc: cipher.encrypt(secret) },
        reset,
      );
      // Two first requests at once: the one that lost the insert shows the winner's URL.
      const stored = await findFeedSecretEnc(db, volunteerId);
      return { url: feedPath(cipher.decrypt(stored!)) };
    },

    /** The feed's text, or null for an unknown or replaced secret. */
    async feedBody(secret: string, now = clock.now()) {
      if (!feedSecretPattern.test(secret)) return null;
      const volunteerId = await findFeedOwner(db, sha256(secret));
      if (volunteerId === null) return null;
      const shifts = await findAcceptedShifts(
        db,
        volunteerId,
        new Date(now.getTime() - feedHistoryMs),
      );
      return renderCalendar(shifts, '志愿服务日程');
    },
  };
}
