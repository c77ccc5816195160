import {
  BizCode,
  maskName,
  type ObjectionListQuery,
  type ObjectionRow,
  type ResolveObjectionInput,
  type ServiceRecordState,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import type { RequestContext } from '../../lib/request-context';
import { withFields } from '../../lib/with-fields';
import {
  closeObjection,
  findObjection,
  findObjectionPage,
  lockObjection,
} from './objection.repository';
import type { SiteMessageSender } from '../site-message';
import { tellResolved } from './record-messages';
import { lockRecord, updateOpenRecord } from './service-record.repository';
import {
  type Caller,
  assertInScope,
  insertAudit,
  loadStaffScope,
  staffAuditOf,
} from '../../kernel';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The organiser's side of objections: their subtree's list, and the decision. */
export function createObjectionService(deps: Deps, siteMessages: SiteMessageSender) {
  const { db } = deps;
  return {
    async list(caller: Caller, q: ObjectionListQuery) {
      const scope = await loadStaffScope(db, caller);
      const page = { path: scope.path, state: q.state };
      const offset = (q.pageIndex - 1) * q.pageSize;
      const rows = await findObjectionPage(db, withFields(page, { limit: q.pageSize, offset }));
      const total =
        rows[0]?.total ??
        (offset > 0
          ? ((await findObjectionPage(db, withFields(page, { limit: 1, offset: 0 })))[0]?.total ??
            0)
          : 0);
      return {
        list: rows.map((r): ObjectionRow => ({
          objectionId: String(r.objection.id),
          recordId: String(r.objection.recordId),
          missionId: r.missionId === null ? null : String(r.missionId),
          subject: r.subject,
          userid: String(r.volunteerId),
          name: maskName(r.name),
          minutes: r.minutes,
          recordState: r.recordState as ServiceRecordState,
          reason: r.objection.reason,
          contact: r.objection.contact,
          state: r.objection.state as ObjectionRow['state'],
          resolutionNote: r.objection.resolutionNote,
          createdAt: r.objection.createdAt.toISOString(),
          resolvedAt: iso(r.objection.resolvedAt),
        })),
        total,
      };
    },

    /**
     * Uphold: the record is voided, or corrected to `minutes` and back in publicity; dismiss:
     * back in publicity with its original end (made final by the next job run if that passed).
     */
    async resolve(
      caller: Caller,
      input: ResolveObjectionInput,
      ctx: RequestContext,
    ): Promise<null> {
      const scope = await loadStaffScope(db, caller);
      const found = await findObjection(db, input.objectionId);
      if (!found) throw new BizError(BizCode.NotFound, '异议不存在');
      const peek = found.objection;
      assertInScope(scope, peek.districtPath);
      await db.transaction(async (tx) => {
        // Record before objection: the order in which an objection is raised.
        const record = (await lockRecord(tx, peek.recordId))!;
        const objection = (await lockObjection(tx, peek.id))!;
        if (objection.state !== 'open') throw new BizError(BizCode.Conflict, '该异议已处理');
        const uphold = input.decision === 'uphold';
        await updateOpenRecord(
          tx,
          record.id,
          uphold && input.minutes === undefined
            ? { state: 'void' }
            : { state: 'publicity', ...(uphold ? { minutes: input.minutes } : {}) },
        );
        await closeObjection(tx, objection.id, {
          state: uphold ? 'upheld' : 'dismissed',
          resolutionNote: input.note,
          resolvedBy: scope.accountId,
        });
        await tellResolved(tx, siteMessages, record, input);
        await insertAudit(tx, {
          ...staffAuditOf(scope, ctx),
          districtPath: peek.districtPath,
          action: uphold ? 'hours.objection.uphold' : 'hours.objection.dismiss',
          target: `${found.name}（${found.subject}）`,
          reason: input.note,
          detail: {
            objectionId: peek.id,
            recordId: record.id,
            oldMinutes: record.minutes,
            newMinutes: uphold ? (input.minutes ?? 0) : record.minutes,
          },
        });
      });
      return null;
    },
  };
}
