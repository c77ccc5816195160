import { randomBytes } from 'node:crypto';
import { BizCode, logoffMessages, TokenKind, type LogoffStateInfo } from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { hashPassword } from '../../lib/password-hash';
import type { RequestContext } from '../../lib/request-context';
import {
  anonymiseVolunteer,
  countOpenApplications,
  findDueLogoffs,
  findLogoffRow,
  setLogoffState,
} from './logoff.repository';
import { clock, insertAudit, revokeAllForSubject, type Caller, unauthorized } from '../../kernel';

const dayMs = 24 * 60 * 60 * 1000;

export function createLogoffService(deps: Deps) {
  const { db, config } = deps;
  const coolingMs = () => config.logoffCoolingDays * dayMs;

  function toState(row: { state: string; at: Date | null }): LogoffStateInfo {
    const cooling = row.state === 'cooling' && row.at;
    return {
      state: row.state === 'cooling' || row.state === 'anonymised' ? row.state : 'none',
      logoffSate: row.state === 'none' ? 'false' : 'true',
      appliedAt: cooling ? row.at!.toISOString() : null,
      anonymiseAt: cooling ? new Date(row.at!.getTime() + coolingMs()).toISOString() : null,
      coolingDays: config.logoffCoolingDays,
    };
  }

  async function load(caller: Caller) {
    const row = await findLogoffRow(db, caller.subjectId);
    if (!row || row.state === 'anonymised') throw unauthorized();
    return row;
  }

  return {
    async state(caller: Caller): Promise<LogoffStateInfo> {
      return toState(await load(caller));
    },

    /** Starts the cooling-off period; the volunteer stays signed in, confined to subtract. */
    async apply(caller: Caller, ctx: RequestContext): Promise<LogoffStateInfo> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const current = await findLogoffRow(tx, caller.subjectId, true);
        if (!current || current.state === 'anonymised') throw unauthorized();
        if (current.state === 'cooling')
          throw new BizError(BizCode.Conflict, logoffMessages.alreadyApplied);
        if ((await countOpenApplications(tx, caller.subjectId, now)) > 0)
          throw new BizError(BizCode.Conflict, logoffMessages.openApplications);
        await setLogoffState(tx, caller.subjectId, 'cooling', now);
        await insertAudit(tx, {
          actorKind: TokenKind.Volunteer,
          actorId: caller.subjectId,
          action: 'account.logoff.apply',
          target: `volunteer:${caller.subjectId}`,
          ip: ctx.ip,
        });
        return { state: 'cooling', at: now };
      });
      return toState(row);
    },

    async cancel(caller: Caller, ctx: RequestContext): Promise<LogoffStateInfo> {
      await db.transaction(async (tx) => {
        const current = await findLogoffRow(tx, caller.subjectId, true);
        if (!current || current.state === 'anonymised') throw unauthorized();
        if (current.state !== 'cooling')
          throw new BizError(BizCode.Conflict, logoffMessages.notApplied);
        await setLogoffState(tx, caller.subjectId, 'none', null);
        await insertAudit(tx, {
          actorKind: TokenKind.Volunteer,
          actorId: caller.subjectId,
          action: 'account.logoff.cancel',
          target: `volunteer:${caller.subjectId}`,
          ip: ctx.ip,
        });
      });
      return toState({ state: 'none', at: null });
    },

    /**
     * Anonymises every volunteer whose cooling-off period has ended by `now`. Each one in its
     * own transaction with the row locked and the state read again, so a cancellation that
     * commits first wins and two instances running the job never both act on one volunteer.
     */
    async anonymiseDue(now: Date = clock.now(), batch = 100): Promise<number> {
      const cutoff = new Date(now.getTime() - coolingMs());
      let done = 0;
      for (;;) {
        const ids = await findDueLogoffs(db, cutoff, batch);
        let progressed = 0;
        for (const id of ids) {
          // A hash of random bytes nobody knows: the row keeps a well-formed, unusable password.
          const unusable = await hashPassword(randomBytes(24).toString('base64url'));
          const acted = await db.transaction(async (tx) => {
            const row = await findLogoffRow(tx, id, true);
            if (!row || row.state !== 'cooling' || !row.at || row.at > cutoff) return false;
            await anonymiseVolunteer(tx, id, unusable);
            await revokeAllForSubject(tx, TokenKind.Volunteer, id);
            await insertAudit(tx, {
              actorKind: null,
              actorId: null,
              action: 'account.logoff.anonymise',
              target: `volunteer:${id}`,
              detail: { appliedAt: row.at.toISOString() },
            });
            return true;
          });
          if (acted) progressed += 1;
        }
        done += progressed;
        if (ids.length < batch || progressed === 0) return done;
      }
    },
  };
}

export type LogoffService = ReturnType<typeof createLogoffService>;
