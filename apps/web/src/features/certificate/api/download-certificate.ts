import { fetchVolunteerFile, saveBlob } from '../../../lib/authorised-file';

/** The PDF needs the volunteer's token, so it is fetched and handed over as a blob. */
export async function downloadCertificate(certificateId: string, number: string): Promise<void> {
  const blob = await fetchVolunteerFile(
    `/volunteer/certificate/download?certificateId=${encodeURIComponent(certificateId)}`,
    '暂时无法下载证明',
  );
  saveBlob(blob, `志愿服务时长证明-${number}.pdf`);
}
