import { uploadImageResultSchema, type UploadImageResult } from '@zyz/domain';
import { fileRequest } from './file-request';

/** POST /manage/pc/upload/image (multipart `file`) → { url: '/uploads/…' }. */
export async function uploadImage(file: Blob): Promise<UploadImageResult> {
  const form = new FormData();
  form.append('file', file);
  const res = await fileRequest('/manage/pc/upload/image', { method: 'POST', body: form });
  return uploadImageResultSchema.parse(await res.json());
}
