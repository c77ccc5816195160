import { chinaWallClock } from '@zyz/domain';
import { type App, api } from '../../../test/test-app';
import { bearer, makeOrgAccount, tokensFor } from '../../../test/factories';
import { clock } from '../../kernel';

/** Federation staff of the province (node 1), signed in; `post`/`get` call as them. */
export async function signedInStaff(app: App, role: 'federation' | 'org' = 'federation') {
  const o = await makeOrgAccount(app, { districtId: 1, role });
  const t = await tokensFor(app, 'org', o.loginName, o.password);
  const headers = bearer(t.access_token);
  return {
    headers,
    post: async (url: string, payload: object) =>
      (await app.inject({ method: 'POST', url: api(url), headers, payload })).json(),
    get: async (url: string) =>
      (await app.inject({ method: 'GET', url: api(url), headers })).json(),
  };
}

/** 'YYYY-MM-DD HH:mm' China time, `hours` from now: how staff type a schedule. */
export function chinaTimeIn(hours: number): string {
  return chinaWallClock(new Date(clock.nowMs() + hours * 3_600_000)).slice(0, 16);
}
