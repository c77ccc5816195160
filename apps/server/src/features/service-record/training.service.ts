import { BizCode, type AddTrainingInput } from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { normaliseMobile } from '../../lib/crypto';
import { insertServiceRecords } from './service-record.repository';
import { findTiedVolunteerIds, findVolunteersByIdOrMobile } from './training-scope.repository';
import { clock, loadStaffScope, type Caller } from '../../kernel';

/**
 * Training time recorded by an organisation for named volunteers (by id or mobile), all or
 * nothing: one unknown volunteer refuses the batch so the organiser can fix the list.
 * Training records go through the same publicity as service.
 */
export async function addTraining(
  deps: Deps,
  caller: Caller,
  input: AddTrainingInput,
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
  // The provincial federation (the root) may train anyone; every other node only volunteers
  // tied to its own subtree, so no organisation can add hours to a stranger's record.
  if (scope.path.split('/').filter(Boolean).length > 1) {
    const tied = await findTiedVolunteerIds(db, [...ids], scope.path);
    const strangers = found.filter((v) => ids.has(v.id) && !tied.has(v.id));
    if (strangers.length > 0)
      throw new BizError(
        BizCode.Forbidden,
        `只能为本组织（含下级组织）的成员或活动报名者录入培训时长，所选志愿者中有 ${strangers.length} 人不符合`,
      );
  }
  const rows = await insertServiceRecords(
    db,
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
  return { created: rows.length };
}
