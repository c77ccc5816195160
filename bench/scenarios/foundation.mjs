import { measure } from '../lib/measure.mjs';

/** The foundation reads: the district tree and the signed-in volunteer's own records. */
export async function foundationScenario({ origin, api, token, load }) {
  const auth = { authorization: `Bearer ${token}` };
  const one = (title, p, headers) =>
    measure(title, { base: origin, paths: [api + p], headers, ...load });
  return [
    await one('GET /home/index/districtDomain', '/home/index/districtDomain'),
    await one('GET /volunteer/user/current', '/volunteer/user/current', auth),
    await one('GET /volunteer/info/userInfo', '/volunteer/info/userInfo', auth),
    await one(
      'GET /volunteer/dataHandle/refreshUserStaticServiceTime',
      '/volunteer/dataHandle/refreshUserStaticServiceTime',
      auth,
    ),
  ];
}
