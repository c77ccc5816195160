import { checkAnswer } from '@zyz/client';
import { uploadImageResultSchema, type UploadImageResult } from '@zyz/domain';
import { reportMalformedAnswer } from './api-client';
import { fileRequest } from './file-request';

/** POST /manage/pc/upload/image (multipart `file`) → { url: '/uploads/…' }. */
export async function uploadImage(file: Blob): Promise<UploadImageResult> {
  const form = new FormData();
  form.append('file', file);
  const path = '/manage/pc/upload/image';
  const res = await fileRequest(path, { method: 'POST', body: form });
  return checkAnswer(path, await res.json(), uploadImageResultSchema, reportMalformedAnswer);
}
