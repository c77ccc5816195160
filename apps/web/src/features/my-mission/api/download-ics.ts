import { fetchVolunteerFileNamed, saveBlob } from '../../../lib/authorised-file';

/**
 * The .ics needs the volunteer's token, so it is fetched and handed over as a download. A
 * refusal (e.g. 报名录用后才能加入日历) is thrown as an ApiError for the caller.
 */
export async function downloadShiftIcs(missionPersonlId: string): Promise<void> {
  const { blob, fileName } = await fetchVolunteerFileNamed(
    `/volunteer/mission/ics?missionPersonlId=${encodeURIComponent(missionPersonlId)}`,
    '暂时无法加入日历',
  );
  saveBlob(blob, fileName ?? `志愿活动-${missionPersonlId}.ics`);
}
