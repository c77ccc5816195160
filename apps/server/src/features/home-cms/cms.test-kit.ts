import type { App } from '../../app';
import { api } from '../../../test/test-app';
import { bearer, makeOrgAccount, tokensFor } from '../../../test/factories';

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

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' China time, `hours` from now: how staff type a schedule. */
export function chinaTimeIn(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000 + 8 * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
