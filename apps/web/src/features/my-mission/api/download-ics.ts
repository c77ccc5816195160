import { API_BASE, getUserToken } from '@zyz/client';
import { ApiError } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';

/**
 * The .ics needs the volunteer's token, which a plain link cannot send; so it is fetched,
 * turned into a blob, and handed to the browser as a download. A refusal still answers the
 * JSON envelope (e.g. 报名录用后才能加入日历), which is thrown as an ApiError for the caller.
 */
export async function downloadShiftIcs(missionPersonlId: string): Promise<void> {
  const token = getUserToken();
  const url = `${API_BASE}/volunteer/mission/ics?missionPersonlId=${encodeURIComponent(missionPersonlId)}`;
  let res: Response;
  try {
    res = await fetch(url, {
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
    throw new ApiError(String(body.code ?? ''), body.msg || '暂时无法加入日历');
  }
  const blob = await res.blob();
  saveBlob(blob, fileNameOf(res) ?? `志愿活动-${missionPersonlId}.ics`);
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

function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
