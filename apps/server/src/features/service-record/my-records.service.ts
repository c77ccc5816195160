import type {
  ServiceRecordKind,
  ServiceRecordList,
  ServiceRecordListQuery,
  ServiceRecordState,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { chinaOffsetMs } from '@zyz/domain';
import { findMyRecords, type MyRecordFilter } from './my-records.repository';
import { type Caller } from '../../kernel';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** A calendar year as people in China count it (UTC+8). */
const chinaYearStart = (year: number) => new Date(Date.UTC(year, 0, 1) - chinaOffsetMs);

/** The personal center's serviceRecord: own records, filtered by year and kind, with totals. */
export async function listMyRecords(
  deps: Deps,
  caller: Caller,
  q: ServiceRecordListQuery,
): Promise<ServiceRecordList> {
  const filter: MyRecordFilter = {
    volunteerId: caller.subjectId,
    kind: q.kind,
    ...(q.year ? { from: chinaYearStart(q.year), to: chinaYearStart(q.year + 1) } : {}),
  };
  const { records, sums } = await findMyRecords(
    deps.db,
    filter,
    q.pageSize,
    (q.pageIndex - 1) * q.pageSize,
  );
  return {
    list: records.map((r) => ({
      recordId: String(r.id),
      kind: r.kind as ServiceRecordKind,
      subject: r.subject,
      missionId: r.missionId === null ? null : String(r.missionId),
      timesInfoId: r.timeId === null ? null : String(r.timeId),
      shiftStart: iso(r.shiftStart),
      shiftEnd: iso(r.shiftEnd),
      districtName: r.districtName,
      minutes: r.minutes,
      state: r.state as ServiceRecordState,
      occurredAt: r.occurredAt.toISOString(),
      publicityEndsAt: r.publicityEndsAt.toISOString(),
      finalAt: iso(r.finalAt),
    })),
    total: sums.total,
    totals: { finalMinutes: sums.finalMinutes, publicityMinutes: sums.publicityMinutes },
  };
}

/** A volunteer's own service records, built once by the composition root. */
export function createMyRecordsService(deps: Deps) {
  return { list: (caller: Caller, q: ServiceRecordListQuery) => listMyRecords(deps, caller, q) };
}
