import { API_BASE, getUserToken } from '@zyz/client';
import { ApiError } from './api-client';
import { useUserStore } from '../stores/user-store';

/**
 * A file only the signed-in volunteer may fetch (a certificate PDF, the card image, a shift's
 * .ics): a plain link cannot send the token, so it is fetched here. A refusal still answers the
 * JSON envelope, thrown as an ApiError with the server's msg.
 */
export async function fetchVolunteerFile(path: string, refusal: string): Promise<Blob> {
  return (await fetchVolunteerFileNamed(path, refusal)).blob;
}

/** As fetchVolunteerFile, with the file name the server suggests (null when it names none). */
export async function fetchVolunteerFileNamed(
  path: string,
  refusal: string,
): Promise<{ blob: Blob; fileName: string | null }> {
  const token = getUserToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch {
    throw new ApiError('0', '网络连接失败，请检查网络后重试', 0);
  }
  if (res.status === 401) {
    // The same rule as the api client: a lost session clears the stored login.
    useUserStore.getState().clearLoginInfo();
    throw new ApiError('401', '登录已失效，请重新登录', 401);
  }
  if (!res.ok) throw new ApiError(String(res.status), '服务加载中，请刷新页面重试', res.status);
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const body = (await res.json()) as { code?: string; msg?: string };
    throw new ApiError(String(body.code ?? ''), body.msg || refusal);
  }
  return { blob: await res.blob(), fileName: fileNameOf(res) };
}

function fileNameOf(res: Response): string | null {
  const header = res.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return null;
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download before the browser has read the blob.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
