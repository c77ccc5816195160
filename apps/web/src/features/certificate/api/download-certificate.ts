import { API_BASE, getUserToken } from '@zyz/client';
import { ApiError } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';

/**
 * The PDF needs the volunteer's token, which a plain link cannot send: it is fetched and
 * handed to the browser as a blob. A refusal still answers the JSON envelope.
 */
export async function downloadCertificate(certificateId: string, number: string): Promise<void> {
  const token = getUserToken();
  const url = `${API_BASE}/volunteer/certificate/download?certificateId=${encodeURIComponent(certificateId)}`;
  let res: Response;
  try {
    res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('0', '网络连接失败，请检查网络后重试', 0);
  }
  if (res.status === 401) {
    useUserStore.getState().clearLoginInfo();
    throw new ApiError('401', '登录已失效，请重新登录', 401);
  }
  if (!res.ok) throw new ApiError(String(res.status), '服务加载中，请刷新页面重试', res.status);
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const body = (await res.json()) as { code?: string; msg?: string };
    throw new ApiError(String(body.code ?? ''), body.msg || '暂时无法下载证明');
  }
  const objectUrl = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = `志愿服务时长证明-${number}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download before the browser has read the blob.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
