import type {
  ServiceRecordKind,
  ServiceRecordList,
  ServiceRecordListQuery,
  ServiceRecordState,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { Caller } from '../../plugins/auth';
import { findMyRecordPage, sumMyRecords, type MyRecordFilter } from './my-records.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** A calendar year as people in China count it (UTC+8). */
const chinaYearStart = (year: number) => new Date(Date.UTC(year, 0, 1) - 8 * 3_600_000);

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
  const [rows, sums] = await Promise.all([
    findMyRecordPage(deps.db, filter, q.pageSize, (q.pageIndex - 1) * q.pageSize),
    sumMyRecords(deps.db, filter),
  ]);
  return {
    list: rows.map((r) => ({
      recordId: String(r.record.id),
      kind: r.record.kind as ServiceRecordKind,
      subject: r.subject,
      missionId: r.record.missionId === null ? null : String(r.record.missionId),
      timesInfoId: r.record.timeId === null ? null : String(r.record.timeId),
      shiftStart: iso(r.shiftStart),
      shiftEnd: iso(r.shiftEnd),
      districtName: r.districtName,
      minutes: r.record.minutes,
      state: r.record.state as ServiceRecordState,
      occurredAt: r.record.occurredAt.toISOString(),
      publicityEndsAt: r.record.publicityEndsAt.toISOString(),
      finalAt: iso(r.record.finalAt),
    })),
    total: sums.total,
    totals: { finalMinutes: sums.finalMinutes, publicityMinutes: sums.publicityMinutes },
  };
}
