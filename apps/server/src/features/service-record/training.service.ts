import {
  BizCode,
  chinaDateString,
  type AddTrainingInput,
  type TrainingListQuery,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { normaliseMobile } from '../../lib/crypto';
import type { RequestContext } from '../../lib/request-context';
import { insertServiceRecords } from './service-record.repository';
import { listTraining } from './training-list.service';
import { findVolunteersByIdOrMobile } from './training-scope.repository';
import {
  clock,
  findVolunteersTiedTo,
  insertAudit,
  loadStaffScope,
  staffAuditOf,
  type Caller,
} from '../../kernel';

/**
 * Training time recorded by an organisation for named volunteers (by id or mobile), all or
 * nothing: one unknown volunteer refuses the batch so the organiser can fix the list.
 * Training records go through the same publicity as service.
 */
export async function addTraining(
  deps: Deps,
  caller: Caller,
  input: AddTrainingInput,
  ctx: RequestContext,
): Promise<{ created: number }> {
  const { db, cipher, config } = deps;
  const scope = await loadStaffScope(db, caller);
  const now = clock.now();
  if (input.date.getTime() > now.getTime())
    throw new BizError(BizCode.InvalidInput, '培训日期不能晚于今天');
  const hashes = input.mobiles.map((m) => cipher.hash(normaliseMobile(m)));
  const found = await findVolunteersByIdOrMobile(db, input.userids, hashes);
  const ids = new Set(found.filter((v) => v.logoffState !== 'anonymised').map((v) => v.id));
  const knownHashes = new Set(found.filter((v) => ids.has(v.id)).map((v) => v.mobileHash));
  const missing = [
    ...input.userids.filter((id) => !ids.has(id)).map(String),
    ...input.mobiles.filter((_, i) => !knownHashes.has(hashes[i]!)),
  ];
  if (missing.length > 0)
    throw new BizError(
      BizCode.NotFound,
      `以下志愿者不存在：${missing.slice(0, 5).join('、')}${missing.length > 5 ? ` 等${missing.length}人` : ''}`,
    );
  // Only volunteers tied to the node's subtree (the root: anyone), so no organisation can add
  // hours to a stranger's record.
  const tied = await findVolunteersTiedTo(db, scope, [...ids]);
  const strangers = [...ids].filter((id) => !tied.has(id));
  if (strangers.length > 0)
    throw new BizError(
      BizCode.Forbidden,
      `只能为本组织（含下级组织）的成员或活动报名者录入培训时长，所选志愿者中有 ${strangers.length} 人不符合`,
    );
  // The hours and the entry that says who added them commit together.
  const rows = await db.transaction(async (tx) => {
    const inserted = await insertServiceRecords(
      tx,
      [...ids].map((volunteerId) => ({
        volunteerId,
        kind: 'training',
        title: input.title,
        minutes: input.minutes,
        occurredAt: input.date,
        state: 'publicity',
        publicityEndsAt: new Date(now.getTime() + config.publicitySeconds * 1000),
        districtId: scope.districtId,
        createdBy: scope.accountId,
      })),
    );
    await insertAudit(tx, {
      ...staffAuditOf(scope, ctx),
      action: 'hours.training.add',
      target: `${input.title}（${inserted.length}人）`,
      detail: {
        minutes: input.minutes,
        date: chinaDateString(input.date),
        volunteerIds: [...ids],
      },
    });
    return inserted;
  });
  return { created: rows.length };
}

/** Training hours recorded by an organisation, built once by the composition root. */
export function createTrainingService(deps: Deps) {
  return {
    add: (caller: Caller, input: AddTrainingInput, ctx: RequestContext) =>
      addTraining(deps, caller, input, ctx),
    list: (caller: Caller, q: TrainingListQuery) => listTraining(deps, caller, q),
  };
}
