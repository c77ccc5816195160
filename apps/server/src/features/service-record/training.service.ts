import { inArray, or } from 'drizzle-orm';
import { BizCode, type AddTrainingInput } from '@zyz/domain';
import type { Deps } from '../../deps';
import { volunteers } from '../../db/schema/index';
import { BizError } from '../../lib/biz-error';
import { normaliseMobile } from '../../lib/crypto';
import type { Caller } from '../../plugins/auth';
import { loadOrgScope } from '../mission/org-scope';
import { insertServiceRecords } from './service-record.repository';

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
  const scope = await loadOrgScope(db, caller);
  const now = new Date();
  if (input.date.getTime() > now.getTime())
    throw new BizError(BizCode.InvalidInput, '培训日期不能晚于今天');
  const hashes = input.mobiles.map((m) => cipher.hash(normaliseMobile(m)));
  const found = await db
    .select({
      id: volunteers.id,
      mobileHash: volunteers.mobileHash,
      logoffState: volunteers.logoffState,
    })
    .from(volunteers)
    .where(
      or(
        input.userids.length ? inArray(volunteers.id, input.userids) : undefined,
        hashes.length ? inArray(volunteers.mobileHash, hashes) : undefined,
      ),
    );
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
