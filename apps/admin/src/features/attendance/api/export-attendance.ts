import { downloadFile } from '../../../lib/file-request';

/** GET /manage/pc/mission/attendance/getAttendanceListExport → 签到签退-<missionId>.xlsx. */
export async function exportAttendance(missionId: string, timesInfoId?: string) {
  const query = new URLSearchParams({ missionId, timesInfoId: timesInfoId ?? '' });
  await downloadFile(
    `/manage/pc/mission/attendance/getAttendanceListExport?${query}`,
    `签到签退-${missionId}${timesInfoId ? `-${timesInfoId}` : ''}.xlsx`,
  );
}
