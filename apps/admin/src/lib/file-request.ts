import { API_BASE, ApiError, getOrgToken } from '@zyz/client';
import { showWarning } from './feedback';
import { queryClient } from './query-client';
import { useSessionStore } from '../stores/session-store';

/**
 * Calls that send or receive a file (multipart upload, .xlsx download) cannot go through the
 * JSON api client, so this does the same duties for them: the org token, the 401 hand-off
 * to login, and one warning with the server's msg for a refusal (which is still an envelope).
 */
export async function fileRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const token = getOrgToken();
  let res: Response;
  try {
    res = await fetch(API_BASE + path, {
      ...init,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch {
    const msg = '网络连接失败，请检查网络后重试';
    showWarning(msg);
    throw new ApiError('0', msg, 0);
  }
  if (res.status === 401) {
    queryClient.clear();
    useSessionStore.getState().clear('expired');
    throw new ApiError('401', '登录已失效，请重新登录', 401);
  }
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  if (!isJson) {
    if (res.ok) return res;
    const msg = '服务加载中，请刷新页面重试';
    showWarning(msg);
    throw new ApiError(String(res.status), msg, res.status);
  }
  const body = (await res.json()) as { code?: string; msg?: string; data?: unknown };
  if (body.code === '1') return new Response(JSON.stringify(body.data), { status: 200 });
  const msg = body.msg || '操作失败';
  showWarning(msg);
  throw new ApiError(String(body.code ?? res.status), msg, res.status);
}

/** Fetches a file through `fileRequest` and hands it to the browser as a download. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const res = await fileRequest(path);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; revoke on the next tick, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
