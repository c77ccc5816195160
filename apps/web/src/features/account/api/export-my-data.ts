import { fetchVolunteerFileNamed, saveBlob } from '../../../lib/authorised-file';

/**
 * The copy of the volunteer's data needs their token, so it is fetched and handed over as a
 * download. A refusal (每小时只能下载一次…) is thrown as an ApiError with the server's msg.
 */
export async function downloadMyData(): Promise<void> {
  const { blob, fileName } = await fetchVolunteerFileNamed(
    '/volunteer/pc/personal/exportMyData',
    '暂时无法下载您的数据，请稍后再试',
  );
  saveBlob(blob, fileName ?? '我的数据.zip');
}
