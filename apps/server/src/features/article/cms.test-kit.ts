import { type App, api } from '../../../test/test-app';
import { bearer, districtIdByName, makeOrgAccount, tokensFor } from '../../../test/factories';

type Headers = Record<string, string>;

/** Calls that answer the envelope as JSON, for the CMS tests. */
export function cmsClient(app: App) {
  return {
    get: (path: string, headers: Headers = {}) =>
      app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json()),
    post: (path: string, headers: Headers, payload: object) =>
      app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json()),
  };
}

/** A signed-in account of the named node, federation staff unless told otherwise. */
export async function signedInStaff(
  app: App,
  districtName: string,
  role: 'federation' | 'org' = 'federation',
) {
  const districtId = await districtIdByName(app, districtName);
  const o = await makeOrgAccount(app, { districtId, role });
  const t = await tokensFor(app, 'org', o.loginName, o.password);
  return { districtId, headers: bearer(t.access_token) };
}
