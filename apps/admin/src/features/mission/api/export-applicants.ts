import type { ApplicationState } from '@zyz/domain';
import { downloadFile } from '../../../lib/file-request';

/** GET /manage/pc/mission/personal/getMPListExport → saved as 报名人员-<missionId>.xlsx. */
export async function exportApplicants(missionId: string, state?: ApplicationState) {
  const query = new URLSearchParams({ missionId, state: state ?? '' });
  await downloadFile(
    `/manage/pc/mission/personal/getMPListExport?${query}`,
    `报名人员-${missionId}.xlsx`,
  );
}
