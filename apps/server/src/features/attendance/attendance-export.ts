import ExcelJS from 'exceljs';
import {
  attendanceMethodLabels,
  attendanceStateLabels,
  offlineMarkLabels,
  serviceRecordStateLabels,
  type AttendanceListQuery,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { loadAttendancePage } from './attendance-list.service';
import { chinaDateTime } from '../../lib/china-time';
import type { RequestContext } from '../../lib/request-context';
import { type Caller, insertAudit, staffAuditOf } from '../../kernel';

// One sheet is plenty for a mission; past this the organiser should export shift by shift.
const maxRows = 10_000;

const columns = [
  { header: '签到记录编号', key: 'id', width: 14 },
  { header: '志愿者编号', key: 'userid', width: 12 },
  { header: '姓名', key: 'name', width: 12 },
  { header: '手机号', key: 'mobile', width: 16 },
  { header: '时段开始', key: 'start', width: 18 },
  { header: '时段结束', key: 'end', width: 18 },
  { header: '状态', key: 'state', width: 10 },
  { header: '签到时间', key: 'signIn', width: 18 },
  { header: '签到方式', key: 'inMethod', width: 10 },
  { header: '签退时间', key: 'signOut', width: 18 },
  { header: '签退方式', key: 'outMethod', width: 10 },
  { header: '服务时长（分钟）', key: 'minutes', width: 16 },
  { header: '时长状态', key: 'recordState', width: 12 },
  // Last, so tools that read the sheet by column keep their places.
  { header: '离线扫码', key: 'offline', width: 28 },
];

/** The attendance list of a mission (or one shift) as .xlsx, masked as on screen. */
export async function exportAttendance(
  deps: Deps,
  caller: Caller,
  q: Omit<AttendanceListQuery, 'pageIndex' | 'pageSize'>,
  ctx: RequestContext,
): Promise<{ fileName: string; body: Buffer }> {
  const page = await loadAttendancePage(deps, caller, { ...q, pageIndex: 1, pageSize: maxRows });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('签到签退');
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  for (const r of page.list) {
    sheet.addRow({
      id: r.missionServiceLogId ?? '',
      userid: r.userid,
      name: r.name,
      mobile: r.mobile,
      start: chinaDateTime(r.startTime),
      end: chinaDateTime(r.endTime),
      state: attendanceStateLabels[r.state],
      signIn: chinaDateTime(r.signInTime),
      inMethod: r.signInMethod ? (attendanceMethodLabels[r.signInMethod] ?? '') : '',
      signOut: chinaDateTime(r.signOutTime),
      outMethod: r.signOutMethod ? (attendanceMethodLabels[r.signOutMethod] ?? '') : '',
      minutes: r.minutes ?? '',
      recordState: r.recordState ? serviceRecordStateLabels[r.recordState] : '',
      offline: offlineMarkLabels(r).join('；'),
    });
  }
  const body = Buffer.from(await book.xlsx.writeBuffer());
  // The mission's organisation reads who took its list away (names and mobiles are masked).
  await insertAudit(deps.db, {
    ...staffAuditOf({ accountId: caller.subjectId, path: page.districtPath }, ctx),
    action: 'attendance.export',
    target: page.subject,
    detail: { missionId: q.missionId, timeId: q.timesInfoId ?? null, rows: page.list.length },
  });
  return { fileName: `签到签退-${page.subject}.xlsx`, body };
}

/** The attendance list as a spreadsheet, built once by the composition root. */
export function createAttendanceExportService(deps: Deps) {
  return {
    exportList: (
      caller: Caller,
      q: Omit<AttendanceListQuery, 'pageIndex' | 'pageSize'>,
      ctx: RequestContext,
    ) => exportAttendance(deps, caller, q, ctx),
  };
}
