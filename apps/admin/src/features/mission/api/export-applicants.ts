import type { ApplicationState } from '@zyz/domain';
import { fileRequest } from './file-request';

/** GET /manage/pc/mission/personal/getMPListExport → saved as 报名人员-<missionId>.xlsx. */
export async function exportApplicants(missionId: string, state?: ApplicationState) {
  const query = new URLSearchParams({ missionId, state: state ?? '' });
  const res = await fileRequest(`/manage/pc/mission/personal/getMPListExport?${query}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `报名人员-${missionId}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; revoke on the next tick, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
