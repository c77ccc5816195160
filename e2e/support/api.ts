import { baseUrl } from './browser';
import { testNow } from './clock';

// Calls made straight to the API where a journey needs data but not the page that makes it
// (an organiser's token, a shift to sign in to).

export type Answer = {
  code: string;
  msg: string;
  data: Record<string, unknown>;
  other?: Record<string, string>;
};

export async function call(path: string, token: string | null, body?: object): Promise<Answer> {
  const res = await fetch(`${baseUrl()}/v2/api/gdzyz${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Answer;
}

export async function tokenOf(
  kind: 'volunteer' | 'org',
  account: { username: string; password: string },
): Promise<string> {
  const answer = await call(`/auth/login/${kind}/password?xc=${Date.now()}`, null, {
    ...account,
    loginType: kind === 'volunteer' ? '1' : '2',
  });
  return answer.other!.access_token!;
}

let now: number | null = null;

/**
 * ISO instant `minutes` from the run's now (support/clock.ts). Calls in one synchronous stretch
 * (one payload) share the same "now": a shift ending at(40) must not end a millisecond after a
 * service period ending at(40).
 */
export const at = (minutes: number) => {
  if (now === null) {
    now = testNow();
    queueMicrotask(() => {
      now = null;
    });
  }
  return new Date(now + minutes * 60_000).toISOString();
};

/** The id of the newest public mission, as the list's first page gives it. */
export async function newestMissionId(): Promise<string> {
  const answer = await call('/home/mission/list?pageIndex=1&pageSize=1&sort=newest', null);
  const list = (answer.data as { list: Array<{ missionId: string }> }).list;
  return list[0]!.missionId;
}
