import { z } from 'zod';

// POST /manage/pc/upload/image: the organiser console's cover images. The limits live here so
// the console can refuse a file before sending it, with the same words the server uses.

export const maxImageBytes = 2 * 1024 * 1024;

/** What the server accepts, judged by the file's first bytes; the extension it stores under. */
export const imageKinds = [
  { mime: 'image/jpeg', ext: 'jpg' },
  { mime: 'image/png', ext: 'png' },
  { mime: 'image/webp', ext: 'webp' },
] as const;
export type ImageKind = (typeof imageKinds)[number];

export const uploadMessages = {
  noFile: '请选择要上传的图片',
  badKind: '仅支持 JPG、PNG、WebP 格式的图片',
  tooLarge: '图片不能超过2MB',
  unreadable: '图片已损坏或无法识别，请重新选择',
} as const;

export const uploadImageResultSchema = z.object({
  /** Root-relative, e.g. /uploads/3f9a….png; saveMission's coverImage takes it as is. */
  url: z.string(),
});
export type UploadImageResult = z.infer<typeof uploadImageResultSchema>;
