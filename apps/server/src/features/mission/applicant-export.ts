import ExcelJS from 'exceljs';
import { applicationStateLabels, maskMobile, maskName, type ApplicationState } from '@zyz/domain';
import type { Deps } from '../../deps';
import { findApplicantPage } from './application.repository';
import { findMissionById } from './mission.repository';
import { missionNotFound } from './mission-manage.service';
import { chinaDateTime } from '../../lib/china-time';
import type { RequestContext } from '../../lib/request-context';
import {
  type Caller,
  assertInScope,
  insertAudit,
  loadStaffScope,
  staffAuditOf,
} from '../../kernel';

// One sheet is plenty for a mission; past this the organiser should filter by state.
const maxRows = 10_000;

const columns = [
  { header: '报名编号', key: 'id', width: 12 },
  { header: '志愿者编号', key: 'userid', width: 12 },
  { header: '姓名', key: 'name', width: 12 },
  { header: '手机号', key: 'mobile', width: 16 },
  { header: '时段开始', key: 'start', width: 18 },
  { header: '时段结束', key: 'end', width: 18 },
  { header: '状态', key: 'state', width: 10 },
  { header: '原因', key: 'reason', width: 24 },
  { header: '报名时间', key: 'appliedAt', width: 18 },
  { header: '审核时间', key: 'decidedAt', width: 18 },
];

/**
 * The applicant list of one mission as .xlsx. Names and mobiles stay masked, as on screen:
 * a file travels further than a page.
 */
export async function exportApplicants(
  deps: Deps,
  caller: Caller,
  q: { missionId: number; state?: ApplicationState },
  ctx: RequestContext,
): Promise<{ fileName: string; body: Buffer }> {
  const scope = await loadStaffScope(deps.db, caller);
  const found = await findMissionById(deps.db, q.missionId);
  if (!found) throw missionNotFound();
  assertInScope(scope, found.mission.districtPath);
  const page = await findApplicantPage(deps.db, q.missionId, {
    pageIndex: 1,
    pageSize: maxRows,
    state: q.state,
  });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('报名人员');
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  for (const r of page.list) {
    const a = r.application;
    sheet.addRow({
      id: String(a.id),
      userid: String(a.volunteerId),
      name: maskName(r.name),
      mobile: maskMobile(r.mobileEnc ? deps.cipher.decrypt(r.mobileEnc) : ''),
      start: chinaDateTime(r.startTime),
      end: chinaDateTime(r.endTime),
      state: applicationStateLabels[a.state as ApplicationState] ?? a.state,
      reason: a.reason ?? '',
      appliedAt: chinaDateTime(a.createdAt),
      decidedAt: chinaDateTime(a.decidedAt),
    });
  }
  const body = Buffer.from(await book.xlsx.writeBuffer());
  await insertAudit(deps.db, {
    ...staffAuditOf(scope, ctx),
    districtPath: found.mission.districtPath,
    action: 'mission.applicant.export',
    target: found.mission.subject,
    detail: { missionId: q.missionId, state: q.state ?? null, rows: page.list.length },
  });
  return { fileName: `报名人员-${found.mission.subject}.xlsx`, body };
}

/** A mission's applicants as a spreadsheet, built once by the composition root. */
export function createApplicantExportService(deps: Deps) {
  return {
    exportList: (
      caller: Caller,
      q: { missionId: number; state?: ApplicationState },
      ctx: RequestContext,
    ) => exportApplicants(deps, caller, q, ctx),
  };
}
