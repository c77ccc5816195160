import {
  maskMobile,
  maskName,
  type ServiceRecordState,
  type TrainingListQuery,
  type TrainingRow,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { findTrainingPage } from './training-list.repository';
import { type Caller, loadStaffScope } from '../../kernel';

/** What the organisation (and those below it) recorded as training, names masked. */
export async function listTraining(
  deps: Deps,
  caller: Caller,
  q: TrainingListQuery,
): Promise<{ list: TrainingRow[]; total: number }> {
  const { db, cipher } = deps;
  const scope = await loadStaffScope(db, caller);
  const offset = (q.pageIndex - 1) * q.pageSize;
  const rows = await findTrainingPage(db, { path: scope.path, limit: q.pageSize, offset });
  // Past the last page no row carries the window count; one row from the start does.
  const total =
    rows[0]?.total ??
    (offset > 0
      ? ((await findTrainingPage(db, { path: scope.path, limit: 1, offset: 0 }))[0]?.total ?? 0)
      : 0);
  return {
    list: rows.map(({ record: r, ...v }) => ({
      recordId: String(r.id),
      userid: String(r.volunteerId),
      name: maskName(v.name),
      mobile: maskMobile(v.mobileEnc ? cipher.decrypt(v.mobileEnc) : ''),
      title: r.title ?? '',
      minutes: r.minutes,
      occurredAt: r.occurredAt.toISOString(),
      state: r.state as ServiceRecordState,
      publicityEndsAt: r.publicityEndsAt.toISOString(),
      districtName: v.districtName,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}
